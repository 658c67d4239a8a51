/** Lighthouse's default CPU slowdown: a high-end desktop made into its mid-tier phone. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that emulates Lighthouse's mid-tier phone from a host with this
 * benchmark index: the piecewise-linear map of Lighthouse's CPU-throttling calculator
 * (patrickhulce/lighthouse-cpu-throttling-calculator, linked from its docs/throttling.md):
 * 150 → 1×, 800 → 2×, 1,300 → 3×, each 233 more → +1×; never above Lighthouse's default 4×.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  const multiplier =
    benchmarkIndex >= 1_300
      ? 3 + (benchmarkIndex - 1_300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, multiplier) * 100) / 100;
}
