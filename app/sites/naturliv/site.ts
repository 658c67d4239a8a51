import type { LanguageVersion } from "~/ui/language-switch";
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "~/ui/social-icons";
import type { SocialNetwork } from "../site-content-fields";

/** The two language versions of the Naturliv landing page. */
export const naturlivVersions: LanguageVersion[] = [
  { lang: "en", code: "EN", name: "English", path: "/naturliv" },
  { lang: "nb", code: "NO", name: "Norsk", path: "/no/naturliv" },
];

/** Every model link, "View Project" and "View all projects" lead here (spec §2). */
export const PROJECTS_PATH = "/projects";

/** Each network's icon. Which profiles the page links to is the owner's (site-content.ts, the back office). */
export const socialIcons: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
};
