import type { AdminLanguage } from "./index";

/** Primary language subtags we have words for; Norwegian in any form (the macrolanguage, Bokmål, Nynorsk) reads Bokmål. */
const BY_PRIMARY_TAG: Record<string, AdminLanguage> = { en: "en", nl: "nl", es: "es", nb: "nb", no: "nb", nn: "nb" };

// A browser sends a handful of ranges; a longer header is read no further than this many.
const MAX_RANGES = 32;
const QUALITY = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The back office's language for someone not signed in yet (the sign-in, link and setup
 * pages), from their browser's `Accept-Language` (RFC 9110, section 12.5.4): of the ranges we
 * have a language for, the one with the highest weight, the earlier one on a tie; `q=0`
 * means "not this one". `*` names no language of its own, and a range with a malformed
 * weight is skipped. English when nothing matches, or without the header.
 */
export function acceptedLanguage(header: string | null | undefined): AdminLanguage {
  if (!header) return "en";
  let best: { language: AdminLanguage; quality: number } | null = null;
  for (const range of header.split(",").slice(0, MAX_RANGES)) {
    const [tag = "", ...parameters] = range.split(";").map((part) => part.trim());
    const language = BY_PRIMARY_TAG[tag.toLowerCase().split("-")[0] ?? ""];
    if (!language) continue;
    const weight = parameters.find((parameter) => /^q=/i.test(parameter));
    if (weight !== undefined && !QUALITY.test(weight)) continue;
    const quality = weight === undefined ? 1 : Number(weight.slice(2));
    if (quality > 0 && (!best || quality > best.quality)) best = { language, quality };
  }
  return best?.language ?? "en";
}
