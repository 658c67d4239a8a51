import { defineConfig } from "vitest/config";

const define = {
  __BUILD_TIME__: JSON.stringify("2026-01-01T00:00:00.000Z"),
  __PUBLIC_ORIGIN_PLACEHOLDER__: JSON.stringify("https://test-placeholder.invalid"),
};

/**
 * Three suites, all run by `npm test`:
 * - unit:    *.test.ts(x) beside the code, no database, no browser
 * - api:     *.api.test.ts, the HTTP API against PGlite, and PostgreSQL when TEST_DATABASE_URL is set
 * - browser: *.browser.test.ts, real Chromium against the production build
 */
export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    projects: [
      {
        define,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          // Vitest's default is one worker per core less one: a single worker on CI's 2 cores.
          maxWorkers: 2,
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "tests/*.test.ts",
          ],
          exclude: ["**/*.api.test.ts", "**/*.browser.test.ts", "node_modules/**"],
        },
      },
      {
        define,
        test: {
          name: "api",
          sequence: { groupOrder: 1 },
          // Two files at once: each waits on its database part of the time (measured on 2 cores:
          // 244 s with three workers where one took about 300 s; two keep timed tests steadier).
          maxWorkers: 2,
          include: ["**/*.api.test.ts"],
          exclude: ["node_modules/**"],
          globalSetup: ["./tests/support/database-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        define,
        test: {
          name: "browser",
          // Last, on its own: Chromium needs the cores.
          sequence: { groupOrder: 2 },
          include: ["**/*.browser.test.ts"],
          exclude: ["node_modules/**"],
          globalSetup: ["./tests/support/browser-global-setup.ts", "./tests/support/database-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: more parallel Chromiums only make each one slower.
          maxWorkers: 2,
        },
      },
      {
        define,
        test: {
          // Not in `npm test`: `npm run test:faults` (stops PostgreSQL, kills servers; see tests/faults/).
          name: "faults",
          include: ["tests/faults/**/*.faults.test.ts"],
          globalSetup: ["./tests/support/browser-global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One file at a time: they time answers, and Chromium needs the cores.
          maxWorkers: 1,
        },
      },
    ],
  },
});
