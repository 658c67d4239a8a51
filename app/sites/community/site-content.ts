import * as z from "zod/mini";
import { isHttpsUrl } from "../site-content-formats";
import { countryCode, hidden, httpsLink, itemId, LINK_MAX, list, requiredText } from "../site-content-fields";

/**
 * The community page's editable links and events: one JSON document
 * (server/content/site-content-store.ts), checked by this schema in the back office's
 * form and on the server. The page (routes/home.tsx) reads it in its loader; its texts
 * stay in code (content.ts).
 */

export const COMMUNITY_CONTENT_LIMITS = {
  events: 24,
  city: 60,
  speaker: 80,
  title: 120,
} as const;

const L = COMMUNITY_CONTENT_LIMITS;

/** The page's sections a footer link may scroll to instead of leaving the page. */
export const COMMUNITY_SECTIONS = [
  "#top",
  "#challenge",
  "#network",
  "#values",
  "#join",
  "#events",
  "#dao",
  "#stay-connected",
] as const;

/** An https address, or one of this page's sections ("#events"). */
const pageOrHttpsLink = (label: string) =>
  z.string({ error: `${label} is required.` }).check(
    z.trim(),
    z.maxLength(LINK_MAX, { error: `${label} may be at most ${LINK_MAX} characters.` }),
    z.refine((value) => (COMMUNITY_SECTIONS as readonly string[]).includes(value) || isHttpsUrl(value), {
      error: `${label} must be a full https:// address or one of this page's sections (${COMMUNITY_SECTIONS.join(", ")}).`,
    }),
  );

/** "2026-03-14", a real day of the calendar. */
const eventDate = z.iso.date({ error: "Date must be a day as YYYY-MM-DD (e.g. 2026-03-14)." });

export const communityEventSchema = z.strictObject({
  id: itemId,
  city: requiredText("City", L.city),
  /** ISO 3166-1 alpha-2: the flag, and the country's name on the card. */
  country: countryCode("Country"),
  /** The day of the event; it leaves the page the day after. */
  date: eventDate,
  speaker: requiredText("Speaker", L.speaker),
  title: requiredText("Title", L.title),
  /** 'Join Event'. */
  url: httpsLink("Event link"),
  hidden,
});

export const communityDetailsSchema = z.strictObject({
  /** The club's sign-up page: 'Join the future' and every 'Join the Movement' step open it. */
  signupUrl: httpsLink("Sign-up address"),
  /** 'See On-Chain' under the DAO Snapshot: the treasury on a block explorer. */
  seeOnChainUrl: httpsLink("See On-Chain address"),
  /** The footer's two link columns. */
  footer: z.strictObject({
    discord: pageOrHttpsLink("Discord link"),
    telegram: pageOrHttpsLink("Telegram link"),
    events: pageOrHttpsLink("Events link"),
    localCircles: pageOrHttpsLink("Local Circles link"),
    dao: pageOrHttpsLink("DAO link"),
    whitepaper: pageOrHttpsLink("Whitepaper link"),
    documentation: pageOrHttpsLink("Documentation link"),
    github: pageOrHttpsLink("GitHub link"),
  }),
});

export const communityContentSchema = z.strictObject({
  details: communityDetailsSchema,
  /** Shown in date order (earliest first) from the day they are on; past and hidden ones are left out. */
  events: list(communityEventSchema, "events", L.events),
});

export type CommunityContent = z.infer<typeof communityContentSchema>;
export type CommunityDetails = CommunityContent["details"];
export type CommunityEventContent = CommunityContent["events"][number];

/**
 * The links and events as the page had them before they could be edited (config.ts and
 * content.ts then). The addresses are placeholders on the reserved example.org domain
 * until the club's real pages are known; the four events are of 2024, so the page shows
 * its "new dates are coming soon" line until the owner adds new ones.
 */
export const communityContentDefaults: CommunityContent = {
  details: {
    signupUrl: "https://club.example.org/join",
    seeOnChainUrl: "https://club.example.org/dao/treasury",
    footer: {
      discord: "https://club.example.org/discord",
      telegram: "https://club.example.org/telegram",
      events: "#events",
      localCircles: "https://club.example.org/circles",
      dao: "#dao",
      whitepaper: "https://club.example.org/whitepaper",
      documentation: "https://club.example.org/docs",
      github: "https://club.example.org/github",
    },
  },
  events: [
    {
      id: "0b7e5f0e-3c51-4d8e-9a43-6f1d2c8b7a01",
      city: "Lisbon",
      country: "PT",
      date: "2024-07-15",
      speaker: "Dr. Ana Ribeiro",
      title: "Integration Circles: From Insight to Daily Practice",
      url: "https://club.example.org/events/lisbon-2024-07",
      hidden: false,
    },
    {
      id: "5d2a9c47-8e1f-4b6a-b3d0-2f7e9a1c4b02",
      city: "Berlin",
      country: "DE",
      date: "2024-07-27",
      speaker: "Jonas Weber",
      title: "Open Protocols for Community Care",
      url: "https://club.example.org/events/berlin-2024-07",
      hidden: false,
    },
    {
      id: "9f4c1e83-2b7d-4a5e-8c6f-1d3b5a7e9c03",
      city: "Barcelona",
      country: "ES",
      date: "2024-08-10",
      speaker: "Lucía Marín",
      title: "Designing Retreats That Heal",
      url: "https://club.example.org/events/barcelona-2024-08",
      hidden: false,
    },
    {
      id: "c3e8a5b1-6d2f-4e9a-a7c4-8b0d2f6e1a04",
      city: "Amsterdam",
      country: "NL",
      date: "2024-08-24",
      speaker: "Sanne de Vries",
      title: "DAO Governance for Wellness Communities",
      url: "https://club.example.org/events/amsterdam-2024-08",
      hidden: false,
    },
  ],
};
