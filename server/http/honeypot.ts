import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";

/** True when the hidden field bots fill in has a value: answer with a plain success, and store it as spam only (`insertSpam`). */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim().length > 0;
}
