import { siteInfo, type SiteKey } from "#app/sites/registry.ts";
import { ADMIN_LANGUAGES } from "../api-enums";
import type { AdminMessages } from "./en";
import { loadedAtStart } from "./loaded-at-start";

/*
 * The back office's message catalogues, one per language, looked up by `adminMessages`.
 * Browser-safe (no server imports): the pages and the server's e-mails read the same words.
 * The server holds all four from the start (./loaded-at-start.ts); a browser only the one it
 * shows, each in a chunk of its own (all four were 74 KB gzip on every back-office page),
 * loaded before it is read: before an /admin document hydrates (./document-catalogue.ts),
 * after sign-in and when the person changes language (the layouts and the Account page).
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

const loaded: Partial<Record<AdminLanguage, AdminMessages>> = { ...loadedAtStart };

/** Four literal imports, so the build makes each language a chunk of its own. */
const CHUNKS: Record<AdminLanguage, () => Promise<AdminMessages>> = {
  en: () => import("./en").then((module) => module.en),
  nl: () => import("./nl").then((module) => module.nl),
  es: () => import("./es").then((module) => module.es),
  nb: () => import("./nb").then((module) => module.nb),
};

/** Makes `language`'s words readable by `adminMessages`; at once when they are already here. */
export async function loadAdminMessages(language: AdminLanguage): Promise<void> {
  loaded[language] ??= await CHUNKS[language]();
}

/** `language`'s words, loaded before (loadAdminMessages): a page never falls back to another language's. */
export function adminMessages(language: AdminLanguage): AdminMessages {
  const messages = loaded[language];
  if (!messages) {
    throw new Error(
      `The back office's "${language}" catalogue is not loaded: await loadAdminMessages("${language}") before reading it.`,
    );
  }
  return messages;
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
