import "../felimar.css";
import { data } from "react-router";
import { pageMeta } from "~/lib/seo";
import { About } from "../components/about";
import { BottomBar } from "../components/bottom-bar";
import { Contact } from "../components/contact";
import { Faq } from "../components/faq";
import { Gallery } from "../components/gallery";
import { Hero } from "../components/hero";
import { HowItWorks } from "../components/how-it-works";
import { Packages } from "../components/packages";
import { QuoteProvider } from "../components/quote-provider";
import { Region } from "../components/region";
import { Services } from "../components/services";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { Testimonials } from "../components/testimonials";
import { TrustStrip } from "../components/trust-strip";
import { readFelimarContent, visibleBundles, visibleGallery, visibleTestimonials } from "../content.server";
import { felimarContentDefaults } from "../site-content";
import { structuredData } from "../structured-data.server";
import type { Route } from "./+types/felimar";
import { BelowFold } from "~/ui/below-fold";

// Rendered once per version of the stored content and served from memory (server/html/content-pages.ts).
export const handle = { lang: "nl", cache: "per-content-version" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "Felimar | Concierge en woningzorg aan de Costa del Sol",
    description:
      "Alles geregeld voor je verblijf aan de Costa del Sol: woningzorg en sleutelbeheer, renovaties, airco, auto en lessen, via één aanspreekpunt. Reactie op dezelfde werkdag.",
    path: "/felimar",
    locale: "nl_NL",
    siteName: "Felimar",
  }),
  ...(loaderData ? [{ "script:ld+json": loaderData.jsonLd }] : []),
];

/**
 * Server-rendered (not prerendered): packages, gallery and testimonials come from
 * the database, so they are in the HTML. The server renders the page again when that
 * content changes, and a change shows on the next page load. If the database cannot be read, the page still shows
 * (contact details, WhatsApp, the forms) without those sections' data, answered
 * with 503 so search engines keep the last good version.
 */
export async function loader({ context }: Route.LoaderArgs) {
  let content = felimarContentDefaults;
  let failed = false;
  try {
    content = await readFelimarContent(context.db);
  } catch (error) {
    console.error("felimar: cannot read content", error);
    failed = true;
  }
  const payload = {
    bundles: failed ? [] : visibleBundles(content),
    gallery: failed ? [] : visibleGallery(content),
    testimonials: failed ? [] : visibleTestimonials(content),
    year: new Date().getFullYear(),
    jsonLd: structuredData(),
  };
  if (failed) return data(payload, { status: 503, headers: { "Retry-After": "60" } });
  return payload;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  // Revalidated on every load, so a content change shows at once (Retry-After comes with a 503).
  const headers = new Headers(loaderHeaders);
  headers.set("Cache-Control", "no-cache");
  return headers;
};

export default function FelimarPage({ loaderData }: Route.ComponentProps) {
  const { bundles, gallery, testimonials, year } = loaderData;
  return (
    <div id="top" className="felimar-theme felimar-page min-h-screen bg-(--background) pb-[5.5rem] antialiased md:pb-0">
      <QuoteProvider>
        <a
          href="#inhoud"
          className="sr-only rounded-full bg-(--fm-navy) px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
        >
          Naar de inhoud
        </a>
        <SiteHeader />
        {/* Each <BelowFold> below the hero hydrates in its own small task after the first paint (docs/decisions/0006). */}
        <main id="inhoud">
          <Hero />
          <BelowFold>
            <About />
          </BelowFold>
          <BelowFold>
            <Services />
          </BelowFold>
          <BelowFold>
            <Packages bundles={bundles} />
          </BelowFold>
          <BelowFold>
            <Gallery items={gallery} />
          </BelowFold>
          <BelowFold>
            <Testimonials items={testimonials} />
          </BelowFold>
          <BelowFold>
            <HowItWorks />
          </BelowFold>
          <BelowFold>
            <Region />
          </BelowFold>
          <BelowFold>
            <Faq />
          </BelowFold>
          <BelowFold>
            <TrustStrip />
          </BelowFold>
          <BelowFold>
            <Contact />
          </BelowFold>
        </main>
        <BelowFold>
          <SiteFooter year={year} />
        </BelowFold>
        <BottomBar />
      </QuoteProvider>
    </div>
  );
}
