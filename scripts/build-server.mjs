// Bundles the production server entry (server/main.ts) to build/server/main.js (BUILD_DIR/server/main.js).
// Packages stay external: they are installed in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: `${process.env.BUILD_DIR ?? "build"}/server/main.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
