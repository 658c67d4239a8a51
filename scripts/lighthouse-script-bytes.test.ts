import { describe, expect, it } from "vitest";
import { scriptsInHtml, staticImports } from "./lighthouse-script-bytes";

describe("scriptsInHtml", () => {
  it("finds script sources, modulepreload links, and the boot module's imports and preload list", () => {
    const html = [
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/early.js"/>',
      '<script src="/assets/classic.js" defer></script><script id="data" type="application/json">{"url":"/assets/not-loaded.js"}</script>',
      '<script type="module" async="">for (const href of ["/assets/entry.client.js","/assets/chunk.js"]) preload(href);',
      'const [route0] = await Promise.all([import("/assets/root.js")]);',
      'window.__manifest = { "routes": { "other": { "module": "/assets/other-route.js" } } };',
      'import("/assets/entry.client.js");</script>',
    ].join("\n");
    expect(scriptsInHtml(html).sort()).toEqual([
      "/assets/chunk.js",
      "/assets/classic.js",
      "/assets/early.js",
      "/assets/entry.client.js",
      "/assets/entry.client.js",
      "/assets/root.js",
    ]);
  });
});

describe("staticImports", () => {
  it("answers a module's imports and re-exports, not what it imports later", () => {
    const code =
      'import{j as e}from"./jsx-runtime.js";import"./side-effect.js";export{x}from"./re-export.js";const l=()=>import("./lazy.js");export{e};';
    expect(staticImports(code)).toEqual(["./jsx-runtime.js", "./side-effect.js", "./re-export.js"]);
  });
});
