import { parsePhoneNumberFromString, type CountryCode, type NumberType } from "libphonenumber-js/max";
import { siteInfo, type SiteKey } from "#app/sites/registry.ts";

/*
 * Reading a phone number as a visitor or an owner writes it, into E.164 (what wa.me and tel:
 * links need). The full ("max") metadata knows each number's type, which is how a mobile is
 * preferred over a fixed line; it is about 150 KB, so only the server imports this file.
 */

/** What a phone text reads as. */
export type PhoneReading =
  /** One number: its E.164 form ("+31612345678"). */
  | { kind: "read"; e164: string }
  /** A national number valid in more than one candidate country with the same type: ask for the country code. */
  | { kind: "ambiguous"; candidates: string[] }
  /** Not a number any candidate country (or its own country code) has: kept as written. */
  | { kind: "unreadable" };

/** Digits, spaces, dots, dashes, parentheses, a leading + (the light check the forms do too). */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;

// A mobile reaches WhatsApp; a number that may be either comes next; a fixed line, then anything else.
const TYPE_RANK: Partial<Record<NumberType & string, number>> = { MOBILE: 0, FIXED_LINE_OR_MOBILE: 1, FIXED_LINE: 2 };
const OTHER_TYPE_RANK = 3;

/**
 * Reads `text` as a phone number. With a country code (+ or 00) it is read in that country,
 * never another. Without one it is read in each of `countries` (the business's own first):
 * a number with no trunk 0 is the business's own country's when valid there (in Spain and
 * Norway numbers have no trunk prefix, so "612 34 56 78" on a Spanish site is Spanish even
 * though the Netherlands would read it too); otherwise every country where it is valid is a
 * candidate, a mobile wins over a fixed line, and two of the best type are ambiguous.
 */
export function readPhone(text: string, countries: readonly CountryCode[]): PhoneReading {
  const written = text.trim();
  if (!PHONE_TEXT.test(written)) return { kind: "unreadable" };
  const digits = written.replace(/\D/g, "");
  if (written.startsWith("+") || digits.startsWith("00")) {
    const international = `+${written.startsWith("+") ? digits : digits.slice(2)}`;
    const number = parsePhoneNumberFromString(international);
    return number?.isValid() ? { kind: "read", e164: number.number } : { kind: "unreadable" };
  }
  const [home] = countries;
  if (home && !digits.startsWith("0")) {
    const number = parsePhoneNumberFromString(digits, home);
    if (number?.isValid()) return { kind: "read", e164: number.number };
  }
  const candidates = new Map<string, number>();
  for (const country of countries) {
    const number = parsePhoneNumberFromString(digits, country);
    if (!number?.isValid() || candidates.has(number.number)) continue;
    const type = number.getType();
    candidates.set(number.number, (type && TYPE_RANK[type]) ?? OTHER_TYPE_RANK);
  }
  const best = Math.min(...candidates.values());
  const winners = [...candidates].filter(([, rank]) => rank === best).map(([e164]) => e164);
  if (winners.length === 0) return { kind: "unreadable" };
  return winners.length === 1 ? { kind: "read", e164: winners[0]! } : { kind: "ambiguous", candidates: winners };
}

/** The countries a site's national numbers are read in (app/sites/registry.ts). */
export function phoneCountriesOf(site: SiteKey): readonly CountryCode[] {
  return siteInfo(site).phoneCountries as readonly CountryCode[];
}

/** Whether a stored phone is already E.164: "+" and 7 to 15 digits, the first not 0. */
export function isE164(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(value);
}
