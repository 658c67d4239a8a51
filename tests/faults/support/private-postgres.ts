import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * A throwaway PostgreSQL cluster of our own, so a test can stop and start it
 * without touching a shared server: `initdb` into a fresh temporary folder, one
 * port, its unix socket in that folder. PostgreSQL refuses to run as root, so
 * as root every command runs as the `postgres` user.
 */
export interface PrivatePostgres {
  port: number;
  /** The connection string of a database in this cluster. */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** Stops it the hard way (`-m immediate`): the connections drop at once, as in a crash. */
  stop(): void;
  start(): void;
  /** Stops it and deletes its folder. */
  dispose(): void;
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBinDir();
  const folder = mkdtempSync(path.join(tmpdir(), "faults-pg-"));
  const dataDir = path.join(folder, "data");
  const runAsPostgres = process.getuid?.() === 0;
  if (runAsPostgres) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(folder, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = runAsPostgres
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    execFileSync(command[0] as string, command[1] as string[], { stdio: "pipe" });
  };
  // fsync=off: a crash of PostgreSQL keeps what it wrote (the OS has it); only a power loss would not.
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(folder, "postgres.log"),
      "-w",
      "-t",
      "30",
      "-o",
      serverOptions,
      "start",
    ]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);

  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  start();
  let running = true;
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;

  return {
    port,
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url() });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    stop() {
      stop();
      running = false;
    },
    start() {
      start();
      running = true;
    },
    dispose() {
      if (running) stop();
      running = false;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The newest PostgreSQL installed the Debian way (/usr/lib/postgresql/<version>/bin), or PG_BIN. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root).filter((version) => existsSync(path.join(root, version, "bin/initdb")))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    throw new Error(
      "The fault tests need PostgreSQL's server programs (initdb, pg_ctl): apt-get install -y postgresql, or set PG_BIN.",
    );
  }
  return path.join(root, newest, "bin");
}
