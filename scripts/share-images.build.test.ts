import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { MetaDescriptor, ServerBuild } from "react-router";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { shareImageFor } from "#app/lib/share-images.ts";
import { publicPages } from "#app/public-pages.ts";
import { prerenderedHtmlFile } from "#server/pages/prerendered-pages.ts";
import { clientBuildDir, serverBuildFile } from "#server/paths.ts";
import { ensureBuild } from "./ensure-build.mjs";

/**
 * The production build (BUILD_DIR, made when missing or stale): every public page
 * names its own share preview, and that file is in the build, a PNG of 1200×630.
 * Prerendered pages are read as built; the others' tags come from their route's
 * meta as built (they are rendered per request, from the database).
 */
let build: ServerBuild;
beforeAll(async () => {
  ensureBuild();
  build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
}, 900_000);

function builtMeta(pagePath: string): MetaDescriptor[] {
  const route = Object.values(build.routes).find(
    (candidate) =>
      candidate?.parentId === "root" && (pagePath === "/" ? candidate.index : `/${candidate.path}` === pagePath),
  );
  const meta = route?.module.meta;
  if (typeof meta !== "function") throw new Error(`No built route with meta for ${pagePath}`);
  const location = { pathname: pagePath, search: "", hash: "", state: null, key: "default" };
  return (meta as (args: unknown) => MetaDescriptor[])({
    data: undefined,
    loaderData: undefined,
    params: {},
    location,
    matches: [],
    error: undefined,
  });
}

describe("share previews in the build", () => {
  it.each(publicPages.map((page) => [page.path, page.prerender] as const))(
    "%s names its 1200×630 preview, which is in the build and decodes",
    async (pagePath, prerendered) => {
      const image = shareImageFor(pagePath);
      if (!image) throw new Error(`No share image for ${pagePath}`);
      const file = path.join(clientBuildDir, image.path);
      expect(existsSync(file), file).toBe(true);
      expect(await sharp(file).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });

      const imageUrl = new RegExp(`^https?://[^/]+${image.path.replace(/[.]/g, "\\.")}$`);
      if (prerendered) {
        const html = readFileSync(path.join(clientBuildDir, prerenderedHtmlFile(pagePath)), "utf8");
        const tag = (property: string) =>
          new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
        expect(tag("og:image")).toMatch(imageUrl);
        expect([tag("og:image:width"), tag("og:image:height"), tag("twitter:card")]).toEqual([
          "1200",
          "630",
          "summary_large_image",
        ]);
      } else {
        const tags = builtMeta(pagePath) as Record<string, string>[];
        const tag = (key: string) =>
          tags.find((candidate) => candidate.property === key || candidate.name === key)?.content;
        expect(tag("og:image")).toMatch(imageUrl);
        expect([tag("og:image:width"), tag("og:image:height"), tag("twitter:card")]).toEqual([
          "1200",
          "630",
          "summary_large_image",
        ]);
      }
    },
  );
});
