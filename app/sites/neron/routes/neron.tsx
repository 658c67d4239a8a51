import "@fontsource-variable/cormorant-garamond";
import "../neron.css";
import cormorantLatin from "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url";
import { data } from "react-router";
import { pageMeta } from "#app/lib/seo.tsx";
import { About } from "../components/about";
import { Collections } from "../components/collections";
import { ContactSection } from "../components/contact-section";
import { Gallery } from "../components/gallery";
import { Hero } from "../components/hero";
import { Services } from "../components/services";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { WhatsAppLink } from "../components/whatsapp-link";
import { PAGE_PATH, shopIdentity } from "../content";
import { shopJsonLd } from "../json-ld.server";
import { neronShop } from "../shop.server";
import type { Route } from "./+types/neron";
import { CONTENT_UNAVAILABLE, readPageContent, revalidatedHeaders } from "../../live-content.server";
import { BelowFold } from "#app/ui/below-fold.tsx";

// Rendered once per version of the stored content and served from memory (server/pages/content-pages.ts).
export const handle = { lang: "es", cache: "per-content-version" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: `${shopIdentity.name} | Antigüedades, numismática y arte en ${loaderData?.shop.address.town ?? "Antequera"}`,
    description:
      "Tienda de antigüedades, monedas y arte desde 2003: 500 m² de exposición permanente, más de 4.000 obras del siglo XX, tasaciones y asesoramiento para coleccionistas.",
    path: PAGE_PATH,
    locale: "es_ES",
    siteName: shopIdentity.name,
  }),
  ...(loaderData ? [{ "script:ld+json": loaderData.jsonLd }] : []),
];

// The headings' font is preloaded so the hero heading paints in it without a swap.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: cormorantLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** The shop's details as the owner saved them (the back office), formatted here so the browser gets no phone library. */
export async function loader({ context }: Route.LoaderArgs) {
  const { content, failed } = await readPageContent(context.db, "neron");
  const payload = { shop: neronShop(content.details), jsonLd: shopJsonLd(content.details) };
  return failed ? data(payload, CONTENT_UNAVAILABLE) : payload;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => revalidatedHeaders(loaderHeaders);

export default function NeronPage({ loaderData }: Route.ComponentProps) {
  const { shop } = loaderData;
  return (
    <div className="neron">
      <a href="#contenido" className="nr-skip">
        Saltar al contenido
      </a>
      <SiteHeader shop={shop} />
      {/* Each <BelowFold> below the hero hydrates in its own small task after the first paint (docs/decisions/0006). */}
      <main id="contenido" tabIndex={-1}>
        <Hero shop={shop} />
        <BelowFold>
          <About />
        </BelowFold>
        <BelowFold>
          <Collections />
        </BelowFold>
        <BelowFold>
          <Gallery />
        </BelowFold>
        <BelowFold>
          <Services />
        </BelowFold>
        <BelowFold>
          <ContactSection shop={shop} />
        </BelowFold>
      </main>
      <BelowFold>
        <SiteFooter shop={shop} />
      </BelowFold>
      <WhatsAppLink shop={shop} />
    </div>
  );
}
