/**
 * `npm run bench`: the production build on a throwaway PostgreSQL database, each
 * endpoint under load for a fixed time after a warm-up, beside two ceilings measured
 * in the same run (a bare Node HTTP server, a plain `pg` insert loop). Prints one
 * table and saves it as JSON in bench/results/. README "Benchmark" explains it.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { explainInbox, INBOX_SEARCH_PHONE, INBOX_SEARCH_WORD, seedInbox, signInOperator } from "./inbox";
import { urlPoster, writeNote } from "../tests/support/note-writer";
import { felimarRequestBodies, NOTE_TEXT, publicNoteBodies } from "./bodies";
import { createBenchDatabase, openWritingSessions, type BenchDatabase } from "./database";
import { measureInsertCeiling } from "./db-ceiling";
import { measureAtFixedRate, measureThroughput, type Target } from "./load";
import { readOptions, type BenchOptions } from "./options";
import { addFelimarOwner, measureOutboxDrain, pendingEmails, startSmtpSink, type DrainMeasurement, type SmtpSink } from "./outbox";
import { startServer, watchServer, type ServerProcess } from "./processes";
import { formatTable, reportRows, TARGETS, type Row } from "./report";

const BROWSER_GET = { "Accept-Encoding": "gzip, deflate, br" };
const JSON_POST = { "Content-Type": "application/json", "Accept-Encoding": "gzip, deflate, br" };
// High enough that no request of the run is limited; the limiter still counts every one.
const UNLIMITED = "1000000000";
// Benchmark notes are typed by a person in ~35 s; their sessions opened this long before.
const SESSION_AGE_SECONDS = 600;
// More sessions than notes can be created per second on this hardware, so none is used twice.
const SESSIONS_PER_SECOND = 3_000;
// Concurrent readers of the inbox rows: a business's few owners and an operator.
const INBOX_READERS = 4;
// The issue's scale for the inbox rows.
const INBOX_SUBMISSIONS = 100_000;
// Notifications (issue #13): the outbox sends this many e-mails in under OUTBOX_DRAIN_TARGET_S.
const OUTBOX_DRAIN_JOBS = 1_000;
const OUTBOX_DRAIN_TARGET_S = 10;

async function main() {
  const options = readOptions();
  const buildDir = process.env.BUILD_DIR ?? "build";
  // Read before building: a build's own load would linger in the figure.
  const [busyCores = 0] = os.loadavg();
  if (busyCores > 0.5) console.warn(`Warning: load average ${busyCores.toFixed(1)} before the run: other processes share the CPU and will lower every figure.`);
  if (!options.useBuildAsIs) ensureBuild();

  const selected = (name: string) => options.only.length === 0 || options.only.some((word) => name.includes(word));
  const database = await createBenchDatabase(options.serverUrl);
  const started: ServerProcess[] = [];
  const smtp = await startSmtpSink();
  let outbox: { drain?: DrainMeasurement; backlogAfterLoad?: number; catchUpSeconds?: number } = {};
  try {
    const ceiling = await startServer({ args: [path.join(import.meta.dirname, "http-ceiling.mjs")], env: { ...process.env, PORT: String(options.port + 1) }, port: options.port + 1, readyPath: "/" });
    started.push(ceiling);
    const app = await startServer({ args: appArgs(options, buildDir), env: appEnv(options, database, buildDir, smtp), port: options.port, readyPath: "/healthz" });
    started.push(app);

    const seconds = options.warmupSeconds + options.durationSeconds;
    await openWritingSessions(database.url, Math.ceil(SESSIONS_PER_SECOND * seconds), SESSION_AGE_SECONDS);
    const slug = await createNoteThroughApi(app.origin);

    const rows: Row[] = [];
    const measure = async (row: Omit<Row, "measurement">, server: ServerProcess, target: Target, connections = options.connections) => {
      if (!selected(row.name)) return;
      console.log(`… ${row.label}`);
      await measureThroughput(server.origin, target, options.warmupSeconds, connections);
      const watch = watchServer(server);
      const measurement = await measureThroughput(server.origin, target, options.durationSeconds, connections);
      rows.push({ ...row, measurement, ...watch.stop() });
    };

    await measure({ name: "http-ceiling", label: "HTTP ceiling (bare node:http)" }, ceiling, { method: "GET", path: "/", headers: BROWSER_GET });
    await measure({ name: "healthz", label: "GET /healthz", comparedWith: "http", target: TARGETS.halfHttpCeiling }, app, { method: "GET", path: "/healthz", headers: BROWSER_GET });
    await measure({ name: "home", label: "GET / (prerendered)", comparedWith: "http", target: TARGETS.halfHttpCeiling }, app, { method: "GET", path: "/", headers: BROWSER_GET });
    await measure({ name: "felimar-page", label: "GET /felimar (SSR)", comparedWith: "http", target: TARGETS.halfHttpCeiling }, app, { method: "GET", path: "/felimar", headers: BROWSER_GET });
    await measure({ name: "note-read", label: "GET /api/notes/:slug", comparedWith: "http", target: TARGETS.halfHttpCeiling }, app, { method: "GET", path: `/api/notes/${slug}`, headers: BROWSER_GET });
    await measure({ name: "felimar-request", label: "POST /api/felimar/requests", comparedWith: "db", target: TARGETS.postThroughput }, app, {
      method: "POST",
      path: "/api/felimar/requests",
      headers: JSON_POST,
      body: felimarRequestBodies("closed"),
    });
    await measure({ name: "note-create", label: "POST /api/notes (public, 280 keys)", comparedWith: "db" }, app, {
      method: "POST",
      path: "/api/notes",
      headers: JSON_POST,
      body: publicNoteBodies(),
    });

    // Notifications on: one Felimar owner, so each request also stores an owner e-mail that the worker sends meanwhile.
    if (["outbox-drain", "felimar-request-notified"].some(selected)) {
      await addFelimarOwner(database.url);
      if (selected("outbox-drain")) {
        console.log(`… outbox: ${OUTBOX_DRAIN_JOBS.toLocaleString("en")} e-mails to a local SMTP server`);
        outbox.drain = await measureOutboxDrain(database.url, smtp, OUTBOX_DRAIN_JOBS);
      }
      const baseline = rows.find((row) => row.name === "felimar-request")?.measurement.requestsPerSecond;
      await measure(
        {
          name: "felimar-request-notified",
          label: "POST /api/felimar/requests, owner e-mailed",
          comparedWith: "db",
          ...(baseline ? { target: { text: "≥ 0.9 × without notifications", met: (row: Row) => row.measurement.requestsPerSecond >= 0.9 * baseline } } : {}),
        },
        app,
        { method: "POST", path: "/api/felimar/requests", headers: JSON_POST, body: felimarRequestBodies("notified") },
      );
      outbox = { ...outbox, ...(await waitForOutbox(database.url)) };
    }

    if (["inbox-first-page", "inbox-search-word", "inbox-search-phone"].some(selected)) {
      console.log(`… seeding ${INBOX_SUBMISSIONS.toLocaleString("en")} submissions`);
      await seedInbox(database.url, INBOX_SUBMISSIONS);
      for (const plan of await explainInbox(database.url)) {
        console.log(`  EXPLAIN ${plan.query}: ${plan.usesExpectedIndex ? "uses" : "does NOT use"} ${plan.expectedIndex}, ${plan.executionMs} ms${plan.usesExpectedIndex ? "" : `\n${plan.plan}`}`);
      }
      const headers = { ...BROWSER_GET, Cookie: await signInOperator(database.url) };
      // The target is each answer's server time, so these rows send as a small team reading at once does,
      // not 50 connections: with 50, a saturated core makes p99 the queue (50 / req/s), not the request.
      const inboxRow = (name: string, label: string, query: string) =>
        measure({ name, label: `${label}, ${INBOX_READERS} readers`, target: TARGETS.inboxLatency }, app, { method: "GET", path: `/api/admin/submissions${query}`, headers }, INBOX_READERS);
      await inboxRow("inbox-first-page", "GET /api/admin/submissions (100k stored)", "");
      await inboxRow("inbox-search-word", `GET /api/admin/submissions?q=${INBOX_SEARCH_WORD}`, `?q=${INBOX_SEARCH_WORD}`);
      await inboxRow("inbox-search-phone", "GET /api/admin/submissions?q=<phone digits>", `?q=${INBOX_SEARCH_PHONE}`);
    }

    const fixedRateName = `felimar-request-${options.fixedRate}rps`;
    if (selected(fixedRateName)) {
      console.log(`… POST /api/felimar/requests at ${options.fixedRate} req/s`);
      const target: Target = { method: "POST", path: "/api/felimar/requests", headers: JSON_POST, body: felimarRequestBodies("paced") };
      await measureAtFixedRate(app.origin, target, options.warmupSeconds, options.fixedRate);
      const watch = watchServer(app);
      const measurement = await measureAtFixedRate(app.origin, target, options.durationSeconds, options.fixedRate);
      rows.push({ name: fixedRateName, label: `POST /api/felimar/requests at ${options.fixedRate} req/s`, measurement, ...watch.stop(), target: TARGETS.postLatency });
    }

    if (selected("db-ceiling")) {
      console.log("… database ceiling");
      rows.push({ name: "db-ceiling", label: "DB ceiling (pg insert, 10 clients)", measurement: await measureInsertCeiling(database.url, options.durationSeconds) });
    }

    const peakRss = app.peakRssBytes();
    await Promise.all(started.map((server) => server.stop()));
    const reported = reportRows(rows);
    console.log(`\n${formatTable(reported, peakRss)}`);
    console.log(`${formatOutbox(outbox)}\n`);
    const file = saveResults(options, database, reported, peakRss, busyCores, outbox);
    console.log(`Saved ${path.relative(process.cwd(), file)}`);
    if (options.cpuProfile) console.log(`CPU profile of the app server: ${profileDir()}`);
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    await smtp.close();
    await database.drop();
  }
}

/** After a load: how many e-mails were still waiting, and how long the worker took to send them (at most 2 minutes). */
async function waitForOutbox(databaseUrl: string): Promise<{ backlogAfterLoad: number; catchUpSeconds: number }> {
  const backlogAfterLoad = await pendingEmails(databaseUrl);
  const started = performance.now();
  while ((await pendingEmails(databaseUrl)) > 0 && performance.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 250));
  return { backlogAfterLoad, catchUpSeconds: Math.round((performance.now() - started) / 100) / 10 };
}

function formatOutbox({ drain, backlogAfterLoad, catchUpSeconds }: { drain?: DrainMeasurement; backlogAfterLoad?: number; catchUpSeconds?: number }): string {
  const lines: string[] = [];
  if (drain) {
    const met = drain.seconds < OUTBOX_DRAIN_TARGET_S && drain.notSent === 0;
    lines.push(
      `Outbox: ${drain.jobs.toLocaleString("en")} e-mails sent to a local SMTP server in ${drain.seconds.toFixed(2)} s (${Math.round(drain.jobs / drain.seconds)}/s)` +
        `${drain.notSent ? `, ${drain.notSent} not sent` : ""}; target < ${OUTBOX_DRAIN_TARGET_S} s: ${met ? "met" : "**not met**"}.`,
    );
  }
  if (backlogAfterLoad !== undefined) lines.push(`E-mails still waiting when the notified load ended: ${backlogAfterLoad.toLocaleString("en")}, all sent ${catchUpSeconds} s later.`);
  return lines.join("\n");
}

function appArgs(options: BenchOptions, buildDir: string): string[] {
  const profiling = options.cpuProfile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir()}`] : [];
  return [...profiling, path.join(buildDir, "server/main.js")];
}

function appEnv(options: BenchOptions, database: BenchDatabase, buildDir: string, smtp: SmtpSink): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    // Warnings and errors only: one JSON line per request would cost more than some endpoints.
    LOG_LEVEL: "warn",
    RATE_LIMIT_CLIENT_MAX: UNLIMITED,
    RATE_LIMIT_GLOBAL_MAX: UNLIMITED,
    NOTES_RATE_LIMIT_CLIENT_MAX: UNLIMITED,
    NOTES_RATE_LIMIT_GLOBAL_MAX: UNLIMITED,
  };
}

const profileDir = () => path.join(os.tmpdir(), "bench-profiles");

/** Writes one public note the way the notebook page does (session, batches, create), for the read row. */
async function createNoteThroughApi(origin: string): Promise<string> {
  return (await writeNote(urlPoster(origin), { content: NOTE_TEXT, pace: "instant" })).slug;
}

function saveResults(options: BenchOptions, database: BenchDatabase, rows: ReturnType<typeof reportRows>, peakRssBytes: number, loadAverageBefore: number, outbox: object): string {
  const at = new Date();
  const file = path.join(import.meta.dirname, "results", `${at.toISOString().replace(/:/g, "-").replace(/\.\d+Z$/, "Z")}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim(),
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    database: `${database.version} on ${new URL(options.serverUrl).hostname}`,
    loadGenerator: "autocannon 9 on the same machine",
    loadAverageBefore: Math.round(loadAverageBefore * 100) / 100,
  };
  const settings = { warmupSeconds: options.warmupSeconds, durationSeconds: options.durationSeconds, connections: options.connections, fixedRate: options.fixedRate };
  writeFileSync(file, `${JSON.stringify({ at: at.toISOString(), commit: gitCommit(), machine, settings, peakRssMb: Math.round(peakRssBytes / 1024 / 1024), rows, outbox }, null, 2)}\n`);
  return file;
}

function gitCommit(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

await main();
