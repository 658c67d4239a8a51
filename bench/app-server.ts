import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { BenchDatabase } from "./database";
import type { BenchOptions } from "./options";
import type { SmtpSink } from "./outbox";
import { startServer, type ServerProcess } from "./processes";

// High enough that no request of the run is limited; the limiter still counts every one.
const UNLIMITED = "1000000000";

export interface AppServer extends ServerProcess {
  workers: number;
  /** What row labels add, e.g. "1 worker". */
  workersLabel: string;
}

/**
 * The production build on the bench database with WEB_CONCURRENCY=`workers`: with
 * DATABASE_URL set, the server forks that many workers under a primary (the pid
 * spawned here). Waits (up to 10 s) until the workers are there, and says so when
 * they never come, so a row labelled "2 workers" cannot silently measure one process.
 */
export async function startApp(deps: {
  options: BenchOptions;
  database: BenchDatabase;
  buildDir: string;
  smtp: SmtpSink;
  workers: number;
  port: number;
}): Promise<AppServer> {
  const { options, buildDir, workers, port } = deps;
  const workersLabel = `${workers} worker${workers === 1 ? "" : "s"}`;
  const server = await startServer({
    name: `the app (${workersLabel})`,
    args: appArgs(options, buildDir),
    env: appEnv(deps),
    port,
    readyPath: "/readyz",
  });
  if (workers > 1) {
    const deadline = Date.now() + 10_000;
    while (server.pids().length < workers + 1 && Date.now() < deadline) await sleep(200);
    const processes = server.pids().length;
    if (processes < workers + 1)
      console.warn(
        `Warning: WEB_CONCURRENCY=${workers}, but the server runs ${processes} process(es): rows labelled "${workersLabel}" measure those.`,
      );
  }
  return { ...server, workers, workersLabel };
}

function appArgs(options: BenchOptions, buildDir: string): string[] {
  // Cluster workers inherit the primary's Node flags, so each writes its own profile.
  const profiling = options.cpuProfile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir()}`] : [];
  return [...profiling, path.join(buildDir, "server/main.js")];
}

function appEnv({
  database,
  buildDir,
  smtp,
  workers,
  port,
}: {
  database: BenchDatabase;
  buildDir: string;
  smtp: SmtpSink;
  workers: number;
  port: number;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: database.url,
    WEB_CONCURRENCY: String(workers),
    SMTP_URL: smtp.url,
    // Warnings and errors only: one JSON line per request would cost more than some endpoints.
    LOG_LEVEL: "warn",
    RATE_LIMIT_CLIENT_MAX: UNLIMITED,
    NOTES_RATE_LIMIT_CLIENT_MAX: UNLIMITED,
  };
}

export const profileDir = () => path.join(os.tmpdir(), "bench-profiles");
