import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { clsx } from "clsx";
import type { NaturlivContent } from "../content/types";
import { MODEL_ART_SIZE, modelArt } from "./illustrations";
import { container, eyebrow, secondaryButton, sectionTitle } from "./section-styles";
import { useLinkPath } from "#app/lib/own-domain.ts";

/**
 * "Our Compact Home Projects": the three model cards. "View all projects" and each card's
 * "View Project" lead to the projects page in the page's language (/no/projects
 * from the Norwegian page).
 */
export function Projects({ content }: { content: NaturlivContent }) {
  const toLink = useLinkPath();
  const { projects } = content;
  return (
    <section id="projects" aria-labelledby="nl-projects-title" className="bg-(--nl-sand) py-20 sm:py-28">
      <div className={container}>
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className={eyebrow}>{projects.eyebrow}</p>
            <h2 id="nl-projects-title" className={clsx(sectionTitle, "mt-4")}>
              {projects.title}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-(--nl-ink-soft)">{projects.intro}</p>
          </div>
          <Link to={toLink(content.projectsPath)} className={clsx(secondaryButton, "self-start md:self-auto")}>
            {projects.viewAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {projects.items.map((project) => (
            <li key={project.id}>
              <article
                aria-labelledby={`nl-model-${project.id}`}
                className="flex h-full flex-col overflow-hidden rounded-3xl bg-background shadow-[0_1px_2px_rgb(31_58_43/0.06),0_12px_32px_-12px_rgb(31_58_43/0.18)]"
              >
                <img
                  src={modelArt[project.id]}
                  {...MODEL_ART_SIZE}
                  alt=""
                  fetchPriority="low"
                  decoding="async"
                  className="h-auto w-full"
                />
                <div className="flex flex-1 flex-col p-7">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="rounded-full bg-(--nl-forest) px-3 py-1 font-semibold text-white">
                      {project.area}
                    </span>
                    <span className="font-medium text-(--nl-timber-ink)">{project.audience}</span>
                  </p>
                  <h3 id={`nl-model-${project.id}`} className="nl-serif mt-4 text-3xl font-semibold text-(--nl-forest)">
                    {project.title}
                  </h3>
                  <p className="mt-3 leading-relaxed text-(--nl-ink-soft)">{project.description}</p>
                  <ul className="mt-5 flex flex-wrap gap-2">
                    {project.highlights.map((highlight) => (
                      <li
                        key={highlight}
                        className="rounded-full border border-border px-3 py-1 text-sm text-(--nl-ink)"
                      >
                        {highlight}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={toLink(content.projectsPath)}
                    className="mt-auto inline-flex items-center gap-2 self-start rounded-md pt-7 font-semibold text-(--nl-forest) underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {projects.viewProject}
                    <span className="sr-only">: {project.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
