import type { ServerBuild } from "react-router";
import { pageRoutes } from "./pages";
import { serverBuildFile } from "./paths";
import { serve } from "./serve";

// Production entry, bundled to build/server/main.js by `npm run build`.
const build = (await import(serverBuildFile)) as ServerBuild;

await serve({
  pages: ({ database }) =>
    pageRoutes({ database, loadBuild: async () => build, mode: "production", serveClientBuild: true }),
});
