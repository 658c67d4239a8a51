import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown } from "./lighthouse-calibration";

describe("calibratedCpuSlowdown", () => {
  it("follows Lighthouse's CPU-throttling calculator at its anchor points", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1_050)).toBe(2.5);
    expect(calibratedCpuSlowdown(1_300)).toBe(3);
    expect(calibratedCpuSlowdown(1_416.5)).toBe(3.5);
  });

  it("never goes above Lighthouse's default 4× on a fast host, nor under 1× on a slow one", () => {
    expect(calibratedCpuSlowdown(1_533)).toBe(4);
    expect(calibratedCpuSlowdown(2_600)).toBe(4);
    expect(calibratedCpuSlowdown(90)).toBe(1);
  });

  it("keeps the default when the index is missing", () => {
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
    expect(calibratedCpuSlowdown(0)).toBe(4);
  });
});
