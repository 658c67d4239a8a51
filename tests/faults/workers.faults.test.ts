import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { get } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { felimarRequests } from "#server/db/schema.ts";
import { startPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { fetchProof } from "../support/proof-of-work";
import { felimarRequest, submitFelimarRequest } from "./support/requests";
import { childPids, processGone } from "../support/process-tree";
import {
  killAllServers,
  killServer,
  startServer,
  waitUntilHealthy,
  type ServerProcess,
} from "./support/server-process";

// The server on every core (server/cluster.ts): a primary and WEB_CONCURRENCY=2 workers on PostgreSQL.
const POSTGRES_PORT = 3452;
const PORTS = { kill: 3410, drain: 3411, primary: 3412, metrics: 3413, metricsListener: 3414 } as const;
const SUBMISSIONS = 200;
const CONCURRENCY = 8;
/** A worker is killed when this many submissions have been answered (or failed). */
const KILL_AFTER = 60;

let postgres: PrivatePostgres;

beforeAll(() => {
  postgres = startPrivatePostgres(POSTGRES_PORT);
});

afterAll(async () => {
  await killAllServers();
  postgres?.dispose();
});

async function until<T>(find: () => T | undefined | false, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts a primary with two workers, both ready (at LOG_LEVEL info each worker says "listening", then, once its
 * database is open and it serves, "ready"); answers it and its workers' pids.
 */
async function startTwoWorkers(port: number, database: string) {
  const server = startServer(port, {
    DATABASE_URL: await postgres.createDatabase(database),
    WEB_CONCURRENCY: "2",
    LOG_LEVEL: "info",
  });
  await waitUntilHealthy(server);
  // /readyz answered by one worker: the other may still be opening the database (waiting for the migration lock).
  await until(() => loggedPids(server, "ready").length === 2, 30_000, `both workers ready:\n${server.output()}`);
  const workers = childPids(server.child.pid!);
  expect(workers.sort()).toEqual(listeningPids(server).sort());
  expect(workers.sort()).toEqual(loggedPids(server, "ready").sort());
  // One setup link for the fresh install, from the first worker, not one per worker.
  expect(server.output().match(/No operator account yet/g)).toHaveLength(1);
  return { server, workers };
}

/** The pids of the workers that logged `message`, in order. */
function loggedPids(server: ServerProcess, message: string): number[] {
  return [...server.output().matchAll(new RegExp(`"pid":(\\d+)[^\\n]*"msg":"${message}"`, "g"))].map((match) =>
    Number(match[1]),
  );
}

/** The pids of the workers that logged "listening", in order. */
const listeningPids = (server: ServerProcess) => loggedPids(server, "listening");

const submit = (server: ServerProcess, body: ReturnType<typeof felimarRequest>) =>
  submitFelimarRequest(server.url(""), body);

async function storedNames(databaseUrl: string): Promise<string[]> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    return (await database.db.select({ naam: felimarRequests.naam }).from(felimarRequests)).map((row) => row.naam);
  } finally {
    await database.close();
  }
}

/**
 * Which worker holds the server's end of a client connection: the socket whose remote
 * port is the client's local one in /proc/net/tcp, then the worker with that socket open.
 */
function workerHolding(serverPort: number, clientPort: number, workers: number[]): number | undefined {
  const hexPort = (port: number) => port.toString(16).toUpperCase().padStart(4, "0");
  const line = readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .map((row) => row.trim().split(/\s+/))
    .find((fields) => fields[1]?.endsWith(`:${hexPort(serverPort)}`) && fields[2]?.endsWith(`:${hexPort(clientPort)}`));
  const socket = line && `socket:[${line[9]}]`;
  if (!socket) return undefined;
  return workers.find((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`) === socket;
        } catch {
          return false;
        }
      });
    } catch {
      return false;
    }
  });
}

/**
 * A POST whose headers and first half of the body are sent now, the rest by `finish`,
 * which answers the status and headers once the server has closed the connection (the
 * client keeps it alive: a draining server must not wait for it to hang up).
 */
function slowPost(port: number, path: string, body: unknown) {
  const bytes = Buffer.from(JSON.stringify(body));
  const half = Math.floor(bytes.length / 2);
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return {
    socket,
    async start() {
      await connected;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\n\r\n`,
      );
      socket.write(bytes.subarray(0, half));
    },
    async finish(): Promise<{ status: number; head: string }> {
      socket.write(bytes.subarray(half));
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      expect(socket.closed, "the connection still open 3 s after the answer").toBe(true);
      const head = received.split("\r\n\r\n")[0] ?? "";
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head };
    },
  };
}

/** Whether a new connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

describe("the server on two workers (PostgreSQL)", () => {
  it("replaces a worker killed with kill -9 and loses no acknowledged submission", { timeout: 60_000 }, async () => {
    const databaseUrl = postgres.url("faults_workers_kill");
    const { server, workers } = await startTwoWorkers(PORTS.kill, "faults_workers_kill");
    const [victim, survivor] = workers as [number, number];

    const sent: string[] = [];
    const acknowledged: string[] = [];
    let acknowledgedAfterKill = 0;
    let killedAt = 0;
    let replaced: Promise<{ pid: number; afterMs: number }> | undefined;
    let next = 0;
    let finished = 0;
    const sender = async () => {
      while (next < SUBMISSIONS) {
        next++;
        const body = felimarRequest();
        sent.push(body.naam);
        const sentAfterKill = killedAt > 0;
        const status = await submit(server, body);
        if (status >= 200 && status < 300) {
          acknowledged.push(body.naam);
          if (sentAfterKill) acknowledgedAfterKill++;
        }
        if (++finished === KILL_AFTER) {
          process.kill(victim, "SIGKILL");
          killedAt = Date.now();
          replaced = until(
            () => childPids(server.child.pid!).find((pid) => !workers.includes(pid)),
            5_000,
            "a replacement worker",
          ).then((pid) => ({
            pid,
            afterMs: Date.now() - killedAt,
          }));
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));

    // A new worker, with a new pid, took the dead one's place within a few seconds, and listens.
    const { pid: replacement, afterMs } = await replaced!;
    await until(() => listeningPids(server).includes(replacement), 10_000, "the replacement listening");
    expect(processGone(victim)).toBe(true);
    expect(childPids(server.child.pid!).sort()).toEqual([survivor, replacement].sort());
    expect(server.output()).toMatch(
      new RegExp(`"workerPid":${victim},"code":null,"signal":"SIGKILL"[^\\n]*"a worker exited; starting another"`),
    );

    // The server kept answering: only requests on the dead worker's connections can have failed
    // (each of the client's connections at most once, and a few handed to it as it died).
    expect(sent.length - acknowledged.length).toBeLessThanOrEqual(2 * CONCURRENCY);
    expect(acknowledgedAfterKill).toBeGreaterThanOrEqual(SUBMISSIONS - KILL_AFTER - 3 * CONCURRENCY);

    const stored = await storedNames(databaseUrl);
    const lost = acknowledged.filter((naam) => !stored.includes(naam));
    console.info(
      `worker replaced after ${afterMs} ms; ${sent.length} sent, ${acknowledged.length} answered 2xx, ${stored.length} stored, ${lost.length} answered but lost`,
    );
    expect(lost).toEqual([]);
    // Nothing else: no row twice, none that was not sent.
    expect(new Set(stored).size).toBe(stored.length);
    expect(stored.filter((naam) => !sent.includes(naam))).toEqual([]);
  });

  it(
    "on SIGTERM finishes the requests in flight on both workers, refuses new connections, and exits 0",
    { timeout: 60_000 },
    async () => {
      const { server, workers } = await startTwoWorkers(PORTS.drain, "faults_workers_drain");
      // Each with its proof of work, as the page sends it: without one a request is stored as spam, not as a request.
      const bodies = await Promise.all(
        Array.from({ length: 6 }, async () => ({ ...felimarRequest(), altcha: await fetchProof(server.url("")) })),
      );
      const posts = bodies.map((body) => slowPost(PORTS.drain, "/api/felimar/requests", body));
      await Promise.all(posts.map((post) => post.start()));
      // Round-robin spreads the connections; check that each worker holds at least one.
      const holders = await until(
        () => {
          const found = posts.map((post) => workerHolding(PORTS.drain, post.socket.localPort!, workers));
          return found.every(Boolean) && found;
        },
        5_000,
        "each connection to reach a worker",
      );
      expect(new Set(holders)).toEqual(new Set(workers));
      // Each worker has read the headers it was sent: its request is in flight, not an idle connection.
      await new Promise((resolve) => setTimeout(resolve, 300));

      server.child.kill("SIGTERM");
      await until(
        () => server.output().match(/"msg":"shutting down"/g)?.length === 2,
        5_000,
        "both workers shutting down",
      );
      const deadline = Date.now() + 3_000;
      while (!(await refused(PORTS.drain))) {
        expect(Date.now(), "new connections still accepted 3 s after SIGTERM").toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      const answers = await Promise.all(posts.map((post) => post.finish()));
      expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 201));
      expect(await server.exited).toBe(0);
      for (const pid of workers) expect(processGone(pid), `worker ${pid} still running`).toBe(true);

      const stored = await storedNames(postgres.url("faults_workers_drain"));
      expect(stored.sort()).toEqual(bodies.map((body) => body.naam).sort());
    },
  );

  it(
    "stops with exit code 1 when the workers cannot start, instead of restarting them forever",
    { timeout: 30_000 },
    async () => {
      const server = startServer(PORTS.primary, {
        DATABASE_URL: postgres.url("faults_workers_no_such_database"),
        WEB_CONCURRENCY: "2",
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/"a worker failed to start"/);
    },
  );

  it(
    "serves the workers' metrics summed, and the database's once, on the primary's METRICS_PORT",
    { timeout: 60_000 },
    async () => {
      const server = startServer(PORTS.metrics, {
        DATABASE_URL: await postgres.createDatabase("faults_workers_metrics"),
        WEB_CONCURRENCY: "2",
        METRICS_PORT: String(PORTS.metricsListener),
      });
      await waitUntilHealthy(server);
      // A new connection each: node:cluster's primary hands connections to the workers in turn.
      const REQUESTS = 20;
      for (let i = 0; i < REQUESTS; i++) {
        const status = await new Promise<number>((resolve, reject) =>
          get(server.url("/api/felimar/bundles"), { agent: false }, (response) => {
            response.resume();
            response.once("end", () => resolve(response.statusCode ?? 0));
          }).once("error", reject),
        );
        expect(status).toBe(200);
      }
      const text = await (await fetch(`http://127.0.0.1:${PORTS.metricsListener}/metrics`)).text();
      const served =
        /^smallsites_http_request_duration_seconds_count\{method="GET",route="\/api\/felimar\/bundles",status_class="2xx"\} (\d+)$/m.exec(
          text,
        );
      expect(Number(served?.[1]), text).toBe(REQUESTS);
      // Read by the primary alone: one sample, not one per worker added up.
      expect(text.match(/^smallsites_database_up \d+$/gm)).toEqual(["smallsites_database_up 1"]);
      expect(text).toMatch(/^smallsites_outbox_jobs_waiting\{kind="owner-email"\} 0$/m);
      expect(await killServer(server, "SIGTERM")).toBe(0);
    },
  );

  it("leaves no worker serving when the primary is killed with kill -9", { timeout: 60_000 }, async () => {
    const { server, workers } = await startTwoWorkers(PORTS.primary, "faults_workers_primary");
    server.child.kill("SIGKILL");
    await server.exited;
    await until(() => workers.every(processGone), 5_000, "the workers to exit");
    expect(await refused(PORTS.primary)).toBe(true);
  });
});
