/**
 * The origin pages are rendered with on the server and when prerendering: a name that
 * can never be a real host (RFC 2606 reserves `.invalid`). The server replaces it, with
 * the page path after it, by the page's public URL on every answer
 * (server/html/public-urls.ts), so no build or cached render holds a host of its own.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = "https://public-origin.invalid";
