declare const __PUBLIC_ORIGIN_PLACEHOLDER__: string;

/**
 * The origin pages are rendered with on the server and when prerendering: a name that
 * can never be a real host (RFC 2606 reserves `.invalid`), made afresh by each build
 * (vite.config.ts) and never sent. The server replaces it, with the page path after it,
 * by the page's public URL in every answer (server/pages/public-urls.ts), so no build or
 * cached render holds a host of its own. Secret, so that no one can write it into a
 * note or a form and have the server rewrite their words: the browser bundle never
 * holds it (only server code reads it), and the server learns it from the build
 * (entry.server.tsx exports it).
 */
export const PUBLIC_ORIGIN_PLACEHOLDER: string = __PUBLIC_ORIGIN_PLACEHOLDER__;
