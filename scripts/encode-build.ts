/**
 * The last build step: every hashed asset the server sends as is (scripts, styles,
 * SVG…) gets `.br` and `.gz` bodies beside it now, at the best levels, so no request
 * pays for compression. Prerendered pages are encoded by the server at start, once
 * their URLs are made public (server/pages/prerendered-pages.ts): the build knows no host.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientBuildDir } from "#server/paths.ts";

const COMPRESSIBLE_ASSET = /\.(js|css|svg|json|txt|xml)$/;

function writeCompressed(file: string, content: Buffer) {
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

const assetsDir = path.join(clientBuildDir, "assets");
const assets = readdirSync(assetsDir).filter((name) => COMPRESSIBLE_ASSET.test(name));
for (const name of assets) writeCompressed(path.join(assetsDir, name), readFileSync(path.join(assetsDir, name)));
console.log(`Encoded ${assets.length} assets.`);
