import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * pg_dump, pg_restore and psql, of a major version at least the server's: pg_dump refuses a newer
 * server (Debian's is 15). Debian installs each version under /usr/lib/postgresql/<major>/bin;
 * the newest there is taken, else the one on PATH.
 */
export interface PostgresTools {
  pgDump: string;
  pgRestore: string;
  psql: string;
  major: number;
}

const DEBIAN_ROOT = "/usr/lib/postgresql";

export async function postgresTools(serverMajor: number): Promise<PostgresTools> {
  const candidates = debianVersions().map((major) => ({
    pgDump: path.join(DEBIAN_ROOT, String(major), "bin/pg_dump"),
    pgRestore: path.join(DEBIAN_ROOT, String(major), "bin/pg_restore"),
    psql: path.join(DEBIAN_ROOT, String(major), "bin/psql"),
  }));
  candidates.push({ pgDump: "pg_dump", pgRestore: "pg_restore", psql: "psql" });
  let newest: PostgresTools | null = null;
  for (const candidate of candidates) {
    const major = await versionOf(candidate.pgDump);
    if (major === null) continue;
    if (major >= serverMajor) return { ...candidate, major };
    if (!newest || major > newest.major) newest = { ...candidate, major };
  }
  throw new Error(
    `The PostgreSQL server is version ${serverMajor}, and pg_dump must be at least that: ` +
      (newest ? `the newest found is ${newest.major} (${newest.pgDump}). ` : "no pg_dump was found. ") +
      `Install postgresql-client-${serverMajor} (on Debian: apt-get install postgresql-client-${serverMajor}, ` +
      "from apt.postgresql.org when Debian has no such version).",
  );
}

function debianVersions(): number[] {
  if (!existsSync(DEBIAN_ROOT)) return [];
  return readdirSync(DEBIAN_ROOT)
    .map(Number)
    .filter((major) => Number.isInteger(major) && existsSync(path.join(DEBIAN_ROOT, String(major), "bin/pg_dump")))
    .sort((a, b) => b - a);
}

async function versionOf(program: string): Promise<number | null> {
  try {
    const { stdout } = await runTool(program, ["--version"]);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout.toString("utf8"));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The connection for a tool: the URL without its password, which goes in PGPASSWORD so it
 * is not in the process list.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a tool, `input` on its stdin; answers its stdout, or throws with its stderr. */
export function runTool(
  program: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: Buffer } = {},
): Promise<{ stdout: Buffer }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: options.env ?? process.env, stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.stdin.on("error", () => {});
    child.on("close", (code) => {
      if (code === 0) resolve({ stdout: Buffer.concat(out) });
      else reject(new Error(`${path.basename(program)} failed: ${Buffer.concat(err).toString("utf8").trim()}`));
    });
    child.stdin.end(options.input);
  });
}
