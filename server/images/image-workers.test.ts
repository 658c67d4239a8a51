import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ImageRefused, ImageUnprocessable, REFUSALS } from "./image-refused";
import {
  IMAGE_WORKER_DEFAULTS,
  createImageWorkerPool,
  type ImageWorkerOptions,
  type ImageWorkerPool,
} from "./image-workers";
import { jpegWithGps, photoJpeg, smallPng } from "./test-images";

// Forking a worker through tsx takes a second or two on a busy machine.
const TIMEOUT = { timeout: 60_000 };

let photo12Mp: Buffer;
let small: Buffer;
const pools: ImageWorkerPool[] = [];
const pool = (options: Partial<ImageWorkerOptions> = {}) => {
  const created = createImageWorkerPool({ ...IMAGE_WORKER_DEFAULTS, size: 1, ...options });
  pools.push(created);
  return created;
};

async function refusal(job: Promise<unknown>): Promise<string> {
  const error = await job.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRefused);
  return (error as ImageRefused).message;
}

function processGone(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return ["Z", "X"].includes(stat.slice(stat.lastIndexOf(")") + 2)[0]!);
  } catch {
    return true;
  }
}

async function until(condition: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(20);
  }
}

beforeAll(async () => {
  photo12Mp = await photoJpeg(4000, 3000);
  small = await smallPng(64, 48);
}, 60_000);

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe("the image workers", () => {
  it("make the renditions in a child process of low priority with two malloc arenas", TIMEOUT, async () => {
    const workers = pool();
    expect(workers.pids()).toEqual([]);
    const processed = await workers.process(await jpegWithGps());
    expect(processed.width).toBe(800);
    expect(processed.renditions.map((rendition) => `${rendition.format} ${rendition.width}`)).toEqual([
      "avif 320",
      "webp 320",
      "avif 640",
      "webp 640",
    ]);
    expect(Buffer.isBuffer(processed.renditions[0]!.bytes)).toBe(true);

    const [pid] = workers.pids();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(readFileSync(`/proc/${pid}/environ`, "utf8").split("\0")).toContain("MALLOC_ARENA_MAX=2");
    // Every thread (Node's, libuv's and libvips'): field 19 of /proc/<pid>/task/<tid>/stat.
    const niceValues = readdirSync(`/proc/${pid}/task`).map((tid) => {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    });
    expect(new Set(niceValues)).toEqual(new Set([10]));
  });

  it("pass the worker's refusal on, and keep the worker", TIMEOUT, async () => {
    const workers = pool();
    await workers.process(small);
    const [pid] = workers.pids();
    expect(await refusal(workers.process((await jpegWithGps()).subarray(0, 300)))).toBe(REFUSALS.corrupt);
    expect(workers.pids()).toEqual([pid]);
  });

  it("turn an error of the worker's own (not a refusal) into a refusal, and keep the worker", TIMEOUT, async () => {
    const workers = pool();
    await workers.process(small);
    const [pid] = workers.pids();
    // Not bytes at all: processImage throws a TypeError, as sharp's encoders throw their own errors.
    const error = await workers.process(null as unknown as Uint8Array).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ImageUnprocessable);
    expect((error as ImageUnprocessable).message).toBe(REFUSALS.crashed);
    expect((error as ImageUnprocessable).detail).not.toBe("");
    expect(workers.pids()).toEqual([pid]);
  });

  it("fail only the photo whose worker dies, and give the next one a new worker", TIMEOUT, async () => {
    const workers = pool();
    await workers.process(small);
    const [first] = workers.pids();
    const dying = workers.process(photo12Mp);
    const queued = workers.process(small);
    // The 12 MP photo keeps the worker busy for a second or more: it dies in the middle, as on a decoder's crash.
    await sleep(200);
    process.kill(first!, "SIGKILL");
    expect(await refusal(dying)).toBe(REFUSALS.crashed);
    expect((await queued).renditions).toHaveLength(2);
    expect(workers.pids()).toHaveLength(1);
    expect(workers.pids()).not.toContain(first);
  });

  it("kill a worker that takes too long, refusing that photo only", TIMEOUT, async () => {
    const workers = pool({ timeoutMs: 500 });
    await workers.process(small);
    const [first] = workers.pids();
    expect(await refusal(workers.process(photo12Mp))).toBe(REFUSALS.tooSlow);
    await until(() => processGone(first!));
    expect((await workers.process(small)).renditions).toHaveLength(2);
    expect(workers.pids()).not.toContain(first);
  });

  it("replace a worker after its Nth photo, when its RSS passes the mark, and when idle", TIMEOUT, async () => {
    const byCount = pool({ jobsPerWorker: 2 });
    await byCount.process(small);
    const [first] = byCount.pids();
    await byCount.process(small);
    await until(() => processGone(first!));
    expect(byCount.pids()).toEqual([]);
    await byCount.process(small);
    expect(byCount.pids()).not.toContain(first);

    const byMemory = pool({ maxRssBytes: 1 });
    await byMemory.process(small);
    expect(byMemory.pids()).toEqual([]);

    const idle = pool({ idleMs: 100 });
    await idle.process(small);
    const [idler] = idle.pids();
    await until(() => processGone(idler!));
    expect(idle.pids()).toEqual([]);
  });

  it("process one photo at a time per worker, the others waiting their turn", TIMEOUT, async () => {
    const workers = pool();
    const results = await Promise.all([small, small, small].map((upload) => workers.process(upload)));
    expect(results.map((result) => result.width)).toEqual([64, 64, 64]);
    expect(workers.pids()).toHaveLength(1);
  });
});
