import type { LanguageVersion } from "#app/ui/language-switch.tsx";
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "#app/ui/social-icons.tsx";
import type { SocialNetwork } from "../site-content-fields";

/** The two language versions of the Naturliv landing page. */
export const naturlivVersions: LanguageVersion[] = [
  { lang: "en", code: "EN", name: "English", path: "/naturliv" },
  { lang: "nb", code: "NO", name: "Norsk", path: "/no/naturliv" },
];

/** The two language versions of the projects page; each landing page links to its own language's (content's `projectsPath`). */
export const projectsVersions: LanguageVersion[] = [
  { lang: "en", code: "EN", name: "English", path: "/projects" },
  { lang: "nb", code: "NO", name: "Norsk", path: "/no/projects" },
];

/** Each network's icon. Which profiles the page links to is the owner's (site-content.ts, the back office). */
export const socialIcons: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
};
