import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import type { Database } from "./db/database";
import { clientBuildDir } from "./paths";

/**
 * Everything that is not the API: files from the client build (hashed assets,
 * prerendered pages, fonts, favicon), then React Router for server-rendered pages.
 * `loadBuild` returns the server build: imported once in production, through
 * Vite (with hot reload) in development.
 */
export function pageRoutes({
  database,
  loadBuild,
  mode,
  serveClientBuild,
}: {
  database: Database;
  loadBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  serveClientBuild: boolean;
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
    return current.handle(c.req.raw, { db: database.db });
  });
  return app;
}
