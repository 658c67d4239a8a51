import { readFileSync } from "node:fs";
import path from "node:path";
import { documentPolicy } from "./csp";
import { etagsOf, type EncodedPage } from "./encoded-page";

/** One line of build/server/prerendered-pages.json (scripts/encode-build.ts). */
export interface PrerenderedPageEntry {
  path: string;
  /** Relative to the client build, e.g. "felimar/index.html". */
  file: string;
  /** 'sha256-…' sources of the page's inline scripts, computed by the build. */
  scriptHashes: string[];
  etagStem: string;
}

export function prerenderedHtmlFile(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`;
}

/**
 * Every prerendered page, read once at start with its bodies and headers ready:
 * the server then answers them from memory. The build's manifest is the only
 * source of their CSP hashes.
 */
export function loadPrerenderedPages(clientBuildDir: string, manifestFile: string): Map<string, EncodedPage> {
  const entries = JSON.parse(readFileSync(manifestFile, "utf8")) as PrerenderedPageEntry[];
  const pages = new Map<string, EncodedPage>();
  for (const entry of entries) {
    const file = path.join(clientBuildDir, entry.file);
    pages.set(entry.path, {
      status: 200,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        // Revalidated on every load (a 304 when unchanged), so a new deploy shows at once.
        "Cache-Control": "public, max-age=0, must-revalidate",
        "Content-Security-Policy": documentPolicy(entry.scriptHashes),
      },
      bodies: { identity: readFileSync(file), gzip: readFileSync(`${file}.gz`), br: readFileSync(`${file}.br`) },
      etags: etagsOf(entry.etagStem),
    });
  }
  return pages;
}
