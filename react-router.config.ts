import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/public-pages";

export default {
  ssr: true,
  // BUILD_DIR lets several checkouts' test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages that need no database are rendered to HTML at build time.
  prerender: prerenderedPaths(),
} satisfies Config;
