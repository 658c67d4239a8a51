import cluster, { type Worker } from "node:cluster";
import { availableParallelism, totalmem } from "node:os";
import type { Config } from "./config";
import type { Logger } from "./logger";

/**
 * Every core. With DATABASE_URL, `npm start` is a primary process that
 * forks WEB_CONCURRENCY workers running the same entry; each worker is the whole server
 * (serve.ts: database, outbox worker, timers), and node:cluster's primary hands them the
 * connections in turn. The primary opens no database and serves nothing: it replaces a
 * worker that dies and, on SIGTERM/SIGINT, has every worker drain. Without DATABASE_URL
 * there is one process: the embedded database allows one process on its folder.
 *
 * A worker whose primary is gone (kill -9) exits at once: node:cluster does that when the
 * IPC channel closes, and the listening socket was the primary's anyway.
 */

export interface WorkerPlan {
  workers: number;
  /** WEB_CONCURRENCY as set, when the embedded database means it cannot be honoured. */
  ignoredConcurrency?: number;
}

export function planWorkers(
  config: Pick<Config, "DATABASE_URL" | "WEB_CONCURRENCY">,
  cores = availableParallelism(),
): WorkerPlan {
  if (config.DATABASE_URL) return { workers: config.WEB_CONCURRENCY ?? cores };
  return config.WEB_CONCURRENCY && config.WEB_CONCURRENCY > 1
    ? { workers: 1, ignoredConcurrency: config.WEB_CONCURRENCY }
    : { workers: 1 };
}

/**
 * Half the memory goes to the workers' V8 heaps together. The other half is for what
 * each process holds outside that heap (buffers, compiled code, the young generation),
 * the primary, the OS's file cache and, often, PostgreSQL on the same machine. Without a cap every worker would take
 * V8's own default, a quarter of the machine's memory (up to 4 GB), so 4 workers could
 * together grow past the machine before any of them collected hard.
 */
export const HEAP_SHARE = 0.5;
/** Below this the server's own working set (the React build, the page cache) leaves no room. */
export const MIN_HEAP_MB = 128;
/**
 * Several times what a worker needs (the bench expects under 200 MB of RSS each): a worker past it
 * is leaking, and is better stopped and replaced than left to push the machine into swap.
 */
export const MAX_HEAP_MB = 1024;

/** Each worker's `--max-old-space-size`, in MB. */
export function heapCapMb(memoryBytes: number, workers: number): number {
  const shareMb = (memoryBytes * HEAP_SHARE) / workers / 2 ** 20;
  return Math.floor(Math.min(MAX_HEAP_MB, Math.max(MIN_HEAP_MB, shareMb)));
}

/** The memory this process may use: the container's limit (cgroup) when one is set below the machine's. */
export function availableMemory(): number {
  // 0 when unknown, a huge number when no limit is set.
  const constrained = process.constrainedMemory();
  return constrained > 0 ? Math.min(constrained, totalmem()) : totalmem();
}

/** Whether the person starting the server set the heap size already (node's flags or NODE_OPTIONS): theirs wins. */
export function heapSizeSetExplicitly(execArgv: string[], nodeOptions = ""): boolean {
  // V8 reads `-` and `_` alike in flag names.
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => /^--max[-_]old[-_]space[-_]size\b/.test(arg));
}

/** A worker that ran this long was healthy: its replacement starts at once. */
export const STABLE_UPTIME_MS = 30_000;
export const MAX_RESTART_DELAY_MS = 30_000;

/**
 * When to replace a worker that exited, given how many exited in a row before running
 * STABLE_UPTIME_MS. The first such exit (a kill, an out-of-memory) is replaced at once;
 * while they keep coming (a crash loop: a poisonous request, the database refusing
 * connections) after 1 s, 2 s, 4 s… up to 30 s, so the primary does not spin.
 */
export function planRestart(quickExitsBefore: number, uptimeMs: number): { quickExits: number; delayMs: number } {
  const quickExits = uptimeMs >= STABLE_UPTIME_MS ? 0 : quickExitsBefore + 1;
  const delayMs = quickExits <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (quickExits - 2));
  return { quickExits, delayMs };
}

/**
 * What a worker sends the primary once its database is open and it serves (serve.ts). A
 * worker listens before that, so its probes answer during migrations; "listening" no
 * longer means it could start.
 */
export const WORKER_READY = { type: "small-sites:worker-ready" } as const;

const isWorkerReady = (message: unknown) =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === WORKER_READY.type;

/** Each worker gives up draining after 10 s (serve.ts); the primary kills what is left a little later. */
const DRAIN_BACKSTOP_MS = 15_000;

/**
 * Runs the primary: forks `workers` processes of `entry`, keeps that many running, and on
 * SIGTERM/SIGINT forwards SIGTERM to each and exits once all are gone: 0 when each
 * drained, 1 when one had to be killed or failed. A worker that fails before any worker
 * was ever ready (bad settings, no database) stops the whole server with 1, as a single
 * process would: restarting could not help.
 */
export function runPrimary({ workers, entry, logger }: { workers: number; entry: string; logger: Logger }): void {
  const explicitHeap = heapSizeSetExplicitly(process.execArgv, process.env.NODE_OPTIONS);
  const heapMb = explicitHeap ? null : heapCapMb(availableMemory(), workers);
  cluster.setupPrimary({
    exec: entry,
    execArgv: heapMb ? [...process.execArgv, `--max-old-space-size=${heapMb}`] : process.execArgv,
  });

  const startedAt = new Map<Worker, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let anyReady = false;
  let quickExits = 0;
  let stopping = false;
  let exitCode = 0;

  const fork = () => startedAt.set(cluster.fork(), Date.now());
  const exitWhenAllGone = () => {
    if (startedAt.size > 0) return;
    logger.info({ exitCode }, "all workers stopped");
    process.exit(exitCode);
  };
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    logger.info({ reason, workers: startedAt.size }, "stopping the workers");
    for (const worker of startedAt.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      logger.warn(
        { workers: startedAt.size },
        `workers still running after ${DRAIN_BACKSTOP_MS / 1000} s; killing them`,
      );
      exitCode = 1;
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
    }, DRAIN_BACKSTOP_MS).unref();
    exitWhenAllGone();
  };

  cluster.on("message", (_worker, message) => {
    if (isWorkerReady(message)) anyReady = true;
  });
  cluster.on("exit", (worker, code, signal) => {
    const uptimeMs = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    const exit = { worker: worker.id, workerPid: worker.process.pid, code, signal };
    if (stopping) {
      // A worker still starting when SIGTERM came dies of it: it had nothing to drain.
      if (code !== 0 && signal !== "SIGTERM") exitCode = 1;
      exitWhenAllGone();
    } else if (!anyReady) {
      logger.fatal(exit, "a worker failed to start");
      exitCode = 1;
      stop("a worker failed to start");
    } else {
      const restart = planRestart(quickExits, uptimeMs);
      quickExits = restart.quickExits;
      logger.error({ ...exit, uptimeMs, restartInMs: restart.delayMs }, "a worker exited; starting another");
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer);
        fork();
      }, restart.delayMs);
      pendingRestarts.add(timer);
    }
  });
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  logger.info({ workers, heapMb: heapMb ?? "as set in the node options" }, "starting the workers");
  for (let i = 0; i < workers; i++) fork();
}
