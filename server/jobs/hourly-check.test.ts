import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HOURLY_CHECK_MS, startHourlyCheck } from "./hourly-check";

describe("startHourlyCheck", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("checks a minute after start, then every hour, until stopped", () => {
    const check = vi.fn();
    const stop = startHourlyCheck(check);
    vi.advanceTimersByTime(59_999);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HOURLY_CHECK_MS - 60_000);
    expect(check).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(HOURLY_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(3 * HOURLY_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
