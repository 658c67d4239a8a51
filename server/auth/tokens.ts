import { createHash, randomBytes } from "node:crypto";

/** A secret for a cookie or a link: 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored instead of a token: its SHA-256, base64url. A leaked table signs nobody in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** True for something shaped like `newToken()`'s output; anything else is refused before a query. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN.test(value);
}
