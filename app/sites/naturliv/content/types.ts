import type { HousingContactLanguage } from "#app/forms/housing-contact/schema.ts";

/**
 * Everything the Naturliv landing page says, in one language. The page is one
 * component tree (components/naturliv-page.tsx); /naturliv and /no/naturliv only
 * hand it a different content object (content/en.ts, content/no.ts).
 */

export type BenefitKey =
  "affordability" | "minimalist" | "mobility" | "energy" | "sustainability" | "maintenance" | "flexibility";

export type FeatureKey = "materials" | "space" | "cost" | "humidity";

export type ModelId = "flensburg" | "torso" | "visby";

export interface NaturlivContent {
  /** Language of the forms (newsletter, contact) on this version. */
  language: HousingContactLanguage;
  /** The `<html lang>` of this version. */
  htmlLang: "en" | "nb";
  /** This version's landing page path, e.g. "/naturliv". */
  home: string;
  /** The projects page in this version's language ("/projects", "/no/projects"): every model link leads there. */
  projectsPath: string;
  skipLink: string;
  topBar: { tagline: string; socialLabel: string; languageLabel: string; newTab: string };
  nav: {
    label: string;
    home: string;
    projects: string;
    projectsIntro: string;
    about: string;
    contact: string;
    blog: string;
    quote: string;
    openMenu: string;
    closeMenu: string;
    menuTitle: string;
    menuDescription: string;
    viewAll: string;
    /** The six entries of the Projects dropdown, all linking to `projectsPath`. */
    models: { name: string; summary: string }[];
  };
  logoLabel: string;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    explore: string;
    quote: string;
    facts: { value: string; label: string }[];
  };
  benefits: {
    eyebrow: string;
    title: string;
    intro: string;
    items: { key: BenefitKey; title: string; description: string }[];
  };
  projects: {
    eyebrow: string;
    title: string;
    intro: string;
    viewProject: string;
    viewAll: string;
    items: { id: ModelId; title: string; area: string; audience: string; description: string; highlights: string[] }[];
  };
  features: {
    eyebrow: string;
    title: string;
    intro: string;
    items: { key: FeatureKey; title: string; description: string }[];
  };
  process: {
    eyebrow: string;
    title: string;
    intro: string;
    stepLabel: string;
    steps: { title: string; description: string }[];
  };
  contact: { eyebrow: string; title: string; intro: string; promises: { title: string; description: string }[] };
  footer: {
    tagline: string;
    modelsTitle: string;
    companyTitle: string;
    newsletterTitle: string;
    newsletterText: string;
    copyright: string;
    followUs: string;
  };
}
