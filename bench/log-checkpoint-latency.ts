/**
 * How long a new note waits for its checkpoint (the target: a checkpoint covers a new
 * note within 5 s), under the note-create load: notes are created closed-loop with
 * autocannon, each 201's slug and arrival time kept; meanwhile the newest checkpoint is
 * read every POLL_MS over HTTP, as a verifier would. A note is covered from the first
 * checkpoint read (at its answer's arrival) whose size exceeds its log index: the
 * moment GET /api/notes/log/inclusion starts answering 200 for it (server/public-log/read-log.ts).
 */
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { percentile, type Measurement } from "./load";
import { publicNoteBody, sessionSecret, sessionToken } from "./bodies";
import { insertWritingSessions } from "./database";
import { watchServer, type ServerProcess } from "./processes";

/** How often the checkpoint is read: the latencies are late by at most this plus one answer. */
export const POLL_MS = 50;
/** After the load, how long the notes still waiting may take to be covered before they count as missed. */
const DRAIN_TIMEOUT_MS = 30_000;
/** This row's writing sessions are numbered from here: note-create's (bench/run.ts) start at 0 in the same database. */
const FIRST_SESSION = 900_000_000;

export interface CheckpointLatency {
  measurement: Measurement;
  /** The server's processes from the measured run's start until its last note was covered: their CPU is creating and appending those notes. */
  server: ReturnType<ReturnType<typeof watchServer>["stop"]>;
  /** POST /api/notes itself, as the closed loop saw it. */
  createP50Ms: number;
  createP99Ms: number;
  /** Notes created in the measured run, how many a checkpoint covered in time, and the checkpoints the sequencers signed meanwhile. */
  created: number;
  uncovered: number;
  checkpoints: number;
  meanBatch: number;
  maxMs: number;
}

async function newestSize(origin: string): Promise<number | null> {
  const response = await fetch(`${origin}/api/notes/log/checkpoint`).catch(() => null);
  if (!response?.ok) return null;
  // The C2SP body's second line.
  return Number((await response.text()).split("\n")[1]);
}

/** Creates notes for `seconds` with `connections` connections and times each one's way into a checkpoint. */
export async function measureCheckpointLatency({
  server,
  databaseUrl,
  warmupSeconds,
  seconds,
  connections,
  sessionsPerSecond,
  sessionAgeSeconds,
}: {
  server: ServerProcess;
  databaseUrl: string;
  warmupSeconds: number;
  seconds: number;
  connections: number;
  sessionsPerSecond: number;
  sessionAgeSeconds: number;
}): Promise<CheckpointLatency> {
  const { origin } = server;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await insertWritingSessions(
      client,
      FIRST_SESSION,
      Math.ceil(sessionsPerSecond * (warmupSeconds + seconds)),
      sessionAgeSeconds,
    );
    let next = FIRST_SESSION;
    const body = () => {
      const index = next++;
      return JSON.stringify(publicNoteBody({ sessionId: sessionToken(index), secret: sessionSecret(index) }));
    };
    const created: Array<{ slug: string; at: number }> = [];
    let recording = false;
    const load = (duration: number) => {
      // A variable, not a literal: onResponse is autocannon's, beyond the part bench/autocannon.d.ts declares.
      const request = {
        method: "POST",
        path: "/api/notes",
        headers: { "Content-Type": "application/json" },
        setupRequest: (req: object) => ({ ...req, body: body() }),
        onResponse: (status: number, answer: string) => {
          if (recording && status === 201)
            created.push({ slug: (JSON.parse(answer) as { slug: string }).slug, at: performance.now() });
        },
      };
      return autocannon({ url: origin, connections, duration, timeout: 10, requests: [request] });
    };

    await load(warmupSeconds);
    const sizeBefore = (await newestSize(origin)) ?? 0;
    const samples: Array<{ at: number; size: number }> = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const size = await newestSize(origin);
        if (size !== null) samples.push({ at: performance.now(), size });
        await sleep(POLL_MS);
      }
    })();

    const watch = watchServer(server);
    recording = true;
    const result = await load(seconds);
    recording = false;
    // Until every stored note is in a checkpoint (or the timeout): the last ones are timed too.
    // Counted afresh each time: requests in flight when the load stopped may still be storing notes.
    const storedNotes = async () =>
      Number((await client.query<{ count: string }>("SELECT count(*) FROM notes")).rows[0]?.count);
    const deadline = performance.now() + DRAIN_TIMEOUT_MS;
    while (performance.now() < deadline && (samples.at(-1)?.size ?? 0) < (await storedNotes())) await sleep(POLL_MS);
    polling = false;
    await poller;
    const watched = watch.stop();

    const { rows } = await client.query<{ slug: string; log_index: string | null }>(
      "SELECT slug, log_index FROM notes WHERE slug = ANY($1::text[])",
      [created.map((note) => note.slug)],
    );
    const indexOf = new Map(rows.map((row) => [row.slug, row.log_index === null ? null : Number(row.log_index)]));
    const latencies: number[] = [];
    for (const note of created) {
      const index = indexOf.get(note.slug);
      const covered = index == null ? undefined : samples.find((sample) => sample.at >= note.at && sample.size > index);
      if (covered) latencies.push(covered.at - note.at);
    }
    latencies.sort((a, b) => a - b);
    const sizeAfter = samples.at(-1)?.size ?? sizeBefore;
    const { rows: signed } = await client.query<{ count: string }>(
      "SELECT count(*) FROM tlog_checkpoints WHERE size > $1 AND size <= $2",
      [sizeBefore, sizeAfter],
    );
    const checkpoints = Number(signed[0]?.count ?? 0);
    const uncovered = created.length - latencies.length;
    return {
      server: watched,
      measurement: {
        answered: created.length,
        requestsPerSecond: result["2xx"] / result.duration,
        p50Ms: percentile(latencies, 50),
        // More than 1 % never covered: the p99 is at least the wait they were given.
        p99Ms: uncovered > created.length / 100 ? DRAIN_TIMEOUT_MS : percentile(latencies, 99),
        errors: result.non2xx + result.errors + uncovered,
        otherStatuses: Object.fromEntries(
          Object.entries(result.statusCodeStats)
            .filter(([status]) => !status.startsWith("2"))
            .map(([status, { count }]) => [status, count]),
        ),
      },
      createP50Ms: result.latency.p50,
      createP99Ms: result.latency.p99,
      created: created.length,
      uncovered,
      checkpoints,
      meanBatch: checkpoints > 0 ? Math.round(((sizeAfter - sizeBefore) / checkpoints) * 10) / 10 : 0,
      maxMs: Math.round(latencies.at(-1) ?? 0),
    };
  } finally {
    await client.end();
  }
}
