import type { MiddlewareHandler } from "hono";
import { personLanguage, type AdminLanguage } from "#app/admin/messages/index.ts";
import type { Db } from "../db/database";
import { readSession } from "./session";

declare module "hono" {
  interface ContextVariableMap {
    /** The signed-in person's language, set by `adminPageGuard` on a back-office page: its loading shell speaks it. */
    adminLanguage: AdminLanguage;
  }
}

/**
 * Back-office pages anyone may open: they are how one signs in. With their `.data`, which
 * React Router fetches for their server loader (the language Accept-Language chose) when
 * the browser moves to one from another page.
 */
const PUBLIC_ADMIN_PAGES = new Set(
  ["/admin/sign-in", "/admin/link", "/admin/setup"].flatMap((page) => [page, `${page}.data`]),
);

/**
 * In front of the pages: every back-office page (`/admin`, `/admin/…`, and React Router's
 * `/admin….data` requests) needs a live session, or the browser is sent to the sign-in
 * page, which brings it back afterwards. The data itself is guarded again by every
 * `/api/admin` endpoint; this keeps the pages' shell from rendering for nobody. No
 * back-office page is ever indexed.
 */
export function adminPageGuard(db: Db, siteUrl: string): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (!(path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin."))) return next();
    if (!PUBLIC_ADMIN_PAGES.has(path)) {
      const person = await readSession(c, db, siteUrl);
      if (!person) {
        const { pathname, search } = new URL(c.req.url);
        return c.redirect(`/admin/sign-in?next=${encodeURIComponent(pathname + search)}`, 302);
      }
      c.set("adminLanguage", personLanguage(person));
    }
    await next();
    // Set on the page's own answer: headers set before next() do not survive a handler that returns a new Response.
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    c.res.headers.set("Cache-Control", "no-store");
  };
}
