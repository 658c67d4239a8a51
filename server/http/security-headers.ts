import type { MiddlewareHandler } from "hono";
import { DEVELOPMENT_POLICY, documentPolicy, NON_DOCUMENT_POLICY } from "../pages/csp";

/**
 * Security headers on every response. An HTML page's Content-Security-Policy comes
 * with the page (server/pages/pages.ts): build-time hashes, or the render's nonce. Any other
 * HTML gets a policy that runs no inline script at all; this middleware never reads
 * a body, so nothing a response contains can vouch for itself. In development Vite's
 * client needs inline modules and websockets, so the dev server passes
 * `development: true`. `hstsMaxAge` (HSTS_MAX_AGE) adds Strict-Transport-Security,
 * for deployments served over https.
 */
const SUBRESOURCE_TYPE = /^(?:text\/javascript|application\/javascript|text\/css|font\/)/i;

export function securityHeaders({
  development = false,
  hstsMaxAge,
}: { development?: boolean; hstsMaxAge?: number } = {}): MiddlewareHandler {
  const strictTransportSecurity = hstsMaxAge === undefined ? undefined : `max-age=${hstsMaxAge}`;
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    // No other site may embed our responses (scripts, images, JSON) with a no-cors request, but
    // for what a route made to be shown elsewhere and says so itself (a note's badge).
    if (!headers.has("Cross-Origin-Resource-Policy")) headers.set("Cross-Origin-Resource-Policy", "same-origin");
    // Only behind TLS (HSTS_MAX_AGE): browsers then refuse plain http for this host for that long.
    if (strictTransportSecurity) headers.set("Strict-Transport-Security", strictTransportSecurity);

    const type = headers.get("Content-Type") ?? "";
    // Scripts, styles and fonts: with nosniff they can never be a document, so a CSP or a framing rule
    // has nothing to act on, and a module's imports already take the page's referrer policy (the same
    // one). Only the two headers above: each of a page's ~18 script responses is first-load bytes
    // (docs/decisions/0004), ~120 bytes saved on each.
    if (SUBRESOURCE_TYPE.test(type)) return;
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    const isHtml = type.startsWith("text/html");
    if (!isHtml) {
      // Scripts, styles, fonts and JSON are never documents: the strictest policy, and a
      // short one, since it rides on every asset response and counts toward each page's
      // first-load bytes (docs/decisions/0004). Framing is forbidden by its
      // frame-ancestors; X-Frame-Options, COOP and Permissions-Policy act on documents only.
      headers.set("Content-Security-Policy", NON_DOCUMENT_POLICY);
      return;
    }
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (development) headers.set("Content-Security-Policy", DEVELOPMENT_POLICY);
    else if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", documentPolicy([]));
  };
}
