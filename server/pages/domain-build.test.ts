import { matchRoutes, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { buildForDomain } from "./domain-build";

// The route table's shape as the build has it (app/routes.ts), ids as React Router makes them.
const ROUTES: [id: string, parentId: string | undefined, path: string | undefined, index?: true][] = [
  ["root", undefined, ""],
  ["sites/community/routes/home", "root", undefined, true],
  ["sites/naturliv/routes/naturliv", "root", "naturliv"],
  ["sites/naturliv/routes/projects", "root", "projects"],
  ["sites/housing/routes/housing", "root", "housing"],
  ["sites/naturliv/routes/naturliv-no", "root", "no/naturliv"],
  ["sites/housing/routes/housing-no", "root", "no/housing"],
  ["sites/naturliv/routes/projects-no", "root", "no/projects"],
  ["sites/felimar/routes/felimar", "root", "felimar"],
  ["sites/notebook/routes/intro", "root", "writtenbyhuman"],
  ["admin-layout", "root", "admin"],
  ["admin-inbox", "admin-layout", undefined, true],
  ["system/sitemap", "root", "sitemap.xml"],
  ["system/robots", "root", "robots.txt"],
  ["system/not-found", "root", "*"],
];

const build = {
  routes: Object.fromEntries(
    ROUTES.map(([id, parentId, path, index]) => [id, { id, parentId, path, index, module: {} }]),
  ),
  assets: {
    version: "v1",
    routes: Object.fromEntries(
      ROUTES.map(([id, parentId, path, index]) => [id, { id, parentId, path, index, module: `/assets/${id}.js` }]),
    ),
  },
} as unknown as ServerBuild;

/** The route ids a path matches in a build's table, as React Router would match them. */
function matched(table: ServerBuild["routes"], path: string): string[] | undefined {
  const nest = (parentId: string | undefined): object[] =>
    Object.values(table)
      .filter((route) => route?.parentId === parentId)
      .map((route) => ({
        id: route!.id,
        path: route!.path,
        index: route!.index,
        children: route!.index ? undefined : nest(route!.id),
      }));
  return matchRoutes(nest(undefined) as never, path)?.map((match) => match.route.id!);
}

describe("buildForDomain", () => {
  it("puts Naturliv's pages at their paths on its own domain", () => {
    const naturliv = buildForDomain(build, "naturliv");
    expect(matched(naturliv.routes, "/")).toEqual(["root", "sites/naturliv/routes/naturliv"]);
    expect(matched(naturliv.routes, "/projects")).toEqual(["root", "sites/naturliv/routes/projects"]);
    expect(matched(naturliv.routes, "/no")).toEqual(["root", "sites/naturliv/routes/naturliv-no"]);
    expect(matched(naturliv.routes, "/no/projects")).toEqual(["root", "sites/naturliv/routes/projects-no"]);
  });

  it("makes every other site's page, the notebook and the back office the 404 page there", () => {
    const felimar = buildForDomain(build, "felimar");
    expect(matched(felimar.routes, "/")).toEqual(["root", "sites/felimar/routes/felimar"]);
    for (const path of ["/felimar", "/naturliv", "/housing", "/projects", "/writtenbyhuman", "/admin", "/no"]) {
      expect(matched(felimar.routes, path), path).toEqual(["root", "system/not-found"]);
    }
    expect(felimar.routes["admin-inbox"]).toBeUndefined();
  });

  it("keeps each host's sitemap and robots.txt", () => {
    const housing = buildForDomain(build, "housing");
    expect(matched(housing.routes, "/sitemap.xml")).toEqual(["root", "system/sitemap"]);
    expect(matched(housing.routes, "/robots.txt")).toEqual(["root", "system/robots"]);
    expect(matched(housing.routes, "/no")).toEqual(["root", "sites/housing/routes/housing-no"]);
  });

  it("tells the browser the same table (the route manifest), with the same modules", () => {
    const neron = buildForDomain(build, "felimar");
    expect(Object.keys(neron.assets.routes).sort()).toEqual(Object.keys(neron.routes).sort());
    expect(neron.assets.routes["sites/felimar/routes/felimar"]).toMatchObject({
      index: true,
      path: undefined,
      module: "/assets/sites/felimar/routes/felimar.js",
    });
    expect(neron.assets.version).toBe("v1");
  });

  it("leaves the shared host's build as it was", () => {
    buildForDomain(build, "naturliv");
    expect(build.routes["sites/naturliv/routes/naturliv"]?.path).toBe("naturliv");
    expect(matched(build.routes, "/")).toEqual(["root", "sites/community/routes/home"]);
  });
});
