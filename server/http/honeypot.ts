import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";

/**
 * True when the hidden field bots fill in has a value. A form's submission is then stored as
 * spam (server/spam/spam-verdict.ts), a writing session or note answered with a made-up one.
 */
export function isHoneypotFilled(body: { [HONEYPOT_FIELD]?: unknown }): boolean {
  const value = body[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim().length > 0;
}
