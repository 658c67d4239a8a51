import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { readConfig, type Config } from "./config";
import type { Database } from "./db/database";
import { noteViewCounter, visitOf } from "./notes/views";
import { clientBuildDir } from "./paths";

/**
 * Everything that is not the API: files from the client build (hashed assets,
 * prerendered pages, fonts, favicon), then React Router for server-rendered pages.
 * `loadBuild` returns the server build: imported once in production, through
 * Vite (with hot reload) in development. Loaders get the database and a view
 * counter bound to the request's visitor (`TRUST_PROXY_HOPS` says which address
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
    app.use(
      "/assets/*",
      serveStatic({
        root: clientBuildDir,
        precompressed: true,
        // File names carry a content hash: they never change.
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // Prerendered pages and public files. Not precompressed: HTML must reach the
    // security-headers middleware uncompressed so it can hash the inline scripts.
    app.use("*", serveStatic({ root: clientBuildDir, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=0, must-revalidate") }));
  }
  let current: { build: ServerBuild; handle: RequestHandler } | undefined;
  app.all("*", async (c) => {
    const build = await loadBuild();
    if (current?.build !== build) current = { build, handle: createRequestHandler(build, mode) };
    const countNoteView = (slug: string) =>
      noteViewCounter(database.db).count(slug, visitOf(c, config.TRUST_PROXY_HOPS));
    return current.handle(c.req.raw, { db: database.db, countNoteView });
  });
  return app;
}
