/**
 * `npm run lighthouse [-- /path …]`: builds when needed, serves the production build with a
 * throwaway embedded database (six real photos in Felimar's gallery) and checks every public
 * page (app/public-pages.ts) three ways:
 *
 * - Its first-load JavaScript, counted from the build as Lighthouse's resource summary counts
 *   it (lighthouse-script-bytes.ts), at most 120 KB compressed (decision 0004).
 * - One page per template (`FULL_BUDGET_PATHS`) gets the full budget of its kind (`BUDGETS`):
 *   Lighthouse (mobile, simulated throttling) once, and when that run is not well inside the
 *   budget (`CLEAR_MARGIN`) three times, five when the first three miss it, judged on each
 *   metric's median (Lighthouse CI's "median" aggregation). Per metric, not one
 *   "median run": the run nearest the median FCP and time to interactive (`computeMedianRun`)
 *   once carried a long task no other run had (/no/housing: TBT 2, 4 and 297 ms; the 297 ms
 *   run was picked). Its JavaScript as Lighthouse measured it must also agree with the count
 *   from the build, so that count stays true for the pages measured only that way.
 * - Every other page shares one of those templates (its language, its data): one unthrottled
 *   run of Accessibility, Best Practices and SEO, each 100. Performance depends on the
 *   template's code, which its template page measures.
 *
 * It prints a table and exits non-zero when any page misses. The budgets are the product's:
 * a marketing page loads fast on a mid-tier phone (LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.05,
 * Performance ≥ 95) and is fully accessible, well made and findable (100 each); the notebook's
 * tool pages, heavier by nature, need Performance ≥ 90 and Accessibility 100.
 *
 * CPU calibration (docs/decisions/0010-lighthouse-cpu-calibration.md): Lighthouse's
 * 4× CPU slowdown turns a high-end desktop into its mid-tier phone. On a slower host
 * the same 4× emulates a far slower phone; Lighthouse's throttling docs say to lower the
 * multiplier there. Each run is gathered first, its own benchmark index read, and
 * audited with the multiplier Lighthouse's CPU-throttling calculator gives for that
 * index (1,300 → 3×, 1,533 → 4×), never above Lighthouse's 4.
 * `LIGHTHOUSE_CPU_SLOWDOWN=N` audits with N instead: a fast machine can then reproduce
 * what a slow CI host measured.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPages, type PublicPage } from "#app/public-pages.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-flags";
import { ensureBuild } from "./ensure-build.mjs";
import { calibratedCpuSlowdown } from "./lighthouse-calibration";
import { putPhotosInFelimarGallery } from "./lighthouse-photos";
import {
  FIRST_LOAD_SCRIPT_KB,
  firstLoadScriptKb,
  SCRIPT_COUNT_MARGIN_KB,
  scriptTransferKb,
} from "./lighthouse-script-bytes";

const RUNS = 3;
const RUNS_IF_MISSED = 5;
/**
 * A first run this far inside every limit is the page's result: noise (another process, a
 * slow trace) makes runs slower, so a page whose median misses does not give a run 15 %
 * under the LCP, TBT and CLS limits with Performance 3 points over. In the CI rehearsal of
 * 2026-11-28 every template page's median was that far inside (LCP 1.2–1.68 s of 2 s, TBT
 * 4–38 ms of 100, Performance 99–100). It saves two Lighthouse runs (about 30 s) a page.
 */
const CLEAR_MARGIN = { timed: 0.85, performancePoints: 3 };
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4173);
const REPORT_DIR = "lighthouse-reports";

/** One page per template: the home page of each site, Naturliv's projects, and the notebook's two. */
const FULL_BUDGET_PATHS = [
  "/",
  "/naturliv",
  "/projects",
  "/housing",
  "/felimar",
  "/neronantiguedades",
  "/writtenbyhuman",
  "/writtenbyhuman/create",
];

interface Budget {
  performance: number;
  accessibility: number;
  bestPractices?: number;
  seo?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  scriptKb?: number;
}

const BUDGETS: Record<PublicPage["budget"], Budget> = {
  marketing: {
    performance: 95,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 2000,
    tbtMs: 100,
    cls: 0.05,
    scriptKb: FIRST_LOAD_SCRIPT_KB,
  },
  tool: { performance: 90, accessibility: 100 },
};

/** The quick run's budget, for every page outside `FULL_BUDGET_PATHS`. */
const QUICK_BUDGET = { accessibility: 100, bestPractices: 100, seo: 100 };

interface Measurement {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** The CPU slowdown the run was audited with (calibrated to the host). */
  cpuSlowdown: number;
}

interface FullResult {
  page: PublicPage;
  median: Measurement;
  failures: string[];
  runs: number;
}

interface QuickResult {
  page: PublicPage;
  scores: { accessibility: number; bestPractices: number; seo: number };
  failures: string[];
}

async function main() {
  const missing = FULL_BUDGET_PATHS.filter((full) => !publicPages.some((page) => page.path === full));
  if (missing.length > 0)
    throw new Error(`FULL_BUDGET_PATHS names pages app/public-pages.ts does not list: ${missing.join(", ")}`);
  const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const pages = only.length > 0 ? publicPages.filter((page) => only.includes(page.path)) : publicPages;
  if (pages.length === 0) throw new Error(`No public page matches ${only.join(", ")}`);
  const urlOf = (page: PublicPage) => `http://127.0.0.1:${PORT}${page.path}`;

  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"));
  await putPhotosInFelimarGallery(dataDir);
  const server = await startServer(dataDir);
  mkdirSync(REPORT_DIR, { recursive: true });
  const scriptKb = new Map<string, number>();
  const full: FullResult[] = [];
  let quick: QuickResult[] = [];
  try {
    for (const page of pages) scriptKb.set(page.path, await firstLoadScriptKb(urlOf(page)));
    const fullPages = pages.filter((page) => FULL_BUDGET_PATHS.includes(page.path));
    // One run thrown away first: the first page measured after the server and Chromium
    // start cold was the one CI saw over budget (/: LCP 2.2 s over 5 runs, 1.5 s here).
    if (fullPages.length > 0) await withRetry(urlOf(fullPages[0]!), measure);
    for (const page of fullPages) full.push(await measureFullBudget(page, urlOf(page), scriptKb.get(page.path)!));
    quick = await quickAudits(
      pages.filter((page) => !FULL_BUDGET_PATHS.includes(page.path)),
      urlOf,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }

  printFullTable(full);
  printQuickTable(quick);
  printScriptTable(pages, scriptKb);
  const failed = [
    ...full.map(({ page, failures }) => ({ page, failures })),
    ...quick.map(({ page, failures }) => ({ page, failures })),
    ...pages.map((page) => ({
      page,
      failures:
        scriptKb.get(page.path)! > FIRST_LOAD_SCRIPT_KB
          ? [`first-load JavaScript ${round(scriptKb.get(page.path)!)} KB > ${FIRST_LOAD_SCRIPT_KB} KB`]
          : [],
    })),
  ].filter((result) => result.failures.length > 0);
  for (const { page, failures } of failed) console.log(`✗ ${page.path}: ${failures.join("; ")}`);
  const failedPages = new Set(failed.map(({ page }) => page.path)).size;
  console.log(`\nLighthouse budget: ${pages.length - failedPages} passed, ${failedPages} failed`);
  if (failedPages > 0) process.exit(1);
}

/**
 * The full budget: one run when it is clearly inside (`CLEAR_MARGIN`), else three runs, five
 * when the first three miss it. A page that misses over 3 runs is judged on the median of 5:
 * one noisy run is outvoted by 3, two by 5 (a page that is really slow misses on all of them).
 */
async function measureFullBudget(page: PublicPage, url: string, countedKb: number): Promise<FullResult> {
  const runs: Measurement[] = [];
  let median: Measurement | undefined;
  let failures: string[] = [];
  for (let run = 0; run < RUNS_IF_MISSED; run++) {
    const measured = await withRetry(url, measure);
    runs.push(measured.measurement);
    writeFileSync(reportFile(page, String(run + 1)), measured.report);
    if (runs.length === 1 && checkBudget(measured.measurement, clearlyInside(BUDGETS[page.budget])).length === 0) {
      median = measured.measurement;
      break;
    }
    if (runs.length < RUNS || runs.length % 2 === 0) continue;
    median = medianOfEach(runs);
    failures = checkBudget(median, BUDGETS[page.budget]);
    if (failures.length === 0) break;
  }
  if (Math.abs(median!.scriptKb - countedKb) > SCRIPT_COUNT_MARGIN_KB) {
    failures.push(
      `JavaScript counted from the build (${round(countedKb)} KB) is not what Lighthouse measured (${round(median!.scriptKb)} KB)`,
    );
  }
  process.stdout.write(`measured ${page.path}\n`);
  return { page, median: median!, failures, runs: runs.length };
}

/** One unthrottled run of Accessibility, Best Practices and SEO per page, in one Chromium. */
async function quickAudits(pages: PublicPage[], urlOf: (page: PublicPage) => string): Promise<QuickResult[]> {
  if (pages.length === 0) return [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const results: QuickResult[] = [];
    for (const page of pages) {
      const { scores, report } = await withRetry(urlOf(page), (url) => quickAudit(url, chrome.port));
      writeFileSync(reportFile(page, "quick"), report);
      const failures = (Object.keys(QUICK_BUDGET) as (keyof typeof QUICK_BUDGET)[])
        .filter((category) => scores[category] < QUICK_BUDGET[category])
        .map((category) => `${CATEGORY_NAMES[category]} ${scores[category]} < ${QUICK_BUDGET[category]}`);
      results.push({ page, scores, failures });
      process.stdout.write(`audited ${page.path}\n`);
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

const CATEGORY_NAMES = { accessibility: "Accessibility", bestPractices: "Best Practices", seo: "SEO" };

async function quickAudit(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["accessibility", "best-practices", "seo"],
    // Nothing here is timed: no throttling to simulate, no screenshot to take.
    throttlingMethod: "provided",
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    scores: { accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo") },
    report: typeof result.report === "string" ? result.report : JSON.stringify(lhr),
  };
}

function reportFile(page: PublicPage, run: string): string {
  return path.join(REPORT_DIR, `${page.path.replace(/\W+/g, "_") || "_"}-${run}.json`);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP…): run that one again. */
async function withRetry<T>(url: string, run: (url: string) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`retrying ${url}: ${(error as Error).message}`);
    }
  }
}

async function measure(url: string) {
  await waitForQuietCpu();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const artifactsDir = mkdtempSync(path.join(tmpdir(), "lighthouse-artifacts-"));
  try {
    const flags = {
      port: chrome.port,
      output: "json" as const,
      logLevel: "error" as const,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    };
    // Gather only: the page load, its trace and the host's benchmark index.
    await lighthouse(url, { ...flags, gatherMode: artifactsDir });
    const cpuSlowdownMultiplier = calibrateArtifacts(
      artifactsDir,
      Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || undefined,
    );
    const result = await lighthouse(url, {
      ...flags,
      auditMode: artifactsDir,
      throttling: { ...throttlingOf(artifactsDir), cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      measurement: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.POSITIVE_INFINITY,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.POSITIVE_INFINITY,
        scriptKb: scriptTransferKb(lhr),
        cpuSlowdown: cpuSlowdownMultiplier,
      },
      report: typeof result.report === "string" ? result.report : JSON.stringify(lhr),
    };
  } finally {
    await chrome.kill();
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

interface SavedArtifacts {
  BenchmarkIndex?: number;
  settings: { throttling: Record<string, number> };
}

const artifactsFile = (dir: string) => path.join(dir, "artifacts.json");
const readArtifacts = (dir: string) => JSON.parse(readFileSync(artifactsFile(dir), "utf8")) as SavedArtifacts;
const throttlingOf = (dir: string) => readArtifacts(dir).settings.throttling;

/**
 * Sets the gathered run's CPU slowdown from its own benchmark index. Simulated
 * throttling gathers unthrottled and applies the slowdown only when auditing, and
 * Lighthouse refuses to audit with settings other than those saved: both get it.
 */
function calibrateArtifacts(dir: string, forced?: number): number {
  const artifacts = readArtifacts(dir);
  const multiplier = forced ?? calibratedCpuSlowdown(artifacts.BenchmarkIndex ?? Number.NaN);
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(artifactsFile(dir), JSON.stringify(artifacts));
  return multiplier;
}

const QUIET_BUSY_FRACTION = 0.25;
/** All the waiting one `npm run lighthouse` may do: a machine that stays busy must not push CI past its time limit. */
let quietWaitBudgetMs = 60_000;

/**
 * Waits until the machine's CPUs are at least 75 % idle over a second, so work left
 * over from earlier CI steps (PostgreSQL's autovacuum after the API tests, a process
 * that outlived its test) does not land in the trace as long tasks. When the wait
 * budget runs out, the busiest processes are printed once: the reason is in the log.
 */
async function waitForQuietCpu(): Promise<void> {
  let busy = 1;
  while (quietWaitBudgetMs > 0) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = cpuTimes();
    busy = 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (busy < QUIET_BUSY_FRACTION) return;
    quietWaitBudgetMs -= 1_000;
  }
  if (quietWaitBudgetMs === 0) {
    quietWaitBudgetMs = -1;
    console.warn(`the machine stayed ${Math.round(busy * 100)} % busy; measuring anyway. Busiest processes:`);
    console.warn(
      execFileSync("ps", ["-eo", "pid,pcpu,etime,args", "--sort=-pcpu"], { encoding: "utf8" })
        .split("\n")
        .slice(0, 8)
        .map((line) => line.slice(0, 160))
        .join("\n"),
    );
  }
}

/** Jiffies since boot from /proc/stat's first line: idle (idle + iowait) and total. */
function cpuTimes(): { idle: number; total: number } {
  const fields = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
}

/** Each metric's middle value over the runs (an odd number of them). */
function medianOfEach(measurements: Measurement[]): Measurement {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const keys = Object.keys(measurements[0]!) as (keyof Measurement)[];
  return Object.fromEntries(
    keys.map((key) => [key, middle(measurements.map((measurement) => measurement[key]))]),
  ) as unknown as Measurement;
}

/** The budget with `CLEAR_MARGIN` taken off its timed limits and added to its Performance score. */
function clearlyInside(budget: Budget): Budget {
  const under = (limit?: number) => (limit === undefined ? undefined : limit * CLEAR_MARGIN.timed);
  return {
    ...budget,
    performance: Math.min(100, budget.performance + CLEAR_MARGIN.performancePoints),
    lcpMs: under(budget.lcpMs),
    tbtMs: under(budget.tbtMs),
    cls: under(budget.cls),
  };
}

function checkBudget(m: Measurement, budget: Budget): string[] {
  const failures: string[] = [];
  const atLeast = (name: string, value: number, min?: number) =>
    min !== undefined && value < min && failures.push(`${name} ${value} < ${min}`);
  const atMost = (name: string, value: number, max: number | undefined, unit: string) =>
    max !== undefined && value > max && failures.push(`${name} ${round(value)}${unit} > ${max}${unit}`);
  atLeast("Performance", m.performance, budget.performance);
  atLeast("Accessibility", m.accessibility, budget.accessibility);
  atLeast("Best Practices", m.bestPractices, budget.bestPractices);
  atLeast("SEO", m.seo, budget.seo);
  atMost("LCP", m.lcpMs, budget.lcpMs, " ms");
  atMost("TBT", m.tbtMs, budget.tbtMs, " ms");
  atMost("CLS", m.cls, budget.cls, "");
  atMost("JavaScript", m.scriptKb, budget.scriptKb, " KB");
  return failures;
}

function printFullTable(results: FullResult[]) {
  if (results.length === 0) return;
  const header = [
    "page",
    "budget",
    "perf",
    "a11y",
    "best",
    "seo",
    "LCP ms",
    "TBT ms",
    "CLS",
    "JS KB",
    "CPU ×",
    "runs",
    "",
  ];
  const rows = results.map(({ page, median: m, failures, runs }) => [
    page.path,
    page.budget,
    String(m.performance),
    String(m.accessibility),
    String(m.bestPractices),
    String(m.seo),
    String(Math.round(m.lcpMs)),
    String(Math.round(m.tbtMs)),
    m.cls.toFixed(3),
    m.scriptKb.toFixed(1),
    m.cpuSlowdown.toFixed(1),
    String(runs),
    failures.length ? "✗" : "✓",
  ]);
  printRows(
    `Lighthouse (mobile; one run well inside the budget, else each metric's median of ${RUNS} runs, ${RUNS_IF_MISSED} for a page the first ${RUNS} put over budget)`,
    header,
    rows,
  );
}

function printQuickTable(results: QuickResult[]) {
  if (results.length === 0) return;
  const rows = results.map(({ page, scores, failures }) => [
    page.path,
    String(scores.accessibility),
    String(scores.bestPractices),
    String(scores.seo),
    failures.length ? "✗" : "✓",
  ]);
  printRows(
    "Lighthouse (mobile, unthrottled, one run): the pages that share a template measured above",
    ["page", "a11y", "best", "seo", ""],
    rows,
  );
}

function printScriptTable(pages: PublicPage[], scriptKb: Map<string, number>) {
  const rows = pages.map((page) => [
    page.path,
    scriptKb.get(page.path)!.toFixed(1),
    scriptKb.get(page.path)! > FIRST_LOAD_SCRIPT_KB ? "✗" : "✓",
  ]);
  printRows(
    `First-load JavaScript counted from the build (compressed, with headers; at most ${FIRST_LOAD_SCRIPT_KB} KB)`,
    ["page", "JS KB", ""],
    rows,
  );
}

function printRows(title: string, header: string[], rows: string[][]) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  ");
  console.log(`\n${title}\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log("");
}

function round(value: number) {
  return Math.round(value * 1000) / 1000;
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const server = spawn(process.execPath, [path.join(buildDir, "server/main.js")], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    const healthy = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGKILL");
  throw new Error("The server did not become healthy within 60 s");
}

await main();
