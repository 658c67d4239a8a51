import { siteInfo, type SiteKey } from "#app/sites/registry.ts";
import { en, type AdminMessages } from "./en";
import { es } from "./es";
import { nb } from "./nb";
import { nl } from "./nl";

/*
 * The back office's message catalogues, one per language, looked up by `adminMessages`.
 * Browser-safe (no server imports): the pages and the server's e-mails read the same words.
 */

export type { AdminMessages };

export const ADMIN_LANGUAGES = ["en", "nl", "es", "nb"] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

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
 * A person's language while nobody can choose one yet: an owner reads their (first)
 * site's language, an operator, who has no site of their own, English. `about` names the
 * site a text is about, when an owner of several sites should read that site's language.
 */
export function personLanguage(
  person: { role: "operator" | "owner"; sites: readonly SiteKey[] },
  about?: SiteKey,
): AdminLanguage {
  if (person.role === "operator") return "en";
  const site = about && person.sites.includes(about) ? about : person.sites[0];
  return site ? siteLanguage(site) : "en";
}
