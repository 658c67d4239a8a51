import type { IconName } from "./components/icon";

/** The community landing page's copy and sample data. */

export const brand = {
  name: "Mycelium Club",
  tagline: "Connecting minds. Transforming lives.",
  footerTagline: "Grow Together. Remember Forever.",
};

export const hero = {
  eyebrow: "Community & DAO platform",
  titleStart: "Connecting minds.",
  titleEnd: "Transforming lives.",
  lead: "A living network where seekers, practitioners, clinics and builders learn from each other and decide together. Owned by its members, grown like mycelium.",
  cta: "Join the future",
  secondary: "Explore the network",
};

export interface ChallengeItem {
  title: string;
  description: string;
}

export const challenges: ChallengeItem[] = [
  {
    title: "Seeking in isolation",
    description: "Inner work often happens alone, without peers who understand what the journey asks of you.",
  },
  {
    title: "Scattered knowledge",
    description: "Research, practice and lived experience sit in separate silos that rarely talk to each other.",
  },
  {
    title: "Insights that fade",
    description: "Breakthrough moments lose their power when there is no support to carry them into daily life.",
  },
  {
    title: "Trust is hard to find",
    description:
      "Clinics, retreats and facilitators are hard to vet, so people choose on marketing instead of track record.",
  },
  {
    title: "Platforms that extract",
    description: "Communities grow on networks that own their data, their reach and their decisions.",
  },
];

export interface PromiseCard {
  title: string;
  description: string;
  icon: IconName;
}

export const promises: PromiseCard[] = [
  {
    title: "Community",
    description: "Peer circles, mentors and local gatherings, so nobody walks the path alone.",
    icon: "users",
  },
  {
    title: "Deep Collaboration",
    description: "Researchers, practitioners and institutions working in the open and sharing what they learn.",
    icon: "handshake",
  },
  {
    title: "Integration",
    description: "Guided practices and specialist support that turn insight into lasting change.",
    icon: "sprout",
  },
  {
    title: "DAO Governance",
    description: "Members propose, vote and fund what matters. The treasury answers to the community.",
    icon: "vote",
  },
  {
    title: "Wellness Kits",
    description: "Curated, evidence-informed kits for preparation, reflection and recovery, sent to your door.",
    icon: "package",
  },
];

/** A stakeholder in 'The Network': position relative to the canvas (0 to 1). */
export interface NetworkNode {
  x: number;
  y: number;
  type: string;
  label: string;
  color: string;
}

export const networkNodes: NetworkNode[] = [
  { x: 0.16, y: 0.24, type: "seekers", label: "Self-exploration enthusiasts", color: "#5eead4" },
  { x: 0.45, y: 0.13, type: "professionals", label: "Professionals", color: "#7dd3fc" },
  { x: 0.79, y: 0.22, type: "institutions", label: "Institutions", color: "#a5b4fc" },
  { x: 0.88, y: 0.56, type: "investors", label: "Entrepreneurs & investors", color: "#fcd34d" },
  { x: 0.67, y: 0.84, type: "leaders", label: "C-level & thought leaders", color: "#f9a8d4" },
  { x: 0.36, y: 0.87, type: "integration", label: "Integration specialists", color: "#c4b5fd" },
  { x: 0.11, y: 0.62, type: "clinics", label: "Wellness clinics", color: "#86efac" },
  { x: 0.5, y: 0.5, type: "retreats", label: "Retreat centers", color: "#fdba74" },
];

export const network = {
  title: "The Network",
  lead: "Eight kinds of people and places, one living web. Every new connection carries knowledge, care and opportunity further than any of us could alone.",
  legendTitle: "Who grows here",
};

export interface Value {
  title: string;
  description: string;
  icon: IconName;
}

export const values: Value[] = [
  {
    title: "Authenticity",
    description: "We show up as we are. Honest stories over polished personas.",
    icon: "fingerprint",
  },
  {
    title: "Symbiosis",
    description: "Like mycelium and forest, every member feeds the whole and is fed by it.",
    icon: "infinity",
  },
  {
    title: "Dialogue > Monologue",
    description: "We listen before we broadcast. Every voice can shape the conversation.",
    icon: "messages",
  },
  {
    title: "Open Protocols",
    description: "Open standards, open source, open books. Nothing important hides behind a wall.",
    icon: "braces",
  },
  {
    title: "Impactfulness",
    description: "We measure success in lives changed, not in attention captured.",
    icon: "sparkles",
  },
];

export const valuesCopy = {
  title: "Our Values",
  lead: "Five roots that hold the network together. Hover, focus or tap each one.",
  closing: "Are you with us?",
  closingLink: "Find your first step",
};

export interface JourneyStep {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  action: string;
}

export const journeySteps: JourneyStep[] = [
  {
    id: "quiz",
    title: "Take the Mycelium Quiz",
    description:
      "Five minutes to discover where you are on your path and which circles, practitioners and programmes fit you best. No wallet needed.",
    icon: "compass",
    action: "Start Quiz",
  },
  {
    id: "circle",
    title: "Join AMA / Circle",
    description:
      "Meet the community live: open Ask-Me-Anything sessions with practitioners, and small local circles that gather near you every month.",
    icon: "usersRound",
    action: "Find Circles",
  },
  {
    id: "nft",
    title: "Claim Role NFT",
    description:
      "Mint your role as member, practitioner or steward. It carries your voice in DAO votes and opens the spaces made for your role.",
    icon: "badgeCheck",
    action: "Mint NFT",
  },
];

export const journeyCopy = {
  title: "Join the Movement",
  lead: "Three steps from curious to co-owner. Take them at your own pace.",
};

/** An event as the card shows it: built by the loader from the stored events (events.server.ts). */
export interface CommunityEvent {
  id: string;
  city: string;
  /** The country's English name ("Portugal"). */
  country: string;
  /** ISO 3166-1 alpha-2 code; picks the drawn flag. */
  countryCode: string;
  /** ISO date. */
  date: string;
  /** "July 15, 2024". */
  dateLabel: string;
  speaker: string;
  title: string;
  /** 'Join Event'. */
  url: string;
}

export const eventsCopy = {
  title: "Upcoming Events",
  lead: "Talks, circles and workshops across Europe. Come as you are, leave with people you will know for years.",
  join: "Join Event",
  /** In place of the carousel when no event is coming up. */
  comingSoon: "New dates are coming soon. Join the club to hear about them first.",
  comingSoonCta: "Join the club",
};

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2024-07-15" → "July 15, 2024", the same on the server and in every browser. Spelled
 * out rather than with Intl.DateTimeFormat: constructing one with a time zone loads ICU's
 * zone data, ~100 ms of main thread on Lighthouse's phone, during hydration.
 */
export function formatEventDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

export interface DaoStat {
  label: string;
  value: number;
  prefix: string;
  suffix: string;
}

export const daoStats: DaoStat[] = [
  { label: "Total Value Locked", value: 2_450_000, prefix: "$", suffix: "" },
  { label: "Grants Issued", value: 127, prefix: "", suffix: "" },
  { label: "Active Proposals", value: 23, prefix: "", suffix: "" },
  { label: "Community Members", value: 5_847, prefix: "", suffix: "" },
];

export const daoCopy = {
  title: "DAO Snapshot",
  lead: "The treasury, the grants and the votes are public. Anyone can check every number on-chain.",
  cta: "See On-Chain",
};

/** 2450000 → "$2,450,000" (en-US grouping without Intl.NumberFormat, whose construction costs ~15 ms on Lighthouse's phone). */
export function formatStat(stat: DaoStat, value: number = stat.value): string {
  const grouped = String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${stat.prefix}${grouped}${stat.suffix}`;
}

export const footerCopy = {
  newsletterTitle: "Stay Connected",
  newsletterDescription: "Get updates on community events, new research, and platform developments.",
  copyright: "© 2024 Mycelium Club. Decentralized by design.",
};
