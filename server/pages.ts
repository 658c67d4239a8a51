import { readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { readConfig, type Config } from "./config";
import type { Database } from "./db/database";
import { readContentVersion } from "./html/content-version";
import { contentCacheRoutes, type CachedRoute } from "./html/cached-routes";
import { contentPageCache, type RenderedHtml } from "./html/content-pages";
import { createNonce, documentPolicy, hashInlineScripts, nonceSource } from "./html/csp";
import { respondWithPage } from "./html/encoded-page";
import { loadPrerenderedPages } from "./html/prerendered-pages";
import { noteViewCounter, visitOf } from "./notes/views";
import { clientBuildDir, prerenderedManifestFile } from "./paths";

/**
 * Everything that is not the API, fastest first:
 * 1. prerendered pages, from memory with their bodies, CSP and ETag made by the build;
 * 2. files from the client build (hashed assets precompressed, fonts, favicon);
 * 3. pages whose HTML depends only on stored content (`handle.cache`), rendered once
 *    per content version and then served like prerendered ones;
 * 4. every other page rendered by React Router for its request, with a fresh CSP nonce.
 * `loadBuild` returns the server build: imported once in production, through Vite
 * (with hot reload, and no caching) in development. Loaders get the database and a
 * view counter bound to the request's visitor (`TRUST_PROXY_HOPS` says which address
 * that is, as for the API's rate limits).
 */
export function pageRoutes({
  database,
  loadBuild,
  mode,
  serveClientBuild,
  config = readConfig(),
}: {
  database: Database;
  loadBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  serveClientBuild: boolean;
  config?: Pick<Config, "TRUST_PROXY_HOPS">;
}) {
  const app = new Hono();
  if (serveClientBuild) {
    const prerendered = loadPrerenderedPages(clientBuildDir, prerenderedManifestFile);
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      // React Router matches paths whatever their case: so does this, or "/NATURLIV" would cost a render a request.
      const page = prerendered.get(c.req.path.toLowerCase());
      return page ? respondWithPage(page, pageRequest(c)) : next();
    });
    // A hashed asset is never revalidated (immutable): its modification date would be bytes for nothing.
    app.use("/assets/*", async (c, next) => {
      await next();
      c.res.headers.delete("Last-Modified");
    });
    app.use(
      "/assets/*",
      serveStatic({
        root: clientBuildDir,
        precompressed: true,
        // File names carry a content hash: they never change.
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // Public files (favicon…), listed once: a page's path never costs a look on disk. Pages
    // are never read from disk: a prerendered page's file has no CSP of its own.
    const publicFiles = new Set(publicFilesOf(clientBuildDir));
    app.use("*", (c, next) => (publicFiles.has(c.req.path) ? serveClientFile(c, next) : next()));
  }

  const contentPages = mode === "production" ? contentPageCache({ readVersion: () => readContentVersion(database.db), listen: database.listen }) : undefined;
  let current: { build: ServerBuild; handle: RequestHandler; cachedRoute: (rawPathname: string) => CachedRoute | null } | undefined;
  app.all("*", async (c) => {
    const build = await loadBuild();
    if (current?.build !== build) current = { build, handle: createRequestHandler(build, mode), cachedRoute: contentCacheRoutes(build) };
    const { handle, cachedRoute } = current;

    // The path as sent: Hono's c.req.path is decoded already, and a decoded `\` or tab read as a URL again could name another host.
    const route = contentPages && (c.req.method === "GET" || c.req.method === "HEAD") ? cachedRoute(new URL(c.req.url).pathname) : null;
    if (contentPages && route) {
      const result = await contentPages.get(route.key, () => renderForEveryone(handle, route, database));
      if ("page" in result) return respondWithPage(result.page, pageRequest(c));
      const { status, html, headers } = result.uncacheable;
      return new Response(c.req.method === "HEAD" ? null : html, { status, headers });
    }

    const nonce = createNonce();
    const countNoteView = (slug: string) => noteViewCounter(database.db).count(slug, visitOf(c, config.TRUST_PROXY_HOPS));
    const response = await handle(c.req.raw, { db: database.db, countNoteView, cspNonce: nonce });
    if (mode === "production" && response.headers.get("Content-Type")?.startsWith("text/html")) {
      response.headers.set("Content-Security-Policy", documentPolicy([nonceSource(nonce)]));
    }
    return response;
  });
  return app;
}

const serveClientFile = serveStatic({ root: clientBuildDir, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=0, must-revalidate") });

/** "/favicon.ico"…: every file of the client build but its pages and hashed assets (served above). */
function publicFilesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.html(\.br|\.gz)?$/.test(entry.name))
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .filter((file) => !file.startsWith("/assets/"));
}

function pageRequest(c: Context) {
  return { method: c.req.method, acceptEncoding: c.req.header("Accept-Encoding"), ifNoneMatch: c.req.header("If-None-Match") };
}

/**
 * Renders a page as every visitor gets it: a bare GET of the route's own path (nothing
 * of the request that happened to come first: no path variant, query, cookie or header,
 * and a fixed origin, so no Host header can end up in a page served to others), with a
 * secret nonce that marks the scripts React and React Router wrote. Those become hashes
 * in its CSP. A render with another status than the route's is answered, never cached.
 */
async function renderForEveryone(handle: RequestHandler, route: CachedRoute, database: Database): Promise<RenderedHtml> {
  const nonce = createNonce();
  const response = await handle(new Request(`http://localhost${route.renderPath}`), { db: database.db, countNoteView: () => {}, cspNonce: nonce });
  const { html, hashes } = hashInlineScripts(await response.text(), nonce);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "content-length") headers[name] = value;
  });
  headers["content-security-policy"] = documentPolicy(hashes);
  return { status: response.status, html, headers, cacheable: response.status === route.status };
}
