/**
 * `npm run bench`: the production build on a throwaway, migrated PostgreSQL database,
 * each endpoint under load for a fixed time after a warm-up, beside the references
 * measured in the same run (a bare Node HTTP server, nginx serving the app's own pages
 * as files, a plain `pg` insert loop). The app runs one server after another so no two
 * loads overlap: with one worker for the page rows (against nginx's one worker), with two
 * for the rows that write (WEB_CONCURRENCY=2, the production default on two cores). Every
 * row sets up what it needs, so each runs alone (`--only`) as in the whole run. A row
 * whose peer answers anything but 2xx (200 for a page) stops the run with its name, the
 * peer and the statuses. Prints one table and saves it as JSON in bench/results/;
 * docs/benchmark.md explains it.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "#scripts/ensure-build.mjs";
import { urlPoster, writeNote } from "#tests/support/note-writer.ts";
import { profileDir, startApp, type AppServer } from "./app-server";
import { felimarRequestBodies, NOTE_TEXT, publicNoteBodies } from "./bodies";
import { benchProofKey, formatProofCheck, measureProofCheck } from "./proof-of-work";
import { BenchFailure, checkAnswer, checkRow, checkSameBytes, peerOf } from "./checks";
import { createBenchDatabase, openWritingSessions, type BenchDatabase } from "./database";
import { measureInsertCeiling } from "./db-ceiling";
import { explainInbox, INBOX_SEARCH_PHONE, INBOX_SEARCH_WORD, seedInbox, signInOperator } from "./inbox";
import { BULK_ROWS, formatBulk, measureBulk, type BulkReport } from "./inbox-bulk";
import { measureAtFixedRate, measureThroughput, probeAnswer, type Target } from "./load";
import { formatLog, LOG_ROWS, measureLog, type LogReport } from "./log";
import { findNginx, startNginx } from "./nginx";
import { readOptions, rowSelection, type BenchOptions } from "./options";
import {
  addFelimarOwner,
  formatOutbox,
  measureOutboxDrain,
  startSmtpSink,
  waitForOutbox,
  type OutboxReport,
  type SmtpSink,
} from "./outbox";
import { copyPages, type CopiedPage } from "./page-copies";
import { startServer, watchServer, type ServerProcess } from "./processes";
import {
  CEILING_ROWS,
  classifyProcesses,
  formatMemory,
  formatTable,
  reportMemory,
  reportRows,
  TARGETS,
  type Row,
  type ServerMemory,
} from "./report";
import { commandLine, measureUploads } from "./uploads";

const BROWSER_GET = { "Accept-Encoding": "gzip, deflate, br" };
const JSON_POST = { "Content-Type": "application/json", "Accept-Encoding": "gzip, deflate, br" };
// Benchmark notes are typed by a person in ~35 s; their sessions opened this long before.
const SESSION_AGE_SECONDS = 600;
// More sessions than notes can be created per second on this hardware, so none is used twice.
const SESSIONS_PER_SECOND = 3_000;
// Concurrent readers of the inbox rows: a business's few owners and an operator.
const INBOX_READERS = 4;
// The inbox rows' scale: a business's years of submissions.
const INBOX_SUBMISSIONS = 100_000;
// Notifications: the outbox sends this many e-mails in under OUTBOX_DRAIN_TARGET_S.
const OUTBOX_DRAIN_JOBS = 1_000;
const OUTBOX_DRAIN_TARGET_S = 10;

// nginx's rows: the app's pages, copied from it as files, served by nginx's one worker.
const NGINX_PAGES = [
  { name: "nginx-home", path: "/" },
  { name: "nginx-felimar", path: "/felimar" },
] as const;

// Which app server measures which row. One worker: the reads compared with one-process
// references (the HTTP ceiling, nginx's one worker). Two workers (WEB_CONCURRENCY=2, the
// production default on this machine): the writes, the inbox and the outbox.
const ONE_WORKER_ROWS = ["healthz", "home", "felimar-page", "note-read"];
const TWO_WORKER_ROWS = [
  "felimar-request",
  "note-create",
  "outbox-drain",
  "felimar-request-notified",
  "inbox-first-page",
  "inbox-search-word",
  "inbox-search-phone",
  "inbox-bulk",
];

interface Skipped {
  rows: string[];
  reason: string;
}

interface Run {
  options: BenchOptions;
  database: BenchDatabase;
  /** The app's proof-of-work key: the POST rows' bodies carry solutions minted with it (bodies.ts). */
  proofKey: string;
  smtp: SmtpSink;
  buildDir: string;
  selected: (name: string) => boolean;
  measure: (
    row: Omit<Row, "measurement">,
    server: ServerProcess,
    target: Target,
    connections?: number,
  ) => Promise<void>;
  rows: Row[];
  /** The inbox's bulk action and its undo, when that row ran. */
  bulk?: BulkReport;
}

async function main() {
  const options = readOptions();
  const buildDir = process.env.BUILD_DIR ?? "build";
  // Read before building: a build's own load would linger in the figure.
  const [busyCores = 0] = os.loadavg();
  if (busyCores > 0.5)
    console.warn(
      `Warning: load average ${busyCores.toFixed(1)} before the run: other processes share the CPU and will lower every figure.`,
    );
  if (!options.useBuildAsIs) ensureBuild();

  const fixedRateName = `felimar-request-${options.fixedRate}rps`;
  const selected = rowSelection(options.only, [
    "http-ceiling",
    ...NGINX_PAGES.map((page) => page.name),
    ...ONE_WORKER_ROWS,
    ...TWO_WORKER_ROWS,
    fixedRateName,
    "uploads",
    ...LOG_ROWS,
    "db-ceiling",
  ]);
  const database = await createBenchDatabase(options.serverUrl);
  const started: ServerProcess[] = [];
  const smtp = await startSmtpSink();
  try {
    const rows: Row[] = [];
    const measure: Run["measure"] = async (row, server, target, connections = options.connections) => {
      if (!selected(row.name)) return;
      console.log(`… ${row.label}`);
      const peer = peerOf(server);
      const answer = target.method === "GET" ? await probeAnswer(server.origin, target) : undefined;
      if (answer) {
        checkAnswer(row, peer, answer);
        const ceiling = row.comparedWith && CEILING_ROWS[row.comparedWith];
        if (ceiling?.samePage)
          checkSameBytes(
            row,
            answer,
            rows.find((other) => other.name === ceiling.row),
          );
      }
      await measureThroughput(server.origin, target, options.warmupSeconds, connections);
      const watch = watchServer(server);
      const measurement = await measureThroughput(server.origin, target, options.durationSeconds, connections);
      rows.push(checkRow({ ...row, measurement, ...watch.stop(), ...(answer ? { answer } : {}) }, peer));
    };
    const proofKey = await benchProofKey(database.url);
    const proofCheck = measureProofCheck(proofKey);
    const run: Run = { options, database, proofKey, smtp, buildDir, selected, measure, rows };

    const ceiling = await startServer({
      name: "bare node:http",
      args: [path.join(import.meta.dirname, "http-ceiling.mjs")],
      env: { ...process.env, PORT: String(options.port + 1) },
      port: options.port + 1,
      readyPath: "/",
    });
    started.push(ceiling);
    await measure({ name: "http-ceiling", label: "HTTP ceiling (bare node:http, 1 process)" }, ceiling, {
      method: "GET",
      path: "/",
      headers: BROWSER_GET,
    });
    const { skipped, notes, nginx } = await measureNginx(run, started);

    const memory: ServerMemory[] = [];
    if (ONE_WORKER_ROWS.some(selected))
      memory.push(await onApp(run, 1, options.port, (app) => measureOneWorkerRows(run, app)));
    let outbox: OutboxReport = {};
    if ([...TWO_WORKER_ROWS, fixedRateName].some(selected)) {
      memory.push(
        await onApp(
          run,
          2,
          options.port + 2,
          async (app) => (outbox = await measureTwoWorkerRows(run, app, fixedRateName)),
        ),
      );
    }
    if (selected("uploads")) memory.push(await onApp(run, 2, options.port + 2, (app) => measureUploads(run, app)));
    // Last of the app's rows: its million log entries would weigh on the rows above.
    let log: LogReport | undefined;
    if (LOG_ROWS.some(selected)) {
      log = await measureLog({
        options,
        database,
        selected,
        rows,
        onTwoWorkers: async (work) => void memory.push(await onApp(run, 2, options.port + 2, work)),
      });
    }

    if (selected("db-ceiling")) {
      console.log("… database ceiling");
      const row = {
        name: "db-ceiling",
        label: "DB ceiling (pg insert, 10 clients)",
        measurement: await measureInsertCeiling(database.url, options.durationSeconds),
      };
      rows.push(checkRow(row, `${database.version} at ${new URL(database.url).host}`));
    }

    await Promise.all(started.map((server) => server.stop()));
    const reported = reportRows(rows);
    const peakRss = reportMemory(memory);
    console.log(`\n${formatTable(reported)}\n`);
    console.log(
      [
        formatMemory(peakRss),
        formatAnswers(rows),
        ...notes,
        formatProofCheck(proofCheck),
        formatOutbox(outbox, OUTBOX_DRAIN_TARGET_S),
        formatLog(log),
        formatBulk(run.bulk),
      ]
        .filter(Boolean)
        .join("\n"),
    );
    const file = saveResults({
      options,
      database,
      loadAverageBefore: busyCores,
      results: { rows: reported, peakRss, nginx, skipped, outbox, log, proofCheck, bulk: run.bulk },
    });
    console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
    if (options.cpuProfile) console.log(`CPU profiles of the app servers: ${profileDir()}`);
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    await smtp.close();
    await database.drop();
  }
}

/**
 * nginx's rows, or why there are none. nginx serves the app's own pages: a one-worker
 * app is started first, its answers for `/` and `/felimar` (identity, gzip, brotli, as
 * sent) are written into nginx's root, and the app is stopped before nginx is loaded.
 * Without the brotli_static module nginx could only send gzip where the app sends
 * brotli: its rows are skipped then, as when nginx is missing. nginx stays up, idle,
 * until the end.
 */
async function measureNginx(
  run: Run,
  started: ServerProcess[],
): Promise<{ skipped: Skipped[]; notes: string[]; nginx?: object }> {
  const pages = NGINX_PAGES.filter((page) => run.selected(page.name));
  if (pages.length === 0) return { skipped: [], notes: [] };
  const found = findNginx();
  if (!found?.brotliStatic) {
    const missing = found
      ? "nginx: no brotli_static module (Debian: apt-get install libnginx-mod-http-brotli-static), so it could not send the brotli the app sends"
      : "nginx: not found (/usr/sbin/nginx or nginx on PATH; Debian: apt-get install nginx libnginx-mod-http-brotli-static)";
    const reason = `${missing}: its rows are skipped and the targets against it are not judged.`;
    console.log(reason);
    return { skipped: [{ rows: pages.map((page) => page.name), reason }], notes: [reason] };
  }
  console.log("… copying the app's pages for nginx");
  const root = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-pages-"));
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  let copied: CopiedPage[];
  let server: ServerProcess;
  try {
    const app = await startApp({ ...run, workers: 1, port: run.options.port });
    copied = await copyPages(
      app,
      NGINX_PAGES.map((page) => page.path),
      root,
    ).finally(() => app.stop());
    server = await startNginx(found, root, run.options.port + 3);
  } catch (error) {
    removeRoot();
    throw error;
  }
  started.push({ ...server, stop: () => server.stop().finally(removeRoot) });
  for (const page of pages) {
    await run.measure(
      { name: page.name, label: `nginx GET ${page.path} (1 worker, the app's bytes, brotli_static)` },
      server,
      { method: "GET", path: page.path, headers: BROWSER_GET },
    );
  }
  return { skipped: [], notes: [], nginx: { version: found.version, brotliStatic: found.brotliStatic, pages: copied } };
}

/** Starts the app with `workers` workers, runs `work` on it, and answers each process's peak RSS before stopping it. */
async function onApp(
  run: Run,
  workers: number,
  port: number,
  work: (app: AppServer) => Promise<unknown>,
): Promise<ServerMemory> {
  const app = await startApp({ ...run, workers, port });
  try {
    await work(app);
    // Read while they run: an image worker is known by its command line, gone once it exits.
    return { server: `app, ${app.workersLabel}`, processes: classifyProcesses(app.peakRssByProcess(), commandLine) };
  } finally {
    await app.stop();
  }
}

async function measureOneWorkerRows({ measure, selected }: Run, app: AppServer) {
  const suffix = ` (${app.workersLabel})`;
  await measure(
    { name: "healthz", label: `GET /healthz${suffix}`, comparedWith: "http", target: TARGETS.halfHttpCeiling },
    app,
    { method: "GET", path: "/healthz", headers: BROWSER_GET },
  );
  await measure({ name: "home", label: `GET /${suffix}`, comparedWith: "nginx-home", target: TARGETS.halfNginx }, app, {
    method: "GET",
    path: "/",
    headers: BROWSER_GET,
  });
  await measure(
    {
      name: "felimar-page",
      label: `GET /felimar${suffix}`,
      comparedWith: "nginx-felimar",
      target: TARGETS.fortyPercentNginx,
    },
    app,
    { method: "GET", path: "/felimar", headers: BROWSER_GET },
  );
  if (selected("note-read")) {
    const slug = await createNoteThroughApi(app.origin);
    await measure(
      {
        name: "note-read",
        label: `GET /api/notes/:slug${suffix}`,
        comparedWith: "http",
        target: TARGETS.halfHttpCeiling,
      },
      app,
      { method: "GET", path: `/api/notes/${slug}`, headers: BROWSER_GET },
    );
  }
}

async function measureTwoWorkerRows(run: Run, app: AppServer, fixedRateName: string): Promise<OutboxReport> {
  const { options, database, proofKey, smtp, measure, selected, rows } = run;
  const suffix = ` (${app.workersLabel})`;
  await measure(
    {
      name: "felimar-request",
      label: `POST /api/felimar/requests${suffix}`,
      comparedWith: "db",
      target: TARGETS.postThroughput,
    },
    app,
    {
      method: "POST",
      path: "/api/felimar/requests",
      headers: JSON_POST,
      body: felimarRequestBodies("closed", proofKey),
    },
  );
  // Paced before notifications are switched on below, like the row above: the latency of a submission, not of the e-mails sent beside it.
  if (selected(fixedRateName)) {
    console.log(`… POST /api/felimar/requests at ${options.fixedRate} req/s${suffix}`);
    const target: Target = {
      method: "POST",
      path: "/api/felimar/requests",
      headers: JSON_POST,
      body: felimarRequestBodies("paced", proofKey),
    };
    await measureAtFixedRate(app.origin, target, options.warmupSeconds, options.fixedRate);
    const watch = watchServer(app);
    const measurement = await measureAtFixedRate(app.origin, target, options.durationSeconds, options.fixedRate);
    rows.push(
      checkRow(
        {
          name: fixedRateName,
          label: `POST /api/felimar/requests at ${options.fixedRate} req/s${suffix}`,
          measurement,
          ...watch.stop(),
          target: TARGETS.postLatency,
        },
        peerOf(app),
      ),
    );
  }
  if (selected("note-create")) {
    await openWritingSessions(
      database.url,
      Math.ceil(SESSIONS_PER_SECOND * (options.warmupSeconds + options.durationSeconds)),
      SESSION_AGE_SECONDS,
    );
    await measure(
      { name: "note-create", label: `POST /api/notes (public, 280 keys; ${app.workersLabel})`, comparedWith: "db" },
      app,
      {
        method: "POST",
        path: "/api/notes",
        headers: JSON_POST,
        body: publicNoteBodies(),
      },
    );
  }

  let outbox: OutboxReport = {};
  // Notifications on: one Felimar owner, so each request also stores an owner e-mail that the workers send meanwhile.
  if (["outbox-drain", "felimar-request-notified"].some(selected)) {
    await addFelimarOwner(database.url);
    if (selected("outbox-drain")) {
      console.log(`… outbox: ${OUTBOX_DRAIN_JOBS.toLocaleString("en")} e-mails to a local SMTP server`);
      outbox.drain = await measureOutboxDrain(database.url, smtp, OUTBOX_DRAIN_JOBS);
    }
    if (selected("felimar-request-notified")) {
      const baseline = rows.find((row) => row.name === "felimar-request")?.measurement.requestsPerSecond;
      await measure(
        {
          name: "felimar-request-notified",
          label: `POST /api/felimar/requests, owner e-mailed${suffix}`,
          comparedWith: "db",
          ...(baseline
            ? {
                target: {
                  text: "≥ 0.9 × without notifications",
                  met: (row: Row) => row.measurement.requestsPerSecond >= 0.9 * baseline,
                },
              }
            : {}),
        },
        app,
        {
          method: "POST",
          path: "/api/felimar/requests",
          headers: JSON_POST,
          body: felimarRequestBodies("notified", proofKey),
        },
      );
      outbox = { ...outbox, ...(await waitForOutbox(database.url)) };
    }
  }

  if (["inbox-first-page", "inbox-search-word", "inbox-search-phone", "inbox-bulk"].some(selected)) {
    console.log(`… seeding ${INBOX_SUBMISSIONS.toLocaleString("en")} submissions`);
    await seedInbox(database.url, INBOX_SUBMISSIONS);
    for (const plan of await explainInbox(database.url)) {
      console.log(
        `  EXPLAIN ${plan.query}: ${plan.usesExpectedIndex ? "uses" : "does NOT use"} ${plan.expectedIndex}, ${plan.executionMs} ms${plan.usesExpectedIndex ? "" : `\n${plan.plan}`}`,
      );
    }
    const headers = { ...BROWSER_GET, Cookie: await signInOperator(database.url) };
    // The target is each answer's server time, so these rows send as a small team reading at once does,
    // not 50 connections: with 50, a saturated core makes p99 the queue (50 / req/s), not the request.
    const inboxRow = (name: string, label: string, query: string) =>
      measure(
        { name, label: `${label}, ${INBOX_READERS} readers${suffix}`, target: TARGETS.inboxLatency },
        app,
        { method: "GET", path: `/api/admin/submissions${query}`, headers },
        INBOX_READERS,
      );
    await inboxRow("inbox-first-page", "GET /api/admin/submissions (100k stored)", "");
    await inboxRow("inbox-search-word", `GET /api/admin/submissions?q=${INBOX_SEARCH_WORD}`, `?q=${INBOX_SEARCH_WORD}`);
    await inboxRow("inbox-search-phone", "GET /api/admin/submissions?q=<phone digits>", `?q=${INBOX_SEARCH_PHONE}`);
    if (selected("inbox-bulk")) {
      console.log(
        `… POST /api/admin/submissions/bulk on ${BULK_ROWS.toLocaleString("en")} submissions, then its undo${suffix}`,
      );
      run.bulk = await measureBulk(database.url, app.origin, headers.Cookie);
    }
  }

  return outbox;
}

/** What one request of each page row got (every GET row's is in the JSON, with its SHA-256), e.g. "GET / (1 worker): br, 10,812 B". */
function formatAnswers(rows: Row[]): string {
  const pageRows = new Set(Object.values(CEILING_ROWS).flatMap((ceiling) => (ceiling.samePage ? [ceiling.row] : [])));
  const answered = rows.filter(
    (row) => row.answer && (pageRows.has(row.name) || (row.comparedWith && CEILING_ROWS[row.comparedWith].samePage)),
  );
  if (answered.length === 0) return "";
  return `Pages as sent (${BROWSER_GET["Accept-Encoding"]} accepted): ${answered.map(({ label, answer }) => `${label}: ${answer!.encoding}, ${answer!.bytes.toLocaleString("en-US")} B`).join("; ")}.`;
}

/** Writes one public note the way the notebook page does (session, batches, create), for the read row. */
async function createNoteThroughApi(origin: string): Promise<string> {
  return (await writeNote(urlPoster(origin), { content: NOTE_TEXT, pace: "instant" })).slug;
}

function saveResults({
  options,
  database,
  loadAverageBefore,
  results,
}: {
  options: BenchOptions;
  database: BenchDatabase;
  loadAverageBefore: number;
  results: object;
}): string {
  const at = new Date();
  const file = path.join(
    import.meta.dirname,
    "results",
    `${at
      .toISOString()
      .replace(/:/g, "-")
      .replace(/\.\d+Z$/, "Z")}.json`,
  );
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
  const settings = {
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
    connections: options.connections,
    fixedRate: options.fixedRate,
  };
  writeFileSync(
    file,
    `${JSON.stringify({ at: at.toISOString(), commit: gitCommit(), machine, settings, ...results }, null, 2)}\n`,
  );
  return file;
}

function gitCommit(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
}

await main().catch((error: unknown) => {
  console.error(error instanceof BenchFailure ? `\nThe bench stopped: ${error.message}` : error);
  process.exitCode = 1;
});
