import type { LanguageVersion } from "#app/ui/language-switch.tsx";

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
