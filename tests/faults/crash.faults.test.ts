import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseTarget } from "#server/db/database.ts";
import { felimarRequests } from "#server/db/schema.ts";
import { startPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { felimarRequest, submitFelimarRequest } from "./support/requests";
import {
  killAllServers,
  killServer,
  startServer,
  waitUntilHealthy,
  type ServerProcess,
} from "./support/server-process";

const POSTGRES_PORT = 3447;
const SUBMISSIONS = 200;
const CONCURRENCY = 8;
/** The server is killed when this many submissions have been answered (or failed). */
const KILL_AFTER = 100;

let postgres: PrivatePostgres;
let pgliteDir: string;

beforeAll(() => {
  postgres = startPrivatePostgres(POSTGRES_PORT);
  pgliteDir = mkdtempSync(path.join(tmpdir(), "faults-pglite-"));
});

afterAll(async () => {
  await killAllServers();
  postgres?.dispose();
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
});

/**
 * Sends SUBMISSIONS Felimar requests, CONCURRENCY at a time, and SIGKILLs the server
 * once KILL_AFTER of them have finished. Returns every name sent and those answered 2xx.
 */
async function submitAndKill(server: ServerProcess) {
  const sent: string[] = [];
  const acknowledged: string[] = [];
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < SUBMISSIONS) {
      const body = felimarRequest(`Crash ${next++} ${Math.random().toString(36).slice(2)}`);
      sent.push(body.naam);
      const status = await submitFelimarRequest(server.url(""), body);
      if (status >= 200 && status < 300) acknowledged.push(body.naam);
      if (++finished === KILL_AFTER) server.child.kill("SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { sent, acknowledged };
}

/** The names among `names` stored in the database, read by a fresh connection after the server is gone. */
async function storedNames(target: DatabaseTarget, names: string[]): Promise<Set<string>> {
  const database = await openDatabase(target);
  try {
    const rows = await database.db
      .select({ naam: felimarRequests.naam })
      .from(felimarRequests)
      .where(inArray(felimarRequests.naam, names));
    return new Set(rows.map((row) => row.naam));
  } finally {
    await database.close();
  }
}

const databases: Array<{
  kind: string;
  port: number;
  env: () => Promise<Record<string, string>>;
  target: () => DatabaseTarget;
}> = [
  {
    kind: "PostgreSQL",
    port: 3402,
    env: async () => ({ DATABASE_URL: await postgres.createDatabase("faults_crash") }),
    target: () => ({ url: postgres.url("faults_crash") }),
  },
  {
    kind: "PGlite (DATA_DIR)",
    port: 3403,
    env: async () => ({ DATA_DIR: pgliteDir }),
    target: () => ({ dataDir: pgliteDir }),
  },
];

describe("kill -9 of the server during a stream of submissions", () => {
  for (const { kind, port, env, target } of databases) {
    it(`${kind}: restarts, and every submission answered 2xx is stored`, { timeout: 120_000 }, async () => {
      const serverEnv = await env();
      const first = startServer(port, serverEnv);
      await waitUntilHealthy(first);

      const { sent, acknowledged } = await submitAndKill(first);
      expect(await first.exited).toBeNull();
      expect(first.child.signalCode).toBe("SIGKILL");
      // The kill landed mid-stream: some were answered, some were not.
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER - CONCURRENCY);
      expect(acknowledged.length).toBeLessThan(SUBMISSIONS);

      // A crash leaves the embedded database's lock file behind: it must not block the restart.
      const second = startServer(port, serverEnv);
      await waitUntilHealthy(second);
      const after = await fetch(second.url("/api/felimar/requests"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(felimarRequest()),
      });
      expect(after.status).toBe(201);
      expect(await killServer(second, "SIGTERM")).toBe(0);

      const stored = await storedNames(target(), sent);
      const lost = acknowledged.filter((naam) => !stored.has(naam));
      console.info(
        `${kind}: ${sent.length} sent, ${acknowledged.length} answered 2xx before the kill, ${stored.size} stored ` +
          `(${stored.size - (acknowledged.length - lost.length)} stored without an answer), ${lost.length} answered but lost`,
      );
      expect(lost).toEqual([]);
    });
  }
});
