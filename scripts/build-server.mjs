// Bundles the production server entry (server/main.ts) to build/server/main.js (BUILD_DIR/server/main.js),
// and beside it the image worker the server forks (server/images/image-worker.ts → image-worker.js).
// Packages stay external: they are installed in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/main.ts", "image-worker": "server/images/image-worker.ts" },
  outdir: `${process.env.BUILD_DIR ?? "build"}/server`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
