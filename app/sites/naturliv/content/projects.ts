/**
 * What the projects placeholder page says, in each language: one component
 * (components/projects-page.tsx) renders /projects and /no/projects from these.
 */
export interface ProjectsPageCopy {
  /** The `<html lang>` of this version (the route's `handle.lang`). */
  htmlLang: "en" | "nb";
  path: string;
  /** The landing page in the same language, where "Back to Naturliv" leads. */
  home: string;
  meta: { title: string; description: string; locale: string };
  languageLabel: string;
  title: string;
  lead: string;
  back: string;
}

export const projectsEn: ProjectsPageCopy = {
  htmlLang: "en",
  path: "/projects",
  home: "/naturliv",
  meta: {
    title: "Projects Coming Soon | Naturliv Tiny Homes",
    description:
      "Naturliv's project pages for the Aston, Frederika, Torso, Visby and Flensburg tiny homes and the Office Box are on their way.",
    locale: "en_US",
  },
  languageLabel: "Language",
  title: "Projects Coming Soon",
  lead: "We are photographing our latest tiny homes. Detailed pages for every model will be here shortly.",
  back: "Back to Naturliv",
};

export const projectsNo: ProjectsPageCopy = {
  htmlLang: "nb",
  path: "/no/projects",
  home: "/no/naturliv",
  meta: {
    title: "Prosjekter kommer snart | Naturliv minihus",
    description:
      "Naturlivs prosjektsider for minihusene Aston, Frederika, Torso, Visby og Flensburg og Office Box er på vei.",
    locale: "nb_NO",
  },
  languageLabel: "Språk",
  title: "Prosjekter kommer snart",
  lead: "Vi fotograferer de nyeste minihusene våre. Egne sider for hver modell kommer her snart.",
  back: "Tilbake til Naturliv",
};
