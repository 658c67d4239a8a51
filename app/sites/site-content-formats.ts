/**
 * Formats more than one site's content schema checks, in a module of their own so a site's
 * schema can use them without importing another site's folder or libphonenumber's metadata.
 */

/** A phone number as stored: E.164 ("+34612489307"); shown formatted (libphonenumber-js, on the server). */
export const E164 = /^\+[1-9]\d{6,14}$/;

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
