/*
 * Where a person goes after signing in. The page and the server (which puts it in an
 * e-mailed sign-in link) both check it here, so neither can be made into an open redirect.
 */

/** Longer than any back-office URL with its filters; a longer `next` is refused, not cut. */
export const MAX_NEXT_LENGTH = 2000;

const BASE = "http://next.invalid";

/**
 * `next` as a path of the back office on this site, or null: never another origin
 * (`//evil.example`, `/\evil`, `https://…`), no control characters (a browser drops tabs
 * and newlines, so `/\t/evil.example` is `//evil.example`), and still under `/admin` once
 * `..` segments are resolved (`/admin/../felimar` is refused).
 */
export function backOfficePath(next: unknown): string | null {
  if (typeof next !== "string" || next.length > MAX_NEXT_LENGTH) return null;
  if (!/^\/admin(?:[/?#]|$)/.test(next) || next.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  const url = new URL(next, BASE);
  if (url.origin !== BASE || !/^\/admin(?:\/|$)/.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
