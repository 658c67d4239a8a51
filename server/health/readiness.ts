import type { Database } from "../db/database";

export type Phase = "starting" | "serving" | "draining";

/** What /readyz answers: ready, or why not. */
export type ReadyState =
  { ready: true } | { ready: false; code: "starting" | "draining" | "database_unavailable"; message: string };

/**
 * Where the process is in its life, for /readyz and for the requests that arrive before it
 * serves: `starting` while the database opens and migrations run (the server listens
 * before, so probes see it alive), `serving` once everything is up, `draining` from
 * SIGTERM until it exits. Liveness (/healthz) does not look at it: a process that answers
 * is alive, whatever its database does.
 */
export interface Readiness {
  readonly phase: Phase;
  /** Everything is up: requests are served from now on. */
  serve(database: Pick<Database, "isHealthy">): void;
  /** SIGTERM: load balancers should send nothing new. */
  drain(): void;
  /** Resolves true once serving, or false when `timeoutMs` passed or the process began draining first. */
  untilServing(timeoutMs: number): Promise<boolean>;
  check(): Promise<ReadyState>;
}

export function createReadiness(): Readiness {
  let phase: Phase = "starting";
  let database: Pick<Database, "isHealthy"> | null = null;
  const waiting = new Set<(serving: boolean) => void>();
  const settle = (serving: boolean) => {
    for (const resolve of waiting) resolve(serving);
    waiting.clear();
  };
  return {
    get phase() {
      return phase;
    },
    serve(opened) {
      if (phase !== "starting") return;
      database = opened;
      phase = "serving";
      settle(true);
    },
    drain() {
      phase = "draining";
      settle(false);
    },
    untilServing(timeoutMs) {
      if (phase !== "starting") return Promise.resolve(phase === "serving");
      return new Promise((resolve) => {
        const done = (serving: boolean) => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve(serving);
        };
        const timer = setTimeout(() => done(false), timeoutMs);
        waiting.add(done);
      });
    },
    async check() {
      if (phase === "starting")
        return { ready: false, code: "starting", message: "The server is starting: migrations are running." };
      if (phase === "draining") return { ready: false, code: "draining", message: "The server is shutting down." };
      return (await database!.isHealthy())
        ? { ready: true }
        : { ready: false, code: "database_unavailable", message: "The database is not answering." };
    },
  };
}

/** Readiness of an app whose database is open from the start (tests, tools): serving at once. */
export function servingReadiness(database: Pick<Database, "isHealthy">): Readiness {
  const readiness = createReadiness();
  readiness.serve(database);
  return readiness;
}
