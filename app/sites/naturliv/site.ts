import type { LanguageVersion } from "~/ui/language-switch";
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "~/ui/social-icons";

/** The two language versions of the Naturliv landing page. */
export const naturlivVersions: LanguageVersion[] = [
  { lang: "en", code: "EN", name: "English", path: "/naturliv" },
  { lang: "nb", code: "NO", name: "Norsk", path: "/no/naturliv" },
];

/** Every model link, "View Project" and "View all projects" lead here (spec §2). */
export const PROJECTS_PATH = "/projects";

/** Naturliv's social profiles (the spec shows them as placeholders). */
export const naturlivSocial = [
  { network: "Facebook", href: "https://www.facebook.com/naturliv", Icon: FacebookIcon },
  { network: "Instagram", href: "https://www.instagram.com/naturliv", Icon: InstagramIcon },
  { network: "LinkedIn", href: "https://www.linkedin.com/company/naturliv", Icon: LinkedInIcon },
] as const;
