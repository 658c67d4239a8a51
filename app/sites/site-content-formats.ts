/**
 * Formats more than one site's content schema checks, in a module of their own so a site's
 * schema can use them without importing another site's folder or libphonenumber's metadata.
 */

/** A phone number as stored: E.164 ("+34612489307"); shown formatted (libphonenumber-js, on the server). */
export const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A number with its country code as an owner writes it ("+34 952 70 20 03", "0034 952-702-003",
 * "+34 (952) 70.20.03") in E.164; any other text as given, for the E.164 check to refuse.
 */
export function compactPhone(value: string): string {
  if (!/^(\+|00)[\d\s().-]+$/.test(value)) return value;
  const digits = value.replace(/\D/g, "");
  return `+${value.startsWith("+") ? digits : digits.slice(2)}`;
}

/** The message for a phone number without its country code. */
export const PHONE_FORMAT_HINT = "+ (or 00) and the country code, then the number; spaces, dots and dashes are fine";

/** An absolute https:// URL to a named host, without credentials (no javascript:, no http, no mailto). */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}
