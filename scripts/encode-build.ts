/**
 * The last build step: everything the server sends as is gets its compressed
 * bodies now, at the best levels, so no request pays for compression.
 * - Hashed assets (scripts, styles, SVG…): `.br` and `.gz` beside each.
 * - Prerendered pages: `.br` and `.gz` beside each `index.html`, and a manifest
 *   (build/server/prerendered-pages.json) with each page's inline-script hashes
 *   for its CSP and its ETag stem. The server loads the pages into memory at start
 *   (server/html/prerendered-pages.ts); nginx's gzip_static can serve the same files.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { prerenderedPaths } from "../app/public-pages";
import { hashInlineScripts } from "../server/html/csp";
import { etagStem } from "../server/html/encoded-page";
import { prerenderedHtmlFile, type PrerenderedPageEntry } from "../server/html/prerendered-pages";
import { clientBuildDir, prerenderedManifestFile } from "../server/paths";

const COMPRESSIBLE_ASSET = /\.(js|css|svg|json|txt|xml)$/;

function writeCompressed(file: string, content: Buffer) {
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

const assetsDir = path.join(clientBuildDir, "assets");
for (const name of readdirSync(assetsDir)) {
  if (COMPRESSIBLE_ASSET.test(name)) writeCompressed(path.join(assetsDir, name), readFileSync(path.join(assetsDir, name)));
}

const pages: PrerenderedPageEntry[] = prerenderedPaths.map((pagePath) => {
  const file = prerenderedHtmlFile(pagePath);
  const html = readFileSync(path.join(clientBuildDir, file));
  writeCompressed(path.join(clientBuildDir, file), html);
  // The build's own output: every inline script in it is React Router's or React's.
  return { path: pagePath, file, scriptHashes: hashInlineScripts(html.toString("utf8")).hashes, etagStem: etagStem(html) };
});
writeFileSync(prerenderedManifestFile, `${JSON.stringify(pages, null, 2)}\n`);
console.log(`Encoded the assets and ${pages.length} prerendered pages (${path.relative(process.cwd(), prerenderedManifestFile)}).`);
