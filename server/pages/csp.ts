import { createHash, randomBytes } from "node:crypto";

const DOCUMENT_POLICY = [
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
].join("; ");

/**
 * The Content-Security-Policy of an HTML page. Inline scripts run only when the
 * page vouches for them: by the hashes the build recorded for a prerendered page,
 * by the hashes of the scripts a render marked with its secret nonce (pages
 * rendered once per content version), or by a nonce made for this one response.
 * Never by hashes of whatever the outgoing body contains: a script that got
 * injected into a page would be allowed by its own hash.
 */
export function documentPolicy(scriptSources: string[]): string {
  return `${DOCUMENT_POLICY}; script-src ${["'self'", ...scriptSources].join(" ")}`;
}

/** Development only: Vite's client injects its own inline modules and talks over a websocket. */
export const DEVELOPMENT_POLICY = `${DOCUMENT_POLICY.replace("connect-src 'self'", "connect-src 'self' ws: wss:")}; script-src 'self' 'unsafe-inline'`;

/** Scripts, styles, fonts and JSON are never documents: the strictest policy, and a short one (it rides on every asset). */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** 128 random bits, as CSP nonces should have at least. */
export function createNonce(): string {
  return randomBytes(16).toString("base64url");
}

export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * 'sha256-…' sources for the inline scripts of `html` that carry `nonce="<nonce>"`,
 * and the HTML without those attributes. A render is given a fresh secret nonce, so
 * only the scripts React and React Router emitted carry it; the hashes then let the
 * same bytes be served to everyone (with one ETag on every instance), like a
 * prerendered page. Without a nonce (the build's prerendered pages, whose HTML is
 * our own build output) every inline script is hashed.
 */
export function hashInlineScripts(html: string, nonce?: string): { html: string; hashes: string[] } {
  const marker = nonce === undefined ? undefined : ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  html.replace(INLINE_SCRIPT, (whole, attributes: string, body: string) => {
    if (/\bsrc\s*=/i.test(attributes)) return whole;
    if (marker !== undefined && !attributes.includes(marker)) return whole;
    if (body.length > 0) hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
    return whole;
  });
  // React Router puts the nonce on its <link>s too: out of every tag, so the bytes are the same on every instance.
  return { html: marker === undefined ? html : html.replaceAll(marker, ""), hashes: [...hashes] };
}
