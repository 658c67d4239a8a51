import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BACKUP_CHECK_MS, startBackupSchedule } from "./schedule";

describe("startBackupSchedule", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("checks every minute, never two runs at once, and stopping waits for the run in hand", async () => {
    let finish = () => {};
    const check = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startBackupSchedule(check);
    await vi.advanceTimersByTimeAsync(BACKUP_CHECK_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    // Still running a minute later: that check is skipped.
    await vi.advanceTimersByTimeAsync(BACKUP_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(BACKUP_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(10 * BACKUP_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("goes on after a failed run", async () => {
    const check = vi.fn(() => Promise.reject(new Error("disk full")));
    const stop = startBackupSchedule(check);
    await vi.advanceTimersByTimeAsync(3 * BACKUP_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(3);
    await stop();
  });
});
