import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Which requests the content cache may answer: a document request (not React
 * Router's `.data` or route-manifest fetches) whose deepest route says, with
 * `handle.cache = "per-content-version"`, that its HTML depends on nothing but
 * stored content. Answers the cache key: the path, or the route for a splat route
 * (every unknown path gets the one 404 page), or null.
 */
export function contentCacheKeys(build: ServerBuild): (pathname: string) => string | null {
  const routes = childrenOf(build, undefined);
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  // matchRoutes ranks every route on each call (0.2 ms here): remember recent answers.
  const recent = new Map<string, string | null>();
  return (pathname) => {
    let key = recent.get(pathname);
    if (key === undefined) {
      key = keyOf(pathname);
      // Bounded, oldest first out: a scan of random paths costs a match each, never memory.
      if (recent.size >= RECENT_PATHS) recent.delete(recent.keys().next().value!);
      recent.set(pathname, key);
    }
    return key;
  };

  function keyOf(pathname: string): string | null {
    if (pathname.endsWith(".data") || pathname === manifestPath) return null;
    const leaf = matchRoutes(routes, pathname)?.at(-1);
    if (!leaf) return null;
    const handle = build.routes[leaf.route.id ?? ""]?.module.handle as { cache?: string } | undefined;
    if (handle?.cache !== "per-content-version") return null;
    const params = Object.keys(leaf.params);
    if (params.length === 0) return pathname;
    if (params.length === 1 && params[0] === "*") return `route:${leaf.route.id}`;
    // A page with other parameters differs per URL: not one page to cache.
    return null;
  }
}

const RECENT_PATHS = 1_000;

function childrenOf(build: ServerBuild, parentId: string | undefined): RouteObject[] {
  return Object.values(build.routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    return [route.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: childrenOf(build, id) }];
  });
}
