import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { buildDir } from "#server/paths.ts";
import { TEST_ORIGIN } from "../../support/admin-session";

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  url(path: string): string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited, with its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/**
 * The production build started the way `npm start` runs it: its own Node process, so
 * it can be killed with SIGKILL. The limits are raised so a test hits one only on purpose.
 * One process even on PostgreSQL (WEB_CONCURRENCY=1), so a kill -9 stops the whole server;
 * a test that wants workers (server/cluster.ts) sets WEB_CONCURRENCY.
 */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [path.join(buildDir, "server/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      WEB_CONCURRENCY: "1",
      RATE_LIMIT_CLIENT_MAX: "1000000",
      NOTES_RATE_LIMIT_CLIENT_MAX: "1000000",
      // A test may speak as many clients (X-Forwarded-For), as submitFelimarRequest does for its proofs of work.
      TRUST_PROXY_HOPS: "1",
      // The origin the back-office sessions of tests/support/admin-session.ts send (the config's
      // default without PORT): SITE_URL would otherwise follow PORT, and their POSTs be refused.
      SITE_URL: TEST_ORIGIN,
      ...env,
    },
  });
  running.add(child);
  let output = "";
  const collect = (chunk: Buffer) => {
    // The last 200 KB is plenty to explain a failure.
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { port, child, url: (urlPath) => `http://127.0.0.1:${port}${urlPath}`, output: () => output, exited };
}

/**
 * Waits for `/readyz` to answer 200 (migrated, database answering); fails with the server's
 * output if it never does or the process exits. `/healthz` answers as soon as the process listens.
 */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `The server exited (${server.child.exitCode ?? server.child.signalCode}) before it was healthy:\n${server.output()}`,
      );
    }
    const healthy = await fetch(server.url("/readyz"), { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

export async function killServer(server: ServerProcess, signal: NodeJS.Signals = "SIGKILL"): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** For afterAll: no server outlives its test file. */
export async function killAllServers(): Promise<void> {
  const exits = [...running].map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) child.kill("SIGKILL");
  await Promise.all(exits);
}
