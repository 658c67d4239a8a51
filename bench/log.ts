/**
 * The public log's rows, what the log costs: a million entries put in the log by
 * ./fill-log.ts, then, on the two-worker server (the production default here):
 * - the log checked as a stranger would: one more real note, appended by the running
 *   sequencer on top of the fill, with a consistency proof from the filled size that
 *   verifies between the two signed checkpoints (the run stops if it does not);
 * - GET inclusion for random synthetic notes and GET consistency from a random size to
 *   the newest, each with LOG_READERS connections (the target is an answer's time,
 *   not a queue's): p99 < 10 ms;
 * - notes created closed-loop while each one's way into a checkpoint is timed: p99 < 5 s;
 * then, with the server stopped (so no sequencer takes them), the cost of appending:
 * integratePending over notes waiting, in batches of 1, 10, 100 and 1,000, in this
 * process: wall time per note (PostgreSQL and the commit included) < 2 ms.
 */
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { fromBase64, verifyConsistency, verifyInclusion } from "#app/sites/notebook/merkle.ts";
import {
  checkSignedCheckpoint,
  parseVerifierKey,
  type LogConsistency,
  type LogInclusion,
  type VerifierKey,
} from "#app/sites/notebook/public-log.ts";
import { openDatabase, type Db } from "#server/db/database.ts";
import type { CheckpointSigner } from "#server/public-log/checkpoint-signer.ts";
import { integratePending } from "#server/public-log/integrate.ts";
import { urlPoster, writeNote } from "#tests/support/note-writer.ts";
import type { AppServer } from "./app-server";
import { NOTE_TEXT } from "./bodies";
import { checkAnswer, checkRow, peerOf } from "./checks";
import type { BenchDatabase } from "./database";
import {
  fillLog,
  insertSyntheticNotes,
  logSigningOf,
  syntheticNoteMaker,
  syntheticSlug,
  type FilledLog,
} from "./fill-log";
import { measureCheckpointLatency, POLL_MS, type CheckpointLatency } from "./log-checkpoint-latency";
import { measurementOf, percentile, probeAnswer, type Measurement } from "./load";
import type { BenchOptions } from "./options";
import { watchServer } from "./processes";
import type { Row, Target } from "./report";
import { verifyEd25519Raw as verifyEd25519 } from "#server/public-log/verify-ed25519-raw.ts";

/** The targets' scale; BENCH_LOG_ENTRIES tries the rows on a smaller log (the targets are for a million). */
export const LOG_ENTRIES = Number(process.env.BENCH_LOG_ENTRIES) || 1_000_000;
const ENTRIES_LABEL = LOG_ENTRIES % 1_000_000 === 0 ? `${LOG_ENTRIES / 1_000_000}M` : LOG_ENTRIES.toLocaleString("en");
/** Batch sizes whose append cost is measured: one note at a time (a quiet site) up to the sequencer's MAX_BATCH. */
const APPEND_BATCHES = [1, 10, 100, 1_000] as const;
/** Notes appended per batch size: enough batches for a p99, a few seconds each on this machine. */
const APPEND_NOTES: Record<(typeof APPEND_BATCHES)[number], number> = { 1: 500, 10: 2_000, 100: 5_000, 1_000: 10_000 };
/** Concurrent readers of the log's proofs: a few verifiers at once, as the inbox rows' team of readers. */
const LOG_READERS = 4;
const BROWSER_GET = { "Accept-Encoding": "gzip, deflate, br" };

export const LOG_ROWS = [
  "log-inclusion",
  "log-consistency",
  "log-checkpoint",
  ...APPEND_BATCHES.map((batch) => `log-append-${batch}`),
];

const TARGETS = {
  proofLatency: { text: "p99 < 10 ms", met: (row: Row) => row.measurement.p99Ms < 10 },
  checkpointLatency: { text: "p99 < 5 s from the 201", met: (row: Row) => row.measurement.p99Ms < 5_000 },
  appendCost: { text: "< 2 ms per note (mean)", met: (row: Row) => 1000 / row.measurement.requestsPerSecond < 2 },
} satisfies Record<string, Target>;

export interface LogReport {
  fill: FilledLog;
  /** The real note appended on top of the fill, and the proofs that checked out. */
  onTop?: {
    slug: string;
    leafIndex: number;
    coveredAfterMs: number;
    consistencyFrom: number;
    consistencyTo: number;
    verified: true;
  };
  checkpointLatency?: Omit<CheckpointLatency, "measurement" | "server"> & { pollMs: number };
  append?: Array<{ batch: number; notes: number; meanMsPerNote: number; cpuMsPerNote: number }>;
}

interface LogRun {
  options: BenchOptions;
  database: BenchDatabase;
  selected: (name: string) => boolean;
  rows: Row[];
  /** Starts the two-worker app, runs `work` on it, stops it. */
  onTwoWorkers: (work: (app: AppServer) => Promise<void>) => Promise<void>;
}

export async function measureLog(run: LogRun): Promise<LogReport> {
  const database = await openDatabase({ url: run.database.url });
  try {
    const { keys, signer } = logSigningOf(database.db);
    console.log(`… filling the public log with ${LOG_ENTRIES.toLocaleString("en")} notes`);
    const fill = await fillLog(database.db, {
      keys,
      signer,
      count: LOG_ENTRIES,
      progress: (text) => console.log(`  ${text}`),
    });
    console.log(`  ${fill.size.toLocaleString("en")} entries in ${fill.seconds.toFixed(0)} s`);
    const report: LogReport = { fill };
    await run.onTwoWorkers(async (app) => {
      report.onTop = await checkOnTop(app, fill);
      console.log(
        `  one more note appended on top (#${report.onTop.leafIndex}, in a checkpoint ${report.onTop.coveredAfterMs} ms after its 201); consistency from ${fill.size} verified`,
      );
      const suffix = `${ENTRIES_LABEL} entries, ${LOG_READERS} readers, ${app.workersLabel}`;
      const size = report.onTop.consistencyTo;
      const randomBelow = (n: number) => Math.floor(Math.random() * n);
      await measureReads(
        run,
        app,
        {
          name: "log-inclusion",
          label: `GET /api/notes/log/inclusion?slug=<random> (${suffix})`,
          target: TARGETS.proofLatency,
        },
        () => `/api/notes/log/inclusion?slug=${syntheticSlug(fill.fromSize + randomBelow(LOG_ENTRIES))}`,
      );
      await measureReads(
        run,
        app,
        {
          name: "log-consistency",
          label: `GET /api/notes/log/consistency?from=<random>&to=<size> (${suffix})`,
          target: TARGETS.proofLatency,
        },
        () => `/api/notes/log/consistency?from=${1 + randomBelow(size - 1)}&to=${size}`,
      );
      if (run.selected("log-checkpoint")) report.checkpointLatency = await measureCheckpointRow(run, app);
    });
    if (APPEND_BATCHES.some((batch) => run.selected(`log-append-${batch}`)))
      report.append = await measureAppends(run, database.db, signer);
    return report;
  } finally {
    await database.close();
  }
}

/** GETs of random paths, closed loop, after a warm-up, as bench/run.ts measures its rows. */
async function measureReads(run: LogRun, app: AppServer, row: Omit<Row, "measurement">, pathOf: () => string) {
  if (!run.selected(row.name)) return;
  console.log(`… ${row.label}`);
  const answer = await probeAnswer(app.origin, { method: "GET", path: pathOf(), headers: BROWSER_GET });
  checkAnswer(row, peerOf(app), answer);
  await readLoad(app.origin, pathOf, run.options.warmupSeconds);
  const watch = watchServer(app);
  const measurement = await readLoad(app.origin, pathOf, run.options.durationSeconds);
  run.rows.push(checkRow({ ...row, measurement, ...watch.stop(), answer }, peerOf(app)));
}

async function readLoad(origin: string, pathOf: () => string, seconds: number): Promise<Measurement> {
  const result = await autocannon({
    url: origin,
    connections: LOG_READERS,
    duration: seconds,
    timeout: 10,
    requests: [{ method: "GET", headers: BROWSER_GET, setupRequest: (request) => ({ ...request, path: pathOf() }) }],
  });
  return measurementOf(result);
}

const bytes = (base64: string) => fromBase64(base64) ?? new Uint8Array(0);

/**
 * Writes one real note through the API, waits for the sequencer to append it on top of
 * the fill, then checks over HTTP, as a stranger would: the checkpoints' signatures, the
 * note's inclusion, and the consistency of the filled log with the one after it.
 */
async function checkOnTop(app: AppServer, fill: FilledLog): Promise<NonNullable<LogReport["onTop"]>> {
  const get = async <T>(path: string, as: "json" | "text" = "json"): Promise<T> => {
    const response = await fetch(app.origin + path);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (as === "json" ? await response.json() : await response.text()) as T;
  };
  const { slug } = await writeNote(urlPoster(app.origin), { content: NOTE_TEXT, pace: "instant" });
  const written = performance.now();
  let inclusion: LogInclusion | undefined;
  while (!inclusion) {
    const response = await fetch(`${app.origin}/api/notes/log/inclusion?slug=${slug}`);
    if (response.status === 200) inclusion = (await response.json()) as LogInclusion;
    else if (performance.now() - written > 30_000)
      throw new Error(
        `The note written on top of the filled log was not in a checkpoint after 30 s (${response.status}).`,
      );
    else await sleep(POLL_MS);
  }
  const coveredAfterMs = Math.round(performance.now() - written);
  const keys = inclusion.verifierKeys.map(parseVerifierKey).filter((key): key is VerifierKey => key !== null);
  const signedRoot = async (size: number) => {
    const checked = await checkSignedCheckpoint(
      await get<string>(`/api/notes/log/checkpoint?size=${size}`, "text"),
      inclusion.origin,
      keys,
      verifyEd25519,
    );
    if (!checked.ok) throw new Error(`The checkpoint of ${size} entries does not verify: ${checked.reason}`);
    return checked.checkpoint.root;
  };
  const [filledRoot, newestRoot] = [await signedRoot(fill.size), await signedRoot(inclusion.treeSize)];
  if (
    inclusion.leafIndex < fill.size ||
    !verifyInclusion(
      inclusion.leafIndex,
      inclusion.treeSize,
      bytes(inclusion.leafHash),
      inclusion.inclusionPath.map(bytes),
      newestRoot,
    )
  ) {
    throw new Error(
      `The note written on top of the filled log (#${inclusion.leafIndex}) does not verify in the checkpoint of ${inclusion.treeSize}.`,
    );
  }
  const consistency = await get<LogConsistency>(
    `/api/notes/log/consistency?from=${fill.size}&to=${inclusion.treeSize}`,
  );
  if (
    !verifyConsistency(fill.size, inclusion.treeSize, filledRoot, newestRoot, consistency.consistencyPath.map(bytes))
  ) {
    throw new Error(
      `The log after the fill is not consistent with the filled log: from ${fill.size} to ${inclusion.treeSize} does not verify.`,
    );
  }
  return {
    slug,
    leafIndex: inclusion.leafIndex,
    coveredAfterMs,
    consistencyFrom: fill.size,
    consistencyTo: inclusion.treeSize,
    verified: true,
  };
}

// Like bench/run.ts's note-create row: sessions opened 10 minutes earlier, more than can be used.
const SESSION_AGE_SECONDS = 600;
const SESSIONS_PER_SECOND = 3_000;

async function measureCheckpointRow(run: LogRun, app: AppServer): Promise<NonNullable<LogReport["checkpointLatency"]>> {
  const label = `POST /api/notes, 201 → in a signed checkpoint (${ENTRIES_LABEL} entries, ${app.workersLabel})`;
  console.log(`… ${label}`);
  const { measurement, server, ...latency } = await measureCheckpointLatency({
    server: app,
    databaseUrl: run.database.url,
    warmupSeconds: run.options.warmupSeconds,
    seconds: run.options.durationSeconds,
    connections: run.options.connections,
    sessionsPerSecond: SESSIONS_PER_SECOND,
    sessionAgeSeconds: SESSION_AGE_SECONDS,
  });
  run.rows.push(
    checkRow({ name: "log-checkpoint", label, measurement, ...server, target: TARGETS.checkpointLatency }, peerOf(app)),
  );
  return { ...latency, pollMs: POLL_MS };
}

/**
 * integratePending in this process over notes waiting in the 1M log, `batch` at a time:
 * its wall time per note (the statements, PostgreSQL's work and the commit's flush
 * included) and this process's CPU per note (hashing, signing, building statements).
 * The server is stopped: its sequencers would take the notes first.
 */
async function measureAppends(
  run: LogRun,
  db: Db,
  signer: CheckpointSigner,
): Promise<NonNullable<LogReport["append"]>> {
  const { keys } = logSigningOf(db);
  const key = await keys.active();
  const report: NonNullable<LogReport["append"]> = [];
  for (const batch of APPEND_BATCHES) {
    const name = `log-append-${batch}`;
    if (!run.selected(name)) continue;
    const label = `Append to the ${ENTRIES_LABEL} log, batches of ${batch.toLocaleString("en")} (integratePending, bench process), per note`;
    console.log(`… ${label}`);
    const notes = APPEND_NOTES[batch];
    // Notes the server stored but did not append before it stopped: not this measurement's.
    while ((await integratePending(db, signer))?.appended);
    const size = await logSize(db);
    const makeNote = syntheticNoteMaker(key, new Date(), size);
    for (let first = 0; first < notes; first += 2_000) {
      await insertSyntheticNotes(
        db,
        Array.from({ length: Math.min(2_000, notes - first) }, (_, i) => makeNote(size + first + i)),
        null,
      );
    }
    const perNoteMs: number[] = [];
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (;;) {
      const batchStarted = performance.now();
      const appended = (await integratePending(db, signer, batch))?.appended ?? 0;
      if (appended === 0) break;
      perNoteMs.push((performance.now() - batchStarted) / appended);
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    if ((await logSize(db)) !== size + notes)
      throw new Error(`${label}: the log holds ${await logSize(db)} entries, not ${size + notes}.`);
    perNoteMs.sort((a, b) => a - b);
    const measurement: Measurement = {
      answered: notes,
      requestsPerSecond: notes / seconds,
      p50Ms: percentile(perNoteMs, 50),
      p99Ms: percentile(perNoteMs, 99),
      errors: 0,
      otherStatuses: {},
    };
    run.rows.push({ name, label, measurement, cpuSeconds, processes: 1, target: TARGETS.appendCost });
    report.push({
      batch,
      notes,
      meanMsPerNote: round((seconds * 1000) / notes),
      cpuMsPerNote: round((cpuSeconds * 1000) / notes),
    });
  }
  return report;
}

async function logSize(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`SELECT size FROM tlog_state`)) as unknown as {
    rows: Array<{ size: string | number }>;
  };
  return Number(rows[0]?.size ?? 0);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The lines under the table: the fill, the note on top, the checkpoint wait, what appends cost. */
export function formatLog(log: LogReport | undefined): string {
  if (!log) return "";
  const lines = [
    `Public log: filled with ${(log.fill.size - log.fill.fromSize).toLocaleString("en")} notes (from ${log.fill.fromSize.toLocaleString("en")}) in ${log.fill.seconds.toFixed(0)} s, ${log.fill.checkpoints} checkpoints.`,
  ];
  if (log.onTop)
    lines.push(
      `Public log: a real note appended on top as #${log.onTop.leafIndex} by the running sequencer, ${log.onTop.coveredAfterMs} ms after its 201; consistency ${log.onTop.consistencyFrom} → ${log.onTop.consistencyTo} and its inclusion verified against the signed checkpoints.`,
    );
  const latency = log.checkpointLatency;
  if (latency) {
    lines.push(
      `Public log under the note-create load: ${latency.created.toLocaleString("en")} notes (POST p50 ${latency.createP50Ms} ms, p99 ${latency.createP99Ms} ms), ${latency.uncovered} never covered, slowest ${latency.maxMs} ms from 201 to checkpoint (read every ${latency.pollMs} ms); the sequencers signed ${latency.checkpoints} checkpoints, ${latency.meanBatch} notes each on average.`,
    );
  }
  return lines.join("\n");
}
