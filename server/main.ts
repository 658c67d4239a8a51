import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { planWorkers, runPrimary } from "./cluster";
import { readConfig } from "./config";
import { createLogger } from "./logger";
import { startPrimaryMetrics } from "./metrics/primary-metrics";
import { pageRoutes } from "./pages/pages";
import { serverBuildFile } from "./paths";
import { serve } from "./serve";

// Production entry, bundled to build/server/main.js by `npm run build`: the server, or, with
// several workers, their primary and each of the workers (server/cluster.ts).
const config = readConfig();
const plan = planWorkers(config);

if (cluster.isPrimary && plan.workers > 1) {
  const logger = createLogger(config.LOG_LEVEL);
  // The workers' metrics, summed, on METRICS_PORT (the primary holds that listener, as it holds PORT's).
  await startPrimaryMetrics(config, logger);
  runPrimary({ workers: plan.workers, entry: fileURLToPath(import.meta.url), logger });
} else {
  if (plan.ignoredConcurrency) {
    createLogger(config.LOG_LEVEL).warn(
      { WEB_CONCURRENCY: plan.ignoredConcurrency },
      "WEB_CONCURRENCY is ignored: the embedded database (no DATABASE_URL) allows one process; set DATABASE_URL to run several workers",
    );
  }
  // Loaded here, not at the top, so the primary does not hold the React build in memory.
  const build = (await import(serverBuildFile)) as ServerBuild;
  await serve({
    pages: ({ database, hosts }) =>
      pageRoutes({ database, hosts, loadBuild: async () => build, mode: "production", serveClientBuild: true }),
    announce: !cluster.worker || cluster.worker.id === 1,
  });
}
