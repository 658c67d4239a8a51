import { siteInfo, type SiteKey } from "#app/sites/registry.ts";
import { ADMIN_LANGUAGES } from "../api-enums";
import { en, type AdminMessages } from "./en";
import { es } from "./es";
import { nb } from "./nb";
import { nl } from "./nl";

/*
 * The back office's message catalogues, one per language, looked up by `adminMessages`.
 * Browser-safe (no server imports): the pages and the server's e-mails read the same words.
 */

export type { AdminMessages };

export { ADMIN_LANGUAGES };
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** Each language in its own words: how the Account page offers it, whatever the page's language. */
export const LANGUAGE_NAMES: Record<AdminLanguage, string> = {
  en: "English",
  nl: "Nederlands",
  es: "Español",
  nb: "Norsk bokmål",
};

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return (ADMIN_LANGUAGES as readonly unknown[]).includes(value);
}

const CATALOGUES: Record<AdminLanguage, AdminMessages> = { en, nl, es, nb };

export function adminMessages(language: AdminLanguage): AdminMessages {
  return CATALOGUES[language];
}

/** The catalogue a site's language maps to: the registry says "no" for Norwegian, written here as Bokmål ("nb"). */
export function siteLanguage(site: SiteKey): AdminLanguage {
  const language = siteInfo(site).language;
  if (language === "no") return "nb";
  return (ADMIN_LANGUAGES as readonly string[]).includes(language) ? (language as AdminLanguage) : "en";
}

/**
 * A person's language: the one they chose in Account, whatever the text is about. Until
 * they choose, an owner reads their (first) site's language, the one their invitation was
 * for, and an operator, who has no site of their own, English; `about` then names the site
 * a text is about, when an owner of several sites should read that site's language.
 */
export function personLanguage(
  person: { role: "operator" | "owner"; sites: readonly SiteKey[]; language?: AdminLanguage | null },
  about?: SiteKey,
): AdminLanguage {
  if (person.language) return person.language;
  if (person.role === "operator") return "en";
  const site = about && person.sites.includes(about) ? about : person.sites[0];
  return site ? siteLanguage(site) : "en";
}
