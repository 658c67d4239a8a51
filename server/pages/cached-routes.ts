import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** A page the content cache may answer: what it is cached under, the path it is rendered from, the status it must have. */
export interface CachedRoute {
  key: string;
  renderPath: string;
  status: 200 | 404;
}

/** Matches no route but the splat: where the one 404 page is rendered. */
const NOT_FOUND_RENDER_PATH = "/__not-found";

/**
 * Which requests the content cache may answer: a document request (not React
 * Router's `.data` or route-manifest fetches) whose deepest route says, with
 * `handle.cache = "per-content-version"`, that its HTML depends on nothing but
 * stored content. Such a page is cached under its route, and rendered from a path
 * made of the route's own definition (never from the request's path, whatever its
 * case or encoding); the splat route (every unknown path) gets the one 404 page.
 * Takes the request's path as sent, still percent-encoded, as React Router does.
 */
export function contentCacheRoutes(build: ServerBuild): (rawPathname: string) => CachedRoute | null {
  const routes = childrenOf(build, undefined);
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  // matchRoutes ranks every route on each call (0.2 ms here): remember recent answers.
  const recent = new Map<string, CachedRoute | null>();
  return (rawPathname) => {
    let route = recent.get(rawPathname);
    if (route === undefined) {
      route = routeOf(rawPathname);
      // Bounded, oldest first out: a scan of random paths costs a match each, never memory.
      if (recent.size >= RECENT_PATHS) recent.delete(recent.keys().next().value!);
      recent.set(rawPathname, route);
    }
    return route;
  };

  function routeOf(rawPathname: string): CachedRoute | null {
    if (rawPathname.endsWith(".data") || rawPathname === manifestPath) return null;
    const matches = matchRoutes(routes, rawPathname);
    const leaf = matches?.at(-1);
    if (!matches || !leaf?.route.id) return null;
    const handle = build.routes[leaf.route.id]?.module.handle as { cache?: string } | undefined;
    if (handle?.cache !== "per-content-version") return null;
    const params = Object.keys(leaf.params);
    const key = `route:${leaf.route.id}`;
    if (params.length === 0) {
      const segments = matches.map((match) => match.route.path).filter((path) => path !== undefined && path !== "");
      return { key, renderPath: `/${segments.join("/")}`, status: 200 };
    }
    if (params.length === 1 && params[0] === "*") return { key, renderPath: NOT_FOUND_RENDER_PATH, status: 404 };
    // A page with other parameters differs per URL: not one page to cache.
    return null;
  }
}

const RECENT_PATHS = 1_000;

function childrenOf(build: ServerBuild, parentId: string | undefined): RouteObject[] {
  return Object.values(build.routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    return [
      route.index
        ? { id, path, caseSensitive, index: true }
        : { id, path, caseSensitive, children: childrenOf(build, id) },
    ];
  });
}
