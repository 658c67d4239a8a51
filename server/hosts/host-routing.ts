import type { MiddlewareHandler } from "hono";
import { publicPageAt } from "#app/public-pages.ts";
import { apiError } from "../http/api-error";
import type { PageHost, SiteHosts } from "./site-hosts";

declare module "hono" {
  interface ContextVariableMap {
    /** The host the request named, set for every request by `hostRouting`. */
    pageHost: PageHost;
  }
}

/**
 * What the shared host alone answers, besides its pages (a site's domain has no route for
 * those): the back office's and the notebook's API, the notebook's keys and note previews.
 */
const SHARED_HOST_ONLY = /^\/(?:api\/admin|api\/notes)(?:\/|$)|^\/\.well-known\/|^\/writtenbyhuman\//;

/** How long browsers keep a host's redirect: hosts given in the back office can change, and a cached 301 would outlive them. */
const HOST_REDIRECT_MAX_AGE = 3_600;

/**
 * First of all, which host a request is for (`c.var.pageHost`, read by the pages and
 * the back office's guard). A site's other hosts (`www.felimar.es`) send everyone to its
 * primary one, path and query kept (301; 308 for other methods than GET and HEAD, which
 * must not become a GET). On a site's own domain, a page of that site asked for by its
 * shared-host path (`felimar.es/felimar`) is sent to its path there (`/`): one URL a page.
 * Every target is a configured origin or a fixed path, whatever the request carried.
 * A site's domain is that site's only: the back office, the notebook and their APIs
 * answer 404 there.
 * `currentHosts` is read on each request: operators change them in the back office.
 */
export function hostRouting(currentHosts: () => SiteHosts): MiddlewareHandler {
  return async (c, next) => {
    const host = currentHosts().resolve(c.req.header("Host"));
    c.set("pageHost", host);
    if (host.site === null) return next();
    const readOnly = c.req.method === "GET" || c.req.method === "HEAD";
    const { pathname, search } = new URL(c.req.url);
    if (host.redirectTo) {
      c.header("Cache-Control", `public, max-age=${HOST_REDIRECT_MAX_AGE}`);
      return c.redirect(`${host.redirectTo}${pathname}${search}`, readOnly ? 301 : 308);
    }
    if (SHARED_HOST_ONLY.test(pathname))
      return apiError(c, 404, "not_found", "There is no such page or API endpoint on this site's domain.");
    const page = publicPageAt(pathname);
    if (readOnly && page?.site === host.site && page.domainPath !== undefined && page.domainPath !== page.path) {
      return c.redirect(`${page.domainPath}${search}`, 301);
    }
    return next();
  };
}
