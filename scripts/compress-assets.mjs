// Writes .br and .gz beside every hashed asset in the client build, at the best
// compression levels, so the server sends them without compressing per request.
// HTML is left alone: the server hashes a page's inline scripts before compressing it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const assetsDir = path.join(process.env.BUILD_DIR ?? "build", "client/assets");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml)$/;

for (const name of readdirSync(assetsDir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(assetsDir, name);
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
