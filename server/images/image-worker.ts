import { readdirSync } from "node:fs";
import { setPriority } from "node:os";
import { ImageRefused } from "./image-refused";
import { IMAGE_WORKER_NICE, type ImageJob, type WorkerMessage } from "./image-worker-messages";
import { processImage } from "./process-image";

/*
 * An image worker: a child process forked by image-workers.ts (bundled to
 * build/server/image-worker.js). It processes one photo at a time, as the web process sends
 * them, and answers each with the renditions or the refusal. It has no database, no port
 * and no secrets of its own: a file that crashes the decoder takes down this process only.
 */

// The web process lowered this process's priority as it started, but Linux keeps a nice
// value per thread, and Node's threads may have started before it did: renice them all, so
// the visitors' requests come first on every core. (Threads started later inherit it.)
for (const thread of threadIds()) {
  try {
    setPriority(thread, IMAGE_WORKER_NICE);
  } catch {
    // The thread just ended.
  }
}

function threadIds(): number[] {
  try {
    return readdirSync("/proc/self/task").map(Number);
  } catch {
    // Not Linux: the main thread's priority, set by the web process, is what there is.
    return [];
  }
}

// Ctrl-C in a terminal signals the whole process group: the web process decides when this
// one ends (it drains its uploads first), by closing the channel.
process.on("SIGINT", () => {});
process.on("disconnect", () => process.exit(0));

const send = (message: WorkerMessage) => process.send?.(message);

process.on("message", (job: ImageJob) => {
  processImage(job.upload).then(
    (image) => send({ kind: "done", image, rssBytes: process.memoryUsage.rss() }),
    (error: unknown) =>
      send(
        error instanceof ImageRefused
          ? { kind: "refused", message: error.message, rssBytes: process.memoryUsage.rss() }
          : {
              kind: "failed",
              message: error instanceof Error ? error.message : String(error),
              rssBytes: process.memoryUsage.rss(),
            },
      ),
  );
});

send({ kind: "ready" });
