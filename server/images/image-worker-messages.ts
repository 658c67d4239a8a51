import type { ProcessedImage } from "./process-image";

/*
 * What the web process and an image worker (image-worker.ts) say to each other over the
 * IPC channel, serialized with `serialization: "advanced"` (structured clone): Buffers
 * arrive as Buffers, copied once, with no base64 on the way.
 */

/**
 * The workers' CPU priority (nice 10, 0 being the web process's): when both want a core,
 * Linux's scheduler gives a nice-0 thread ~9 times the time of a nice-10 one (weights 1024
 * and 110), so an encode running flat out takes little from the visitors' requests.
 */
export const IMAGE_WORKER_NICE = 10;

/** Web process → worker: one photo to turn into renditions. */
export interface ImageJob {
  upload: Uint8Array;
}

/** Worker → web process. Every answer to a job carries the worker's RSS, for recycling. */
export type WorkerMessage =
  | { kind: "ready" }
  | { kind: "done"; image: ProcessedImage; rssBytes: number }
  | { kind: "refused"; message: string; rssBytes: number }
  | { kind: "failed"; message: string; rssBytes: number };
