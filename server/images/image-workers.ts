import { fork, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { availableParallelism, setPriority } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ImageRefused, ImageUnprocessable, REFUSALS } from "./image-refused";
import { IMAGE_WORKER_NICE, type ImageJob, type WorkerMessage } from "./image-worker-messages";
import { limitConcurrency } from "./limit-concurrency";
import { screenUpload, type ProcessedImage } from "./process-image";

/*
 * Photos are decoded and encoded in child processes (image-worker.ts), not in the web
 * process. Measured in the web process (npm run bench -- --only uploads, ten 12 MP photos at
 * once): /healthz p99 0.7–1.1 s and 461 MB of RSS, which glibc never gave back (the AV1
 * encoder takes ~100 MB per frame, in arenas per thread). In a worker, a crash on a hostile
 * file fails that upload only, and the memory goes back to the system when it is recycled.
 */

export interface ImageWorkerOptions {
  /** Workers at most, each processing one photo at a time; further uploads wait their turn. */
  size: number;
  /** A job's time in its worker (not its wait in the queue); past it the worker is killed. */
  timeoutMs: number;
  /** A worker is replaced after this many photos… */
  jobsPerWorker: number;
  /** …or as soon as its RSS after a photo exceeds this. */
  maxRssBytes: number;
  /** An idle worker exits after this long, handing its memory back until the next upload. */
  idleMs: number;
  /** How long a new worker may take to load sharp and say it is ready. */
  startTimeoutMs: number;
}

export const IMAGE_WORKER_DEFAULTS: ImageWorkerOptions = {
  // min(2, max(1, cores - 1)): one core always stays for the web process and PostgreSQL (on
  // this 2-core machine, one worker per web process). A 12 MP photo keeps a worker's core
  // busy ~1.7 s. Measured with ten 12 MP uploads at once (2 web processes, so 2 workers at
  // nice 10; load average 3–4 from other work): /healthz's answers were slow (66–199 ms)
  // only in the first 0.4 s, while the 45 MB of photos arrived; under 66 ms for the ~10 s of
  // decoding and encoding after. More workers would shorten a burst's queue at the cost of
  // the visitors' core.
  size: Math.min(2, Math.max(1, availableParallelism() - 1)),
  // A 12 MP photo takes ~1.7 s of CPU: 30 s leaves room for a busy machine, not for a file
  // built to keep the decoder busy.
  timeoutMs: 30_000,
  // Measured on one worker, 12 MP photos one after another: RSS between photos 125 MB after
  // the first, 195 MB after the sixth (glibc keeps some of what each encode touched, even
  // with two arenas), peaks 201 → 243 MB. Replacing it every 10 photos (~150 ms to start a
  // new one) bounds that creep; a worker over 300 MB after a photo grew in a way a fresh
  // process would not, and goes at once.
  jobsPerWorker: 10,
  maxRssBytes: 300 * 1024 * 1024,
  idleMs: 30_000,
  startTimeoutMs: 30_000,
};

export interface ImageWorkerPool {
  /** The photo's renditions, made in a worker. Throws ImageRefused when the worker refuses it, fails or dies on it, or takes too long. */
  process(upload: Uint8Array): Promise<ProcessedImage>;
  /** The workers running now (for tests and the benchmark). */
  pids(): number[];
  /** Stops every worker, a job in progress failing as if it had crashed. */
  close(): Promise<void>;
}

interface Worker {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<void>;
  busy: boolean;
  jobs: number;
  idleTimer?: NodeJS.Timeout;
}

/** Starts no process until the first photo; then at most `size`, replacing those that die or are recycled. */
export function createImageWorkerPool(options: ImageWorkerOptions = IMAGE_WORKER_DEFAULTS): ImageWorkerPool {
  const entry = workerEntry();
  const slots = limitConcurrency(options.size);
  const workers = new Set<Worker>();

  function start(): Worker {
    const child = fork(entry.file, [], {
      execArgv: entry.execArgv,
      serialization: "advanced",
      // glibc's default of 8 arenas per core keeps what each sharp thread touched; two
      // arenas hold a worker's RSS near what one photo needs.
      env: { ...process.env, MALLOC_ARENA_MAX: "2" },
    });
    // A failed spawn or send is reported on the job; unheard, it would throw in the web process.
    child.on("error", () => {});
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, IMAGE_WORKER_NICE);
      } catch {
        // Exited already: the job that waits for it is told.
      }
    }
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(new Error(`The image worker did not start within ${options.startTimeoutMs} ms`));
      }, options.startTimeoutMs);
      child.once("message", (message: WorkerMessage) => {
        clearTimeout(timer);
        if (message.kind === "ready") resolve();
        else reject(new Error(`The image worker said "${message.kind}" before "ready"`));
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The image worker exited while starting (${signal ?? `code ${code}`})`));
      });
      child.once("error", (error) => {
        clearTimeout(timer);
        forget(worker);
        reject(error);
      });
    });
    ready.catch(() => {});
    const worker: Worker = { child, ready, exited, busy: false, jobs: 0 };
    child.once("exit", () => forget(worker));
    workers.add(worker);
    return worker;
  }

  function forget(worker: Worker) {
    clearTimeout(worker.idleTimer);
    workers.delete(worker);
  }

  /** Ends a worker: an idle one by closing its channel (it exits), a stuck one by SIGKILL. */
  function retire(worker: Worker, how: "close" | "kill") {
    forget(worker);
    const { child } = worker;
    if (how === "close" && child.connected) {
      child.disconnect();
      // Exiting on "disconnect" takes milliseconds; a worker that doesn't is killed.
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    } else child.kill("SIGKILL");
  }

  /** A busy worker keeps the web process alive (a script storing photos waits for them); an idle one doesn't. */
  function holdProcess(worker: Worker, hold: boolean) {
    const { child } = worker;
    if (hold) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  }

  function runJob(worker: Worker, upload: Uint8Array): Promise<ProcessedImage> {
    const { child } = worker;
    return new Promise<ProcessedImage>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        child.off("message", onMessage);
        child.off("exit", onExit);
      };
      const timer = setTimeout(() => {
        finish();
        retire(worker, "kill");
        reject(new ImageRefused(REFUSALS.tooSlow));
      }, options.timeoutMs);
      const onMessage = (message: WorkerMessage) => {
        if (message.kind === "ready") return;
        finish();
        worker.jobs++;
        if (worker.jobs >= options.jobsPerWorker || message.rssBytes > options.maxRssBytes) retire(worker, "close");
        if (message.kind === "done") resolve(message.image);
        else if (message.kind === "refused") reject(new ImageRefused(message.message));
        // sharp's own errors ("too large for the HEIF format", an encoder's failure): the file's doing, not the server's.
        else reject(new ImageUnprocessable(message.message));
      };
      // Killed by the kernel (out of memory), a decoder's segfault, or close(): this upload fails, the next gets a new worker.
      const onExit = () => {
        finish();
        reject(new ImageRefused(REFUSALS.crashed));
      };
      child.on("message", onMessage);
      child.once("exit", onExit);
      child.send({ upload } satisfies ImageJob, (error) => {
        if (!error) return;
        finish();
        retire(worker, "kill");
        reject(new ImageRefused(REFUSALS.crashed));
      });
    });
  }

  return {
    process(upload) {
      // At most `size` jobs hold a slot, so one of `size` workers is always idle or yet to start.
      return slots(async () => {
        const worker = [...workers].find((candidate) => !candidate.busy) ?? start();
        worker.busy = true;
        clearTimeout(worker.idleTimer);
        holdProcess(worker, true);
        try {
          await worker.ready;
          return await runJob(worker, upload);
        } finally {
          worker.busy = false;
          holdProcess(worker, false);
          if (workers.has(worker)) {
            worker.idleTimer = setTimeout(() => retire(worker, "close"), options.idleMs);
            worker.idleTimer.unref();
          }
        }
      });
    },
    pids: () => [...workers].flatMap((worker) => (worker.child.pid === undefined ? [] : [worker.child.pid])),
    async close() {
      const all = [...workers];
      for (const worker of all) retire(worker, "kill");
      await Promise.all(all.map((worker) => worker.exited));
    },
  };
}

/**
 * The worker's entry beside this module: bundled, build/server/image-worker.js next to
 * build/server/main.js (scripts/build-server.mjs); from the sources (tests, `npm run dev`,
 * scripts run by tsx), image-worker.ts through tsx's loader.
 */
function workerEntry(): { file: string; execArgv: string[] } {
  if (!import.meta.url.endsWith(".ts"))
    return { file: fileURLToPath(new URL("./image-worker.js", import.meta.url)), execArgv: [] };
  const tsx = createRequire(import.meta.url).resolve("tsx");
  return {
    file: fileURLToPath(new URL("./image-worker.ts", import.meta.url)),
    execArgv: ["--import", pathToFileURL(tsx).href],
  };
}

/** The web process's workers, started on the first upload. */
export const imageWorkers = createImageWorkerPool();

/**
 * An upload's renditions, made in an image worker. What can be refused from the bytes and
 * the header (not a photo, an SVG, a decompression bomb) is refused here at once, without
 * a worker. Throws ImageRefused.
 */
export async function processUpload(upload: Uint8Array): Promise<ProcessedImage> {
  await screenUpload(upload);
  return imageWorkers.process(upload);
}
