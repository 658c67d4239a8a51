import { describe, expect, it } from "vitest";
import { defersScriptsUntilPaint, hydrateAfterFirstPaint } from "./hydrate-after-first-paint.server";

// What React Router 7.18's <Scripts /> renders for a page with two matched routes.
const rendered = [
  "<head>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/chunk-B.js"/>',
  '<link rel="stylesheet" href="/assets/root-C.css"/>',
  "</head><body><h1>Hello</h1>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;',
  'import * as route0 from "/assets/root-D.js";',
  'import * as route1 from "/assets/home-E.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-A.js");</script>',
  "</body>",
].join("\n");

describe("hydrateAfterFirstPaint", () => {
  const html = hydrateAfterFirstPaint(rendered);
  const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

  it("leaves no module preload or static import that the browser would fetch before painting", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(boot).not.toMatch(/^import \* as/m);
  });

  it("waits for the first contentful paint before it fetches anything", () => {
    expect(boot.indexOf("first-contentful-paint")).toBeLessThan(boot.indexOf("import("));
    expect(boot.indexOf("first-contentful-paint")).toBeLessThan(boot.indexOf("modulepreload"));
  });

  /** Runs the boot module with the browser's parts replaced; timers with a delay never fire. */
  function runBoot(PerformanceObserver: unknown) {
    const appended: { rel: string; href: string }[] = [];
    const imported: string[] = [];
    const globals: Record<string, unknown> = {};
    const run = new Function(
      "requestAnimationFrame",
      "setTimeout",
      "PerformanceObserver",
      "document",
      "window",
      "importModule",
      `return (async () => {${boot.replace(/\bimport\(/g, "importModule(")}})();`,
    ) as (...args: unknown[]) => Promise<void>;
    const done = run(
      (callback: () => void) => callback(),
      (callback: () => void, delay?: number) => delay === undefined && callback(),
      PerformanceObserver,
      { head: { append: (link: { rel: string; href: string }) => appended.push(link) }, createElement: () => ({}) },
      globals,
      async (url: string) => {
        imported.push(url);
        return { url };
      },
    );
    return { done, appended, imported, globals };
  }

  /** A Paint Timing observer the test reports to by hand. */
  function paintObserver() {
    const observer = {
      report: (_names: string[]) => {},
      disconnected: false,
    };
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, self: FakeObserver) => void) {
        observer.report = (names) =>
          callback({ getEntriesByName: (name) => names.filter((each) => each === name) }, this);
      }
      observe() {}
      disconnect() {
        observer.disconnected = true;
      }
    }
    return { observer, FakeObserver };
  }

  it("fetches nothing until the browser reports the first contentful paint", async () => {
    const { observer, FakeObserver } = paintObserver();
    const boot = runBoot(FakeObserver);
    observer.report(["first-paint"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(boot.imported).toEqual([]);
    expect(boot.appended).toEqual([]);
    observer.report(["first-contentful-paint"]);
    await boot.done;
    expect(observer.disconnected).toBe(true);
    expect(boot.imported.length).toBe(3);
  });

  it("then preloads the same chunks and boots React Router exactly as before", async () => {
    const { observer, FakeObserver } = paintObserver();
    const { done, appended, imported, globals } = runBoot(FakeObserver);
    observer.report(["first-contentful-paint"]);
    await done;
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-A.js" },
      { rel: "modulepreload", href: "/assets/chunk-B.js" },
    ]);
    expect(imported).toEqual(["/assets/root-D.js", "/assets/home-E.js", "/assets/entry.client-A.js"]);
    expect(globals.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-D.js" },
      "routes/home": { url: "/assets/home-E.js" },
    });
    expect(globals.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client-A.js" } });
  });

  it("without Paint Timing, boots after the first frame", async () => {
    const { done, imported } = runBoot(class {});
    await done;
    expect(imported.length).toBe(3);
  });

  it("keeps the rest of the document as it was", () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(html).toContain("<h1>Hello</h1>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("returns a document without React Router's scripts unchanged", () => {
    expect(hydrateAfterFirstPaint("<p>static</p>")).toBe("<p>static</p>");
  });
});

describe("defersScriptsUntilPaint", () => {
  it("defers public pages' scripts and never the back office's", () => {
    for (const path of ["/", "/felimar", "/no/housing", "/writtenbyhuman/create", "/administration", "/admins"]) {
      expect(defersScriptsUntilPaint(path), path).toBe(true);
    }
    for (const path of ["/admin", "/admin/", "/admin/submissions/1", "/admin/sign-in", "/admin/nowhere"]) {
      expect(defersScriptsUntilPaint(path), path).toBe(false);
    }
  });
});
