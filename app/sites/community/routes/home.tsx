import "@fontsource-variable/space-grotesk/wght.css";
import "../community.css";
import spaceGroteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import { pageMeta } from "~/lib/seo";
import { ChallengeAndPromise } from "../components/challenge-promise";
import { DaoSnapshot } from "../components/dao-snapshot";
import { EventsCarousel } from "../components/events-carousel";
import { Hero } from "../components/hero";
import { JourneyCarousel } from "../components/journey-carousel";
import { NetworkSection } from "../components/network-section";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { ValuesSection } from "../components/values-section";
import type { Route } from "./+types/home";
import { BelowFold } from "~/ui/below-fold";

export const handle = { lang: "en" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Mycelium Club: Connecting minds. Transforming lives.",
    description:
      "A community and DAO platform where seekers, professionals, institutions, clinics and retreat centres grow together. Join circles, events and governance.",
    path: "/",
    siteName: "Mycelium Club",
  });

// The hero heading is set in Space Grotesk: fetch its Latin file with the page, not after the CSS.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: spaceGroteskLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export default function CommunityHome() {
  return (
    <div id="top" className="community">
      <SiteHeader />
      {/* Each <BelowFold> below the hero hydrates in its own small task after the first paint (docs/decisions/0006). */}
      <main>
        <Hero />
        <BelowFold>
          <ChallengeAndPromise />
        </BelowFold>
        <BelowFold>
          <NetworkSection />
        </BelowFold>
        <BelowFold>
          <ValuesSection />
        </BelowFold>
        <BelowFold>
          <JourneyCarousel />
        </BelowFold>
        <BelowFold>
          <EventsCarousel />
        </BelowFold>
        <BelowFold>
          <DaoSnapshot />
        </BelowFold>
      </main>
      <BelowFold>
        <SiteFooter />
      </BelowFold>
    </div>
  );
}
