// The fonts (Inter, Fraunces) come with the site's CSS, so the page loads one stylesheet of its own.
import "../naturliv.css";
import { useInPageLinks } from "#app/ui/use-in-page-links.ts";
import type { SocialProfile } from "../../site-content-fields";
import type { NaturlivContent } from "../content/types";
import { Projects } from "./projects-section";
import { Benefits, Contact, Features, Hero, Process } from "./sections";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { BelowFold } from "#app/ui/below-fold.tsx";

/**
 * The Naturliv landing page in one language: /naturliv (English) and /no/naturliv (bokmål).
 * `social`: the profiles the owner saved (the back office), the same in both languages.
 */
export function NaturlivPage({ content, social }: { content: NaturlivContent; social: SocialProfile[] }) {
  useInPageLinks();
  return (
    <div className="naturliv-theme min-h-screen bg-background">
      <a
        href="#main"
        className="fixed top-2 left-2 z-50 -translate-y-20 rounded-md bg-(--nl-forest) px-4 py-2 font-semibold text-white transition-transform focus-visible:translate-y-0"
      >
        {content.skipLink}
      </a>
      <SiteHeader content={content} social={social} />
      {/* Each <BelowFold> below the hero hydrates in its own small task after the first paint (docs/decisions/0006). */}
      <main id="main" tabIndex={-1} className="pt-26 outline-none lg:pt-28">
        <Hero content={content} />
        <BelowFold>
          <Benefits content={content} />
        </BelowFold>
        <BelowFold>
          <Projects content={content} />
        </BelowFold>
        <BelowFold>
          <Features content={content} />
        </BelowFold>
        <BelowFold>
          <Process content={content} />
        </BelowFold>
        <Contact content={content} />
      </main>
      <SiteFooter content={content} social={social} />
    </div>
  );
}
