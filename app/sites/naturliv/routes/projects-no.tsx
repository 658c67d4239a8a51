import { pageMeta } from "#app/lib/seo.tsx";
import { languageAlternates } from "#app/ui/language-switch.tsx";
import { ProjectsPage } from "../components/projects-page";
import { projectsNo } from "../content/projects";
import { projectsVersions } from "../site";
import type { Route } from "./+types/projects-no";

// Prerendered for the shared host; on Naturliv's own domain, whose links differ, rendered once and kept like a content page.
export const handle = { cache: "per-content-version", lang: projectsNo.htmlLang };

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...projectsNo.meta, path: projectsNo.path, siteName: "Naturliv" });

export const links: Route.LinksFunction = () => languageAlternates(projectsVersions);

export default function ProjectsNorsk() {
  return <ProjectsPage copy={projectsNo} />;
}
