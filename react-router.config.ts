import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/public-pages";

export default {
  ssr: true,
  // Pages that need no database are rendered to HTML at build time.
  prerender: prerenderedPaths,
} satisfies Config;
