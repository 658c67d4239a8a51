import "@fontsource-variable/space-grotesk/wght.css";
import "../community.css";
import spaceGroteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import { data } from "react-router";
import { pageMeta } from "#app/lib/seo.tsx";
import { ChallengeAndPromise } from "../components/challenge-promise";
import { DaoSnapshot } from "../components/dao-snapshot";
import { EventsSection } from "../components/events-carousel";
import { Hero } from "../components/hero";
import { JourneyCarousel } from "../components/journey-carousel";
import { NetworkSection } from "../components/network-section";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { ValuesSection } from "../components/values-section";
import { upcomingEvents, utcToday } from "../events.server";
import type { Route } from "./+types/home";
import { CONTENT_UNAVAILABLE, readPageContent, revalidatedHeaders } from "../../live-content.server";
import { BelowFold } from "#app/ui/below-fold.tsx";

// Rendered once per version of the stored content, and again each UTC day (past events
// leave), then served from memory (server/pages/content-pages.ts).
export const handle = { lang: "en", cache: "per-content-version" };

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

/** The links and events as the owner saved them (the back office); only the events still to come. */
export async function loader({ context }: Route.LoaderArgs) {
  const { content, failed } = await readPageContent(context.db, "community");
  const payload = { details: content.details, events: upcomingEvents(content.events, utcToday()) };
  return failed ? data(payload, CONTENT_UNAVAILABLE) : payload;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => revalidatedHeaders(loaderHeaders);

export default function CommunityHome({ loaderData }: Route.ComponentProps) {
  const { details, events } = loaderData;
  return (
    <div id="top" className="community">
      <SiteHeader />
      {/* Each <BelowFold> below the hero hydrates in its own small task after the first paint (docs/decisions/0006). */}
      <main>
        <Hero signupUrl={details.signupUrl} />
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
          <JourneyCarousel signupUrl={details.signupUrl} />
        </BelowFold>
        <BelowFold>
          <EventsSection events={events} signupUrl={details.signupUrl} />
        </BelowFold>
        <BelowFold>
          <DaoSnapshot seeOnChainUrl={details.seeOnChainUrl} />
        </BelowFold>
      </main>
      <BelowFold>
        <SiteFooter links={details.footer} />
      </BelowFold>
    </div>
  );
}
