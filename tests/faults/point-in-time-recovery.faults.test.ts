import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresBinDir } from "./support/private-postgres";
import { fetchProof } from "../support/proof-of-work";
import { felimarRequest } from "./support/requests";
import {
  killAllServers,
  killServer,
  startServer,
  waitUntilHealthy,
  type ServerProcess,
} from "./support/server-process";

// The recipe of docs/point-in-time-recovery.md, run for real: a PostgreSQL cluster archiving its WAL with
// pgBackRest into a repository of its own, a full backup, the production server storing two submissions,
// then the cluster restored into a fresh data folder to the moment between them.
const POSTGRES_PORT = 3453;
/** The restored copy listens on a port of its own, so no query can reach the original by mistake. */
const RESTORED_PORT = 3454;
const SERVER_PORT = 3415;
const STANZA = "faults";
/** The app's tables go in the default database: one database fewer to copy in the backup and the restore. */
const DATABASE = "postgres";

let folder: string;
let cluster: ArchivingCluster;
let server: ServerProcess;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "faults-pitr-"));
  cluster = new ArchivingCluster(folder);
});

afterAll(async () => {
  await killAllServers();
  cluster?.stopAll();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/**
 * A throwaway cluster (initdb into `folder`/data) configured as docs/point-in-time-recovery.md says: WAL
 * archived by `pgbackrest archive-push` into `folder`/repo, under a pgbackrest.conf of its own (never
 * /etc/pgbackrest.conf). Like ./support/private-postgres.ts, as root every program runs as the
 * `postgres` user, since PostgreSQL refuses to run as root and the archive it writes must stay its own.
 */
class ArchivingCluster {
  readonly dataDir: string;
  readonly restoredDir: string;
  readonly config: string;
  private readonly bin = postgresBinDir();
  private readonly owner: { uid: number; gid: number } | null;

  constructor(private readonly folder: string) {
    this.dataDir = path.join(folder, "data");
    this.restoredDir = path.join(folder, "restored");
    this.config = path.join(folder, "pgbackrest.conf");
    this.owner =
      process.getuid?.() === 0
        ? {
            uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })),
            gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" })),
          }
        : null;
    try {
      this.run("pgbackrest", ["version"]);
    } catch {
      throw new Error("The point-in-time recovery test needs pgBackRest: apt-get install -y pgbackrest.");
    }
    this.own(folder);
    for (const name of ["repo", "lock", "log"]) {
      mkdirSync(path.join(folder, name));
      this.own(path.join(folder, name));
    }
    // docs/point-in-time-recovery.md's file, but with every path in this folder, no compression (on a
    // shared 2-core machine it would only cost CPU for a backup of a few tens of MB), and the archive's
    // waits giving up after 20 s rather than the default minute.
    writeFileSync(
      this.config,
      [
        "[global]",
        `repo1-path=${path.join(folder, "repo")}`,
        "repo1-retention-full=2",
        "start-fast=y",
        "compress-type=none",
        "archive-timeout=20",
        `lock-path=${path.join(folder, "lock")}`,
        `log-path=${path.join(folder, "log")}`,
        "log-level-file=off",
        "log-level-console=warn",
        "",
        `[${STANZA}]`,
        `pg1-path=${this.dataDir}`,
        `pg1-port=${POSTGRES_PORT}`,
        `pg1-socket-path=${folder}`,
        "",
      ].join("\n"),
    );
    this.own(this.config);
  }

  /** initdb, the archiving settings appended to its postgresql.conf, then started. */
  create(): void {
    this.postgres("initdb", [
      "-D",
      this.dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--no-sync",
      "--no-instructions",
    ]);
    appendFileSync(
      path.join(this.dataDir, "postgresql.conf"),
      [
        "",
        `port = ${POSTGRES_PORT}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${this.folder}'`,
        // As in ./support/private-postgres.ts: a crash keeps what the OS has; only a power loss would not.
        "fsync = off",
        "archive_mode = on",
        `archive_command = 'pgbackrest --config=${this.config} --stanza=${STANZA} archive-push %p'`,
        "",
      ].join("\n"),
    );
    this.start(this.dataDir, "postgres.log");
  }

  start(dataDir: string, logName: string, port?: number): void {
    const options = port ? ["-o", `-p ${port}`] : [];
    this.postgres("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(this.folder, logName),
      "-w",
      "-t",
      "30",
      ...options,
      "start",
    ]);
  }

  /** A clean stop (`-m fast`): the archiver hands over every finished WAL segment first. */
  stop(dataDir: string): void {
    this.postgres("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  }

  /** `pgbackrest --stanza=… <command> <options>` under this cluster's configuration. */
  backrest(command: string, options: string[] = []): string {
    return this.run("pgbackrest", [`--config=${this.config}`, `--stanza=${STANZA}`, ...options, command]);
  }

  /** The empty folder pgBackRest restores into, owned and private as PostgreSQL requires (0700). */
  prepareRestoredDir(): void {
    mkdirSync(this.restoredDir, { mode: 0o700 });
    this.own(this.restoredDir);
  }

  log(name: string): string {
    const file = path.join(this.folder, name);
    return existsSync(file) ? readFileSync(file, "utf8") : "";
  }

  /** For afterAll: any cluster still running is stopped at once, whatever the test reached. */
  stopAll(): void {
    for (const dataDir of [this.dataDir, this.restoredDir]) {
      if (!existsSync(path.join(dataDir, "postmaster.pid"))) continue;
      try {
        this.postgres("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already gone (a stale pid file): nothing to stop.
      }
    }
  }

  private postgres(program: string, args: string[]): string {
    return this.run(path.join(this.bin, program), args);
  }

  private run(program: string, args: string[]): string {
    const [command, commandArgs] = this.owner
      ? ["runuser", ["-u", "postgres", "--", program, ...args]]
      : [program, args];
    // The error's message carries the program's stderr, which explains a failed step.
    return execFileSync(command, commandArgs, { encoding: "utf8", stdio: "pipe", timeout: 60_000 });
  }

  private own(file: string): void {
    if (this.owner) chownSync(file, this.owner.uid, this.owner.gid);
  }
}

async function query<Row>(port: number, sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: DATABASE });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function submit(body: ReturnType<typeof felimarRequest>): Promise<string> {
  const response = await fetch(server.url("/api/felimar/requests"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, altcha: await fetchProof(server.url("")) }),
    signal: AbortSignal.timeout(10_000),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Which of `ids` are stored, in the inbox (`submissions`) and in the form's own table, sorted. */
async function storedIds(port: number, ids: string[]) {
  const found = async (table: string) =>
    (await query<{ id: string }>(port, `select id from ${table} where id = any($1)`, [ids]))
      .map((row) => row.id)
      .sort();
  return { inbox: await found("submissions"), form: await found("felimar_requests") };
}

/** Until the restored cluster has replayed to its target and promoted itself, failing with its log if it stops. */
async function waitUntilPromoted(timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (!existsSync(path.join(cluster.restoredDir, "postmaster.pid"))) {
      throw new Error(`The restored cluster stopped:\n${cluster.log("restored.log")}`);
    }
    try {
      const [row] = await query<{ recovering: boolean }>(RESTORED_PORT, "select pg_is_in_recovery() as recovering");
      if (row?.recovering === false) return;
    } catch (error) {
      // Not accepting connections yet.
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The restored cluster did not finish recovery within ${timeoutMs} ms (${String(lastError)}):\n${cluster.log("restored.log")}`,
  );
}

describe("point-in-time recovery with pgBackRest", () => {
  it(
    "restores the database to a moment between two submissions: the first is there, the second is not",
    { timeout: 90_000 },
    async () => {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      const timings: string[] = [];

      cluster.create();
      cluster.backrest("stanza-create");
      cluster.backrest("backup", ["--type=full"]);
      const info = JSON.parse(cluster.backrest("info", ["--output=json"])) as Array<{
        backup: Array<{ type: string }>;
      }>;
      expect(info[0]?.backup.map((backup) => backup.type)).toEqual(["full"]);
      timings.push(`cluster and full backup ${elapsed()} ms`);

      // The server's migrations run after the backup: the restore replays them from the archive too.
      server = startServer(SERVER_PORT, { DATABASE_URL: `postgres://postgres@127.0.0.1:${POSTGRES_PORT}/${DATABASE}` });
      await waitUntilHealthy(server);
      timings.push(`server healthy ${elapsed()} ms`);

      const a = await submit(felimarRequest("Point in time A"));
      // The target, read from the database's own clock once A's commit is answered: A committed before it,
      // and B, sent only after this answer, commits after it.
      const [target] = await query<{ at: string }>(
        POSTGRES_PORT,
        "select to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' as at",
      );
      const b = await submit(felimarRequest("Point in time B"));
      expect(await storedIds(POSTGRES_PORT, [a, b])).toEqual({ inbox: [a, b].sort(), form: [a, b].sort() });

      // B's commit must be in the archive, or a restore without it would prove nothing. `check` (the
      // recipe's own) switches PostgreSQL to a new WAL segment and waits until the one it left, which
      // holds B, is in the repository.
      cluster.backrest("check");

      expect(await killServer(server, "SIGTERM")).toBe(0);
      cluster.stop(cluster.dataDir);
      timings.push(`A, B archived, all stopped ${elapsed()} ms`);

      cluster.prepareRestoredDir();
      // archive-mode=off: this copy is for reading; only the cluster of record pushes WAL into the repository.
      cluster.backrest("restore", [
        `--pg1-path=${cluster.restoredDir}`,
        "--type=time",
        `--target=${target!.at}`,
        "--target-action=promote",
        "--archive-mode=off",
      ]);
      cluster.start(cluster.restoredDir, "restored.log", RESTORED_PORT);
      await waitUntilPromoted();
      timings.push(`restored and promoted ${elapsed()} ms`);

      expect(await storedIds(RESTORED_PORT, [a, b])).toEqual({ inbox: [a], form: [a] });
      // PostgreSQL stopped replaying at the first transaction that ended after the target (B's, or the
      // server's own work in between): the archive held WAL past the target and the restore left it out.
      expect(cluster.log("restored.log")).toMatch(/recovery stopping before (commit|abort) of transaction \d+, time/);
      console.info(`point-in-time recovery to ${target!.at}: ${timings.join(", ")}`);
    },
  );
});
