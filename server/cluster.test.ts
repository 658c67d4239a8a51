import { describe, expect, it } from "vitest";
import {
  heapCapMb,
  heapSizeSetExplicitly,
  MAX_HEAP_MB,
  MAX_RESTART_DELAY_MS,
  MIN_HEAP_MB,
  planRestart,
  planWorkers,
  STABLE_UPTIME_MS,
} from "./cluster";

const GB = 2 ** 30;

describe("planWorkers", () => {
  it("runs one worker per core on PostgreSQL unless WEB_CONCURRENCY says otherwise", () => {
    expect(planWorkers({ DATABASE_URL: "postgres://db/app" }, 4)).toEqual({ workers: 4 });
    expect(planWorkers({ DATABASE_URL: "postgres://db/app", WEB_CONCURRENCY: 2 }, 4)).toEqual({ workers: 2 });
    expect(planWorkers({ DATABASE_URL: "postgres://db/app", WEB_CONCURRENCY: 1 }, 4)).toEqual({ workers: 1 });
  });

  it("keeps the embedded database in one process, and names a WEB_CONCURRENCY it cannot honour", () => {
    expect(planWorkers({}, 4)).toEqual({ workers: 1 });
    expect(planWorkers({ WEB_CONCURRENCY: 1 }, 4)).toEqual({ workers: 1 });
    expect(planWorkers({ WEB_CONCURRENCY: 3 }, 4)).toEqual({ workers: 1, ignoredConcurrency: 3 });
  });
});

describe("heapCapMb", () => {
  it("shares half the memory among the workers", () => {
    expect(heapCapMb(2 * GB, 2)).toBe(512);
    expect(heapCapMb(4 * GB, 8)).toBe(256);
    expect(heapCapMb(1.5 * GB, 4)).toBe(192);
  });

  it("stays between the floor and the ceiling", () => {
    expect(heapCapMb(512 * 2 ** 20, 4)).toBe(MIN_HEAP_MB);
    expect(heapCapMb(24 * GB, 2)).toBe(MAX_HEAP_MB);
  });

  it("is a whole number of MB", () => {
    expect(Number.isInteger(heapCapMb(3 * GB, 7))).toBe(true);
  });
});

describe("heapSizeSetExplicitly", () => {
  it("sees the flag in node's arguments or NODE_OPTIONS, spelled with dashes or underscores", () => {
    expect(heapSizeSetExplicitly(["--max-old-space-size=300"])).toBe(true);
    expect(heapSizeSetExplicitly([], "--enable-source-maps --max_old_space_size=300")).toBe(true);
    expect(heapSizeSetExplicitly(["--max-old-space-size", "300"])).toBe(true);
  });

  it("is false for other flags", () => {
    expect(heapSizeSetExplicitly(["--enable-source-maps"], "--max-semi-space-size=16")).toBe(false);
    expect(heapSizeSetExplicitly([], undefined)).toBe(false);
  });
});

describe("planRestart", () => {
  it("replaces a worker at once after a healthy run, and the first quick exit too", () => {
    expect(planRestart(5, STABLE_UPTIME_MS)).toEqual({ quickExits: 0, delayMs: 0 });
    expect(planRestart(0, 2_000)).toEqual({ quickExits: 1, delayMs: 0 });
  });

  it("backs off while workers keep exiting quickly, up to the ceiling", () => {
    let quickExits = 0;
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) {
      const plan = planRestart(quickExits, 500);
      quickExits = plan.quickExits;
      delays.push(plan.delayMs);
    }
    expect(delays).toEqual([
      0,
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      MAX_RESTART_DELAY_MS,
      MAX_RESTART_DELAY_MS,
      MAX_RESTART_DELAY_MS,
    ]);
  });

  it("forgets the crash loop once a worker ran long enough", () => {
    const afterLoop = planRestart(planRestart(planRestart(0, 100).quickExits, 100).quickExits, STABLE_UPTIME_MS + 1);
    expect(afterLoop).toEqual({ quickExits: 0, delayMs: 0 });
  });
});
