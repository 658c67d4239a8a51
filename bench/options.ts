import { parseArgs } from "node:util";
import { BenchFailure } from "./checks";

export interface BenchOptions {
  /** Seconds each target is measured for, after its warm-up. */
  durationSeconds: number;
  warmupSeconds: number;
  /** Concurrent connections autocannon keeps open (closed loop: a new request as soon as one answers). */
  connections: number;
  /** Requests per second of the fixed-rate latency run. */
  fixedRate: number;
  /** The one-worker app listens here, the HTTP ceiling on the next port, the two-worker app on port + 2, nginx on port + 3. */
  port: number;
  /** Runs only the targets whose names contain one of these (all when empty). */
  only: string[];
  /** Writes a V8 CPU profile of the app server to a temporary folder. */
  cpuProfile: boolean;
  /** Serves BUILD_DIR as it is, without rebuilding it when the sources changed (to compare builds). */
  useBuildAsIs: boolean;
  /** PostgreSQL server on which a throwaway database is created and dropped. */
  serverUrl: string;
}

const USAGE = `npm run bench [-- options]
  --duration <s>      seconds per target after the warm-up (default 10)
  --warmup <s>        warm-up seconds per target (default 3)
  --quick             2 s warm-up and 3 s per target
  --connections <n>   concurrent connections (default 50)
  --rate <n>          fixed rate of the POST latency run, requests/s (default 500)
  --port <n>          one-worker app port; HTTP ceiling +1, two-worker app +2, nginx +3 (default 3300)
  --only <a,b>        only the rows whose names contain one of these words (each sets up what it
                      needs); the rows: http-ceiling; nginx serving the app's pages: nginx-home,
                      nginx-felimar; one worker: healthz, home, felimar-page, note-read; two workers:
                      felimar-request, note-create, outbox-drain, felimar-request-notified, inbox-first-page,
                      inbox-search-word, inbox-search-phone, inbox-bulk, felimar-request-<rate>rps, uploads; public log
                      (a million entries filled first, two workers): log-inclusion, log-consistency,
                      log-checkpoint, log-append-1, log-append-10, log-append-100, log-append-1000; db-ceiling
  --cpu-prof          write a CPU profile of each app process (V8 .cpuprofile) to $TMPDIR/bench-profiles/
  --no-build          serve BUILD_DIR as it is, even if the sources are newer (to compare builds)
Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BUILD_DIR.`;

export function readOptions(argv: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: "string" },
      warmup: { type: "string" },
      quick: { type: "boolean", default: false },
      connections: { type: "string", default: "50" },
      rate: { type: "string", default: "500" },
      port: { type: "string", default: "3300" },
      only: { type: "string", default: "" },
      "cpu-prof": { type: "boolean", default: false },
      "no-build": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    durationSeconds: positive("duration", values.duration ?? (values.quick ? "3" : "10")),
    warmupSeconds: positive("warmup", values.warmup ?? (values.quick ? "2" : "3")),
    connections: positive("connections", values.connections),
    fixedRate: positive("rate", values.rate),
    port: positive("port", values.port),
    only: values.only
      .split(",")
      .map((word) => word.trim())
      .filter(Boolean),
    cpuProfile: values["cpu-prof"],
    useBuildAsIs: values["no-build"],
    serverUrl: process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  };
}

function positive(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`--${name} must be a positive number, got "${value}"\n\n${USAGE}`);
  return number;
}

/**
 * Which rows run: those whose names contain one of `only`'s words, or all when it is
 * empty. A word no row's name contains is refused, so a typo cannot run nothing.
 */
export function rowSelection(only: readonly string[], names: readonly string[]): (name: string) => boolean {
  const unknown = only.filter((word) => !names.some((name) => name.includes(word)));
  if (unknown.length > 0)
    throw new BenchFailure(
      `--only: no row's name contains ${unknown.map((word) => `"${word}"`).join(", ")}. The rows: ${names.join(", ")}.`,
    );
  return (name) => only.length === 0 || only.some((word) => name.includes(word));
}
