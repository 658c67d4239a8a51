import { parsePhoneNumber } from "libphonenumber-js";

/**
 * "+34952702003" → "+34 952 70 20 03": a stored E.164 number as people read it. On the
 * server only, so libphonenumber's metadata never reaches a visitor's browser.
 */
export function readablePhone(e164: string): string {
  try {
    return parsePhoneNumber(e164).formatInternational();
  } catch {
    // A number the schema let through but the library cannot parse: shown as stored.
    return e164;
  }
}
