import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint.server";

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

  it("waits for the first frame before it fetches anything", () => {
    expect(boot.indexOf("requestAnimationFrame")).toBeLessThan(boot.indexOf("import("));
    expect(boot.indexOf("requestAnimationFrame")).toBeLessThan(boot.indexOf("modulepreload"));
  });

  it("then preloads the same chunks and boots React Router exactly as before", async () => {
    const appended: { rel: string; href: string }[] = [];
    const imported: string[] = [];
    const globals: Record<string, unknown> = {};
    const run = new Function(
      "requestAnimationFrame",
      "setTimeout",
      "document",
      "window",
      "importModule",
      `return (async () => {${boot.replace(/\bimport\(/g, "importModule(")}})();`,
    ) as (...args: unknown[]) => Promise<void>;
    await run(
      (callback: () => void) => callback(),
      (callback: () => void) => callback(),
      { head: { append: (link: { rel: string; href: string }) => appended.push(link) }, createElement: () => ({}) },
      globals,
      async (url: string) => {
        imported.push(url);
        return { url };
      },
    );
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-A.js" },
      { rel: "modulepreload", href: "/assets/chunk-B.js" },
    ]);
    expect(imported).toEqual(["/assets/root-D.js", "/assets/home-E.js", "/assets/entry.client-A.js"]);
    expect(globals.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-D.js" }, "routes/home": { url: "/assets/home-E.js" } });
    expect(globals.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client-A.js" } });
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
