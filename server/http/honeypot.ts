import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import { metrics } from "../metrics/instruments";

/**
 * True when the hidden field bots fill in has a value: answer with a plain success, and store it as spam only (`insertSpam`).
 * Each endpoint asks once per request, so a catch is counted here (`smallsites_spam_caught_total`), notes' included.
 */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  const filled = typeof value === "string" && value.trim().length > 0;
  if (filled) metrics.spamCaught.inc({ reason: "honeypot" });
  return filled;
}
