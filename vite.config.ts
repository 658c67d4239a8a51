import { randomBytes } from "node:crypto";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The back office gets its own copy of each lucide icon it uses, and of each module of a site's
 * folder it imports (app/sites/<site>/…: the content schemas, Felimar's gallery examples and
 * their drawings). Otherwise a module used by one public page and by the back office leaves
 * that page's chunk for a chunk of its own, and each such chunk costs the public page a request:
 * measured, /housing went from 118.2 to 120.3 KB of first-load JavaScript when the back office
 * landed (docs/decisions/0004), and /felimar from 119.6 to 120.4 KB when the content editor
 * showed the gallery's examples. These modules hold no state, so two copies behave as one. The
 * sites' registry (app/sites/registry.ts) stays shared. A drawing's copy is the same file, its
 * URL marked `?back-office-copy` (the server ignores the query). Build only: the dev server pre-bundles
 * lucide-react.
 */
function backOfficeOwnIcons(): Plugin {
  const COPY = "?back-office-copy";
  const OWN_COPY = /\/node_modules\/lucide-react\/|\/app\/sites\/[^/]+\//;
  return {
    name: "back-office-own-icons",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !(importer.includes("/app/admin/") || importer.endsWith(COPY))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !OWN_COPY.test(resolved.id)) return null;
      // lucide-react says it has no side effects, but only for its own file names: without this the
      // copy kept every icon the package re-exports (a 118 KB chunk each back-office page loaded).
      return { id: resolved.id + COPY, moduleSideEffects: false };
    },
  };
}

/**
 * The browser holds none of the back office's catalogues at start: it loads the one language
 * a page shows (app/admin/messages/index.ts), where the server and the tests hold all four.
 * So its build reads app/admin/messages/loaded-at-start.browser.ts (none) for loaded-at-start.ts.
 */
function browserLoadsOneCatalogue(): Plugin {
  return {
    name: "browser-loads-one-catalogue",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.config.consumer !== "client") return null;
      if (source !== "./loaded-at-start" || !importer?.endsWith("/app/admin/messages/index.ts")) return null;
      return this.resolve("./loaded-at-start.browser", importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  // Tailwind must come before React Router (see shared/guide.md).
  plugins: [tailwindcss(), reactRouter(), browserLoadsOneCatalogue(), backOfficeOwnIcons()],
  define: {
    // The sitemaps' lastmod of pages whose site never saved content (app/system/sitemap.ts). No host is built in: see app/lib/public-origin.ts.
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    // The secret origin pages are rendered with, made public by the server per answer (app/lib/public-origin.ts).
    __PUBLIC_ORIGIN_PLACEHOLDER__: JSON.stringify(`https://${randomBytes(12).toString("hex")}.invalid`),
  },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  ssr: { external: ["@electric-sql/pglite"] },
  build: { assetsInlineLimit: 0 },
});
