import type { MiddlewareHandler } from "hono";
import { publicPageAt } from "../../app/public-pages";
import type { PageHost, SiteHosts } from "./site-hosts";

declare module "hono" {
  interface ContextVariableMap {
    /** The host the request named, set for every request by `hostRouting`. */
    pageHost: PageHost;
  }
}

/**
 * First of all, which host a request is for (`c.var.pageHost`, read by the pages and
 * the back office's guard). A site's other hosts (`www.felimar.es`) send everyone to its
 * primary one, path and query kept (301; 308 for other methods than GET and HEAD, which
 * must not become a GET). On a site's own domain, a page of that site asked for by its
 * shared-host path (`felimar.es/felimar`) is sent to its path there (`/`): one URL a page.
 * Every target is a configured origin or a fixed path, whatever the request carried.
 * `currentHosts` is read on each request: operators change them in the back office.
 */
export function hostRouting(currentHosts: () => SiteHosts): MiddlewareHandler {
  return async (c, next) => {
    const host = currentHosts().resolve(c.req.header("Host"));
    c.set("pageHost", host);
    if (host.site === null) return next();
    const readOnly = c.req.method === "GET" || c.req.method === "HEAD";
    const { pathname, search } = new URL(c.req.url);
    if (host.redirectTo) return c.redirect(`${host.redirectTo}${pathname}${search}`, readOnly ? 301 : 308);
    const page = publicPageAt(pathname);
    if (readOnly && page?.site === host.site && page.domainPath !== undefined && page.domainPath !== page.path) {
      return c.redirect(`${page.domainPath}${search}`, 301);
    }
    return next();
  };
}
