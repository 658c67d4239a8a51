import "@fontsource-variable/cormorant-garamond";
import "../neron.css";
import cormorantLatin from "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url";
import { pageMeta } from "~/lib/seo";
import { About } from "../components/about";
import { Collections } from "../components/collections";
import { ContactSection } from "../components/contact-section";
import { Gallery } from "../components/gallery";
import { Hero } from "../components/hero";
import { Services } from "../components/services";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { WhatsAppLink } from "../components/whatsapp-link";
import { shop } from "../content";
import { PAGE_PATH, shopJsonLd } from "../json-ld";
import type { Route } from "./+types/neron";
import { BelowFold } from "~/ui/below-fold";

export const handle = { lang: "es" };

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: `${shop.name} | Antigüedades, numismática y arte en ${shop.address.town}`,
    description:
      "Tienda de antigüedades, monedas y arte desde 2003: 500 m² de exposición permanente, más de 4.000 obras del siglo XX, tasaciones y asesoramiento para coleccionistas.",
    path: PAGE_PATH,
    locale: "es_ES",
    siteName: shop.name,
  }),
  { "script:ld+json": shopJsonLd() },
];

// The headings' font is preloaded so the hero heading paints in it without a swap.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: cormorantLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export default function NeronPage() {
  return (
    <div className="neron">
      <a href="#contenido" className="nr-skip">
        Saltar al contenido
      </a>
      <SiteHeader />
      {/* Each <BelowFold> below the hero hydrates in its own small task after the first paint (docs/decisions/0006). */}
      <main id="contenido" tabIndex={-1}>
        <Hero />
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
          <ContactSection />
        </BelowFold>
      </main>
      <BelowFold>
        <SiteFooter />
      </BelowFold>
      <WhatsAppLink />
    </div>
  );
}
