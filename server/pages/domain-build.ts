import type { ServerBuild } from "react-router";
import { pagesOfSite } from "#app/public-pages.ts";
import type { DomainSite } from "#app/sites/registry.ts";

/** Routes every host has: its sitemap, its robots.txt, and the 404 page for every other path. */
const HOST_ROUTES = new Set(["sitemap.xml", "robots.txt", "*"]);

type RouteShape = { parentId?: string; path?: string; index?: boolean };

/**
 * The server build as a site's own domain serves it: the same modules and assets, and
 * a route table holding that site's pages at their paths there (Felimar's `/felimar` at
 * `/`, Naturliv's `/no/naturliv` at `/no`) and the host routes. React Router sends the
 * browser the routes it matched from this table, and answers its route discovery from
 * it too, so the browser's router agrees with the server on every path of the domain;
 * another site's page, the notebook and the back office are the 404 page there.
 */
export function buildForDomain(build: ServerBuild, site: DomainSite): ServerBuild {
  const domainPaths = new Map(pagesOfSite(site).map((page) => [page.path, page.domainPath]));
  const reshape = <R extends RouteShape>(route: R): R | null => {
    if (route.parentId === undefined) return route;
    if (route.parentId !== "root") return null;
    if (!route.index && route.path !== undefined && HOST_ROUTES.has(route.path)) return route;
    const domainPath = domainPaths.get(route.index ? "/" : `/${route.path ?? ""}`);
    if (domainPath === undefined) return null;
    return domainPath === "/"
      ? { ...route, path: undefined, index: true }
      : { ...route, path: domainPath.slice(1), index: undefined };
  };
  return {
    ...build,
    routes: reshapeAll(build.routes, reshape),
    assets: { ...build.assets, routes: reshapeAll(build.assets.routes, reshape) },
  };
}

function reshapeAll<R extends RouteShape>(
  routes: Record<string, R | undefined>,
  reshape: (route: R) => R | null,
): Record<string, R> {
  return Object.fromEntries(
    Object.entries(routes).flatMap(([id, route]) => {
      const reshaped = route && reshape(route);
      return reshaped ? [[id, reshaped]] : [];
    }),
  );
}
