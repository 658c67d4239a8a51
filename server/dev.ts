import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { readConfig } from "./config";
import { pageRoutes } from "./pages/pages";
import { serve } from "./serve";

// `npm run dev`: one process with Vite (hot reload) in front of the same app as production.
// Vite refuses a Host it does not know (DNS rebinding): the sites' own domains of SITE_DOMAINS are known.
// (A domain given in the back office reaches the dev server after a restart.)
const allowedHosts = readConfig().SITE_DOMAINS.flatMap((domain) => domain.hosts);
const vite = await createViteServer({ server: { middlewareMode: true, allowedHosts }, appType: "custom" });

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
