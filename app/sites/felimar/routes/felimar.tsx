import "../felimar.css";
import { data } from "react-router";
import { pageMeta } from "#app/lib/seo.tsx";
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
import { visibleBundles, visibleTestimonials } from "../content.server";
import { ContactProvider } from "../contact-context";
import { galleryCards, loadPagePictures, pageContact } from "../page-content.server";
import { structuredData } from "../structured-data.server";
import type { Route } from "./+types/felimar";
import { BelowFold } from "#app/ui/below-fold.tsx";
import { CONTENT_UNAVAILABLE, readPageContent, revalidatedHeaders } from "../../live-content.server";

// Rendered once per version of the stored content and served from memory (server/pages/content-pages.ts).
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
 * Server-rendered once per content version (not prerendered): the packages, gallery,
 * testimonials, contact details and founders come from the site's content document, so
 * they are in the HTML. If the database cannot be read, the page still shows (contact
 * details from the defaults, WhatsApp, the forms) without the lists, answered with 503
 * so search engines keep the last good version and the page cache does not keep it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const read = await readPageContent(context.db, "felimar");
  const { content } = read;
  let { failed } = read;
  let pictures = {};
  if (!failed) {
    try {
      pictures = await loadPagePictures(context.db, content);
    } catch (error) {
      console.error("felimar: cannot read photos", error);
      failed = true;
    }
  }
  const payload = {
    bundles: failed ? [] : visibleBundles(content),
    gallery: failed ? [] : galleryCards(content, pictures),
    testimonials: failed ? [] : visibleTestimonials(content),
    contact: pageContact(content.details, pictures),
    year: new Date().getFullYear(),
    jsonLd: structuredData(content.details),
  };
  if (failed) return data(payload, CONTENT_UNAVAILABLE);
  return payload;
}

// Revalidated on every load, so a content change shows at once (Retry-After comes with a 503).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => revalidatedHeaders(loaderHeaders);

export default function FelimarPage({ loaderData }: Route.ComponentProps) {
  const { bundles, gallery, testimonials, contact, year } = loaderData;
  return (
    <div id="top" className="felimar-theme felimar-page min-h-screen bg-(--background) pb-[5.5rem] antialiased md:pb-0">
      <ContactProvider contact={contact}>
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
      </ContactProvider>
    </div>
  );
}
