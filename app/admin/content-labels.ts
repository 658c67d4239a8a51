import type { SiteKey } from "#app/sites/registry.ts";
import type { Noun } from "./messages/content/en";
import { adminMessages, type AdminLanguage } from "./messages/index";

/*
 * The editor's words for the documents' keys, in the person's language (the catalogue's
 * `content.fields`; some keys are the public API's Dutch names: titel, naam, plaats). A key
 * means one thing wherever it is, unless the catalogue names it under its parent
 * ("founders.name") or on one site ("housing:address.street").
 */

type FieldCatalogue = Record<string, string>;

/** Where a field is in the document: the keys from the top, list items left out (["details", "founders", "name"]). */
export type FieldPath = readonly string[];

/** The catalogue's own name for a field, most particular first; undefined for a key it does not know. */
export function knownFieldLabel(language: AdminLanguage, site: SiteKey, path: FieldPath): string | undefined {
  const fields: FieldCatalogue = adminMessages(language).content.fields;
  const key = path.at(-1)!;
  const parent = path.at(-2);
  const qualified = parent ? `${parent}.${key}` : key;
  return fields[`${site}:${qualified}`] ?? fields[qualified] ?? fields[key];
}

/** A field's label: the catalogue's, else the language's stand-in written from the key. */
export function fieldLabel(language: AdminLanguage, site: SiteKey, path: FieldPath): string {
  return knownFieldLabel(language, site, path) ?? adminMessages(language).content.unnamedField(path.at(-1)!);
}

export type NounKey = keyof ReturnType<typeof adminMessages>["content"]["nouns"];

/** The lists' items by the list's key; a list not named here has "items". */
const LIST_NOUNS: Record<string, NounKey> = {
  bundles: "package",
  gallery: "photo",
  testimonials: "testimonial",
  events: "event",
  social: "socialLink",
  founders: "founder",
  emails: "emailAddress",
  periods: "openingPeriod",
};

/** What one item of the list `listKey` is called, in the person's language. */
export function itemNoun(language: AdminLanguage, listKey: string): Noun {
  return adminMessages(language).content.nouns[LIST_NOUNS[listKey] ?? "item"];
}

/** The networks' own names (a brand is written as it writes itself, in every language). */
const NETWORK_NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
};

/** What names an item for a person: its name, else its title, else its city or label. */
export function itemName(item: Record<string, unknown>): string | null {
  for (const key of ["naam", "name", "titel", "title", "label", "city", "speaker", "email"]) {
    const value = item[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  if (typeof item.network === "string") return networkName(item.network);
  if (typeof item.opens === "string" && typeof item.closes === "string") return `${item.opens}–${item.closes}`;
  return null;
}

/** "Testimonial by Anna", "Package “Aankomstklaar”", "New founder": as the noun's language writes it. */
export function itemTitle(noun: Noun, item: Record<string, unknown>): string {
  const name = itemName(item);
  return name ? noun.title(name) : noun.fresh;
}

function networkName(network: string): string {
  return NETWORK_NAMES[network] ?? network.charAt(0).toUpperCase() + network.slice(1);
}

/** schema.org's day names, as the documents store them (Neron's opening days). */
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * A fixed value as a person reads it: a day in their language, a network by its name;
 * anything else (a country code, a kind) as it is.
 */
export function optionLabel(language: AdminLanguage, value: string): string {
  const day = WEEKDAYS.indexOf(value);
  // 1 January 2024 was a Monday.
  if (day >= 0)
    return new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1 + day));
  return NETWORK_NAMES[value] ?? value;
}
