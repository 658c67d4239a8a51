import type { MiddlewareHandler } from "hono";

/**
 * One URL per page: a path with a trailing slash, a run of slashes or a backslash
 * (`/felimar/`, `/felimar//`, `/a//b`) is answered 301 with its canonical form. The
 * canonical form collapses every run of slashes first, so a `Location` is always a
 * same-origin path: `//evil.example/` redirects to `/evil.example`, never to the
 * protocol-relative `//evil.example` a browser would follow off-site. (Backslashes
 * arrive as slashes: the URL parser turns them into `/` for http and https. Encoded
 * ones, `%2F` and `%5C`, stay encoded, which no browser resolves as a separator.)
 */
export function canonicalPath(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const canonical = canonicalPathname(pathname);
    if (canonical !== pathname) return c.redirect(canonical + search, 301);
    await next();
  };
}

export function canonicalPathname(pathname: string): string {
  const collapsed = pathname.replace(/[/\\]+/g, "/");
  return collapsed.length > 1 ? collapsed.replace(/\/$/, "") : "/";
}
