import type { TestProject } from "vitest/node";
import { ensureBuild } from "#scripts/ensure-build.mjs";
import { assertChromiumInstalled, launchChromiumServer } from "./chromium";

/**
 * Browser tests run against the production build in real Chromium: the build is made when
 * missing or stale, and one Chromium is launched per worker, closed when the run ends.
 */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  ensureBuild();
  const servers = await Promise.all(
    Array.from({ length: project.config.maxWorkers ?? 1 }, () => launchChromiumServer()),
  );
  project.provide(
    "chromiumEndpoints",
    servers.map((server) => server.wsEndpoint()),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
