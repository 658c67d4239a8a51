import type { Reporter, TestModule } from "vitest/node";

/**
 * Prints one line per suite (and per database for the API suite) after the run,
 * e.g. "api [postgres]: 42 passed, 0 failed", so CI logs show that the PostgreSQL
 * and browser tests really ran, then the overall line in the same form.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = new Map<string, { passed: number; failed: number; skipped: number }>();
    const total = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const database = /\[(pglite|postgres)\]/.exec(test.fullName)?.[1];
        const suite = database ? `${module.project.name} [${database}]` : module.project.name;
        const entry = counts.get(suite) ?? { passed: 0, failed: 0, skipped: 0 };
        const state = test.result().state;
        const key = state === "passed" ? "passed" : state === "failed" ? "failed" : "skipped";
        entry[key] += 1;
        total[key] += 1;
        counts.set(suite, entry);
      }
    }
    console.log("");
    for (const [suite, { passed, failed, skipped }] of [...counts].sort()) {
      console.log(`${suite}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
    }
    console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
  }
}
