import type { HousingContactLanguage } from "#app/forms/housing-contact/schema.ts";

/**
 * Everything the sustainable-housing page says, in one language. One component
 * tree (components/housing-page.tsx) renders /housing and /no/housing from
 * content/en.ts and content/no.ts.
 */

export type TopicId = "timber" | "energy" | "climate";

export interface Topic {
  id: TopicId;
  eyebrow: string;
  title: string;
  lead: string;
  body: string;
  points: { title: string; description: string }[];
  /** Key figures shown beside the text. */
  figures: { value: string; label: string }[];
}

export interface HousingContent {
  language: HousingContactLanguage;
  htmlLang: "en" | "nb";
  home: string;
  skipLink: string;
  header: {
    logoLabel: string;
    navLabel: string;
    languageLabel: string;
    nav: { href: `#${string}`; label: string }[];
    cta: string;
  };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    primary: string;
    secondary: string;
    facts: { value: string; label: string }[];
  };
  topics: Topic[];
  process: {
    eyebrow: string;
    title: string;
    intro: string;
    stepLabel: string;
    steps: { title: string; description: string; duration: string }[];
  };
  contact: {
    eyebrow: string;
    title: string;
    intro: string;
    gdpr: string;
    detailsTitle: string;
    addressLabel: string;
    emailLabel: string;
    phoneLabel: string;
    hours: string;
  };
  partners: { title: string; intro: string; listLabel: string };
  footer: {
    tagline: string;
    contactTitle: string;
    followTitle: string;
    newTab: string;
    copyright: string;
    orgNumber: string;
    vatNumber: string;
  };
  cookie: { label: string; text: string; accept: string; close: string };
}
