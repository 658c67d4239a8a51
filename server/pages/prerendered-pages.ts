import { readFile } from "node:fs/promises";
import path from "node:path";
import { prerenderedPaths } from "#app/public-pages.ts";
import { documentPolicy, hashInlineScripts } from "./csp";
import { encodePage, type EncodedPage } from "./encoded-page";

export function prerenderedHtmlFile(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;
}

/**
 * Every prerendered page of the shared host, read once at start, its URLs made public
 * (`withPublicUrls`: the build holds its placeholder origin, app/lib/public-origin.ts) and
 * then encoded, with its CSP from the hashes of its inline scripts: the build's own
 * output, every one of them React Router's or React's. The server then answers them
 * from memory. Brotli at the best level takes a few tens of milliseconds a page, on
 * libuv's thread pool, once per process.
 */
export async function loadPrerenderedPages(
  clientBuildDir: string,
  withPublicUrls: (html: string) => string,
): Promise<Map<string, EncodedPage>> {
  const pages = await Promise.all(
    prerenderedPaths().map(async (pagePath) => {
      const html = withPublicUrls(await readFile(path.join(clientBuildDir, prerenderedHtmlFile(pagePath)), "utf8"));
      const page = await encodePage(html, 200, {
        "Content-Type": "text/html; charset=utf-8",
        // Revalidated on every load (a 304 when unchanged), so a new deploy shows at once.
        "Cache-Control": "public, max-age=0, must-revalidate",
        "Content-Security-Policy": documentPolicy(hashInlineScripts(html).hashes),
      });
      return [pagePath, page] as const;
    }),
  );
  return new Map(pages);
}
