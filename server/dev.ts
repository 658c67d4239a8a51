import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { pageRoutes } from "./pages";
import { serve } from "./serve";

// `npm run dev`: one process with Vite (hot reload) in front of the same app as production.
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

await serve({
  development: true,
  pages: ({ database, hosts }) =>
    pageRoutes({
      database,
      hosts,
      loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "development",
      serveClientBuild: false,
    }),
  wrapListener: (listener) => (req, res) => vite.middlewares(req, res, () => listener(req, res)),
  onClose: () => vite.close(),
});
