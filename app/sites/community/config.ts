/**
 * Where the community page's buttons and links go. The owner edits the addresses
 * here; no other file needs to change.
 *
 * - An address starting with http:// or https:// opens in a new tab
 *   (rel="noopener noreferrer").
 * - An address starting with "#" scrolls to a section of this page
 *   (#challenge, #network, #values, #join, #events, #dao, #stay-connected).
 *
 * The external addresses below are placeholders on the reserved example.org
 * domain until the club's real pages are known.
 */
export const communityConfig = {
  /** The club's sign-up page: 'Join the future' and every 'Join the Movement' step open it. */
  clubSignupUrl: "https://club.example.org/join",

  /** 'Join Event' on each event card, by event id (see content.ts). */
  joinEventUrls: {
    "lisbon-2024-07": "https://club.example.org/events/lisbon-2024-07",
    "berlin-2024-07": "https://club.example.org/events/berlin-2024-07",
    "barcelona-2024-08": "https://club.example.org/events/barcelona-2024-08",
    "amsterdam-2024-08": "https://club.example.org/events/amsterdam-2024-08",
  },

  /** 'See On-Chain' under the DAO Snapshot: the treasury on a block explorer. */
  seeOnChainUrl: "https://club.example.org/dao/treasury",

  /** The footer's link columns. */
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
} as const;

export type CommunityEventId = keyof typeof communityConfig.joinEventUrls;
