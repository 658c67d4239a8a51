import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

const BASE_POLICY = [
  "default-src 'self'",
  // Styles may be inline: React renders style attributes and toasts inject a <style>.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every response. Scripts are never allowed inline by a blanket
 * 'unsafe-inline': an HTML page's own inline scripts (React Router's hydration data)
 * are allowed by their SHA-256 hashes, computed from the page as it is sent. Hashes
 * rather than a nonce, because a nonce cannot be baked into prerendered pages.
 * In development Vite's client needs websockets and eval-free inline modules, so the
 * dev server passes `development: true`. `hstsMaxAge` (HSTS_MAX_AGE) adds
 * Strict-Transport-Security, for deployments served over https.
 */
export function securityHeaders({ development = false, hstsMaxAge }: { development?: boolean; hstsMaxAge?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // No other site may embed our responses (scripts, images, JSON) with a no-cors request.
    headers.set("Cross-Origin-Resource-Policy", "same-origin");
    // Only behind TLS (HSTS_MAX_AGE): browsers then refuse plain http for this host for that long.
    if (hstsMaxAge !== undefined) headers.set("Strict-Transport-Security", `max-age=${hstsMaxAge}`);

    const isHtml = headers.get("Content-Type")?.startsWith("text/html") ?? false;
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
    const html = await c.res.text();
    const scriptSources = ["'self'", ...inlineScriptHashes(html)];
    const policy = [...BASE_POLICY, `script-src ${scriptSources.join(" ")}`];
    if (development) policy[BASE_POLICY.indexOf("connect-src 'self'")] = "connect-src 'self' ws: wss:";
    const response = new Response(html, c.res);
    response.headers.set("Content-Security-Policy", policy.join("; "));
    response.headers.delete("Content-Length");
    c.res = undefined;
    c.res = response;
  };
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' sources for every inline <script> of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
