import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import {
  MAX_LOG_EVENTS,
  MAX_TEXT_UNITS,
  REPLACEMENT_MAX_UNITS,
  SESSION_ID_PATTERN,
  type TypingEvent,
} from "#app/sites/notebook/typing-log.ts";
import type { Db } from "../db/database";
import { noteSessionBatches, noteSessions } from "../db/schema";
import { implausible, NoteRefused } from "./refusals";

/** How often the page sends its typing: the server answers it with each new session. */
export const BATCH_INTERVAL_MS = 2_000;
/** Sessions are short-lived: one without a batch for this long is expired. */
export const SESSION_IDLE_MINUTES = 60;
/** One batch per session at most this often: a page sends one every 2 s, a flood is a script. */
export const MIN_BATCH_SPACING_MS = 250;
/**
 * Bytes of events one session may store: its MAX_LOG_EVENTS events at ~24 bytes each
 * (an hour of typing: `[3600000,"k",9999,0,1]`), with room to spare. Without it a
 * session's 15,000 events of huge numbers would hold ~600 KB (security review of #14,
 * finding 4).
 */
export const MAX_SESSION_BYTES = 512 * 1024;

export interface OpenedSession {
  /** Public: 128 random bits, base64url (22 characters). It goes into the proof. */
  sessionId: string;
  /** 256 random bits, base64url (43 characters): only the page that opened the session knows it. */
  secret: string;
  /** The slug the note will get. */
  slug: string;
  batchIntervalMs: number;
}

/** 12 random bytes: a 16-character base64url slug (96 bits). */
export function newSlug(): string {
  return randomBytes(12).toString("base64url");
}

/** A session's values, random, stored nowhere: what a filled honeypot is answered with too. */
export function newSessionValues(): OpenedSession {
  return {
    sessionId: randomBytes(16).toString("base64url"),
    secret: randomBytes(32).toString("base64url"),
    slug: newSlug(),
    batchIntervalMs: BATCH_INTERVAL_MS,
  };
}

/**
 * Opens a writing session; the database's clock marks its start. Only the secret's
 * SHA-256 is stored. Expired sessions' batches (60 minutes idle) are deleted, as
 * nothing can use them any more; sessions idle for a day (long expired or used) go
 * too, kept until then so a late page is told its session expired rather than unknown.
 */
export async function openSession(db: Db): Promise<OpenedSession> {
  const session = newSessionValues();
  await db
    .insert(noteSessions)
    .values({ id: session.sessionId, secretHash: secretHash(session.secret), slug: session.slug });
  await deleteExpiredBatches(db);
  await db.delete(noteSessions).where(lt(noteSessions.lastBatchAt, sql`now() - interval '1 day'`));
  return session;
}

/** Deletes the batches of every expired session: the table then holds live sessions' batches only, which is what this join reads. */
export async function deleteExpiredBatches(db: Pick<Db, "execute">): Promise<void> {
  await db.execute(sql`
    DELETE FROM ${noteSessionBatches} AS batch USING ${noteSessions} AS session
    WHERE batch.session_id = session.id AND session.last_batch_at < now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`);
}

export interface BatchIn {
  secret: string;
  seq: number;
  sentAt: number;
  events: TypingEvent[];
}

/**
 * Records one batch of typing: its `at` is the server's milliseconds since the session
 * opened. seq must be the next one; the last one sent again with the same events is
 * answered again (its response was lost). One statement, so one round trip: it locks
 * the session row (two batches of one session are taken one after the other), stores
 * the batch only if every check passes, and returns what the refusal, if any, needs.
 * Batches are the notebook's most frequent write (one every 2 s per writer).
 */
export async function receiveBatch(db: Db, sessionId: string, batch: BatchIn): Promise<{ seq: number }> {
  if (!SESSION_ID_PATTERN.test(sessionId)) throw SESSION_REFUSED.unknown();
  const bounds = batchBounds(batch);
  const eventsText = JSON.stringify(batch.events);
  const bytes = Buffer.byteLength(eventsText, "utf8");
  const events = batch.events.length;
  // The text before this batch is at most what its events can have inserted (a
  // replacement's 64 units each), and never longer than MAX_TEXT_UNITS.
  const { rows } = (await db.execute(sql`
    WITH session AS (
      SELECT id, secret_hash, used_at IS NOT NULL AS used, batch_count, event_count,
        floor(extract(epoch FROM now()) * 1000)::bigint - floor(extract(epoch FROM created_at) * 1000)::bigint AS elapsed_ms,
        floor(extract(epoch FROM now()) * 1000)::bigint - floor(extract(epoch FROM last_batch_at) * 1000)::bigint AS idle_ms,
        least(event_count * ${REPLACEMENT_MAX_UNITS}, ${MAX_TEXT_UNITS}) AS length_bound,
        coalesce((SELECT sent FROM ${noteSessionBatches} WHERE session_id = ${sessionId} AND seq = batch_count - 1), 0) AS last_sent,
        coalesce((SELECT (events::jsonb -> -1 ->> 0)::bigint FROM ${noteSessionBatches} WHERE session_id = ${sessionId} AND events <> '[]' ORDER BY seq DESC LIMIT 1), 0) AS last_t,
        (SELECT coalesce(sum(octet_length(events)), 0) FROM ${noteSessionBatches} WHERE session_id = ${sessionId})::bigint AS stored_bytes
      FROM ${noteSessions} WHERE id = ${sessionId} FOR UPDATE
    ), taken AS (
      INSERT INTO ${noteSessionBatches} (session_id, seq, at, sent, events)
      SELECT id, ${batch.seq}, elapsed_ms, ${batch.sentAt}, ${eventsText} FROM session
      WHERE secret_hash = ${secretHash(batch.secret)} AND NOT used AND idle_ms <= ${SESSION_IDLE_MINUTES * 60_000}
        AND batch_count = ${batch.seq} AND (batch_count = 0 OR idle_ms >= ${MIN_BATCH_SPACING_MS}) AND event_count + ${events} <= ${MAX_LOG_EVENTS}
        AND last_sent <= ${batch.sentAt} AND last_t <= ${bounds.firstT} AND length_bound >= ${bounds.reach} AND stored_bytes + ${bytes} <= ${MAX_SESSION_BYTES}
      RETURNING session_id
    ), counted AS (
      UPDATE ${noteSessions} SET last_batch_at = now(), batch_count = batch_count + 1, event_count = event_count + ${events}
      WHERE id IN (SELECT session_id FROM taken)
      RETURNING id
    )
    SELECT secret_hash, used, batch_count, event_count, idle_ms, length_bound, last_sent, last_t, stored_bytes, (SELECT count(*) FROM counted)::int AS taken,
      (SELECT events FROM ${noteSessionBatches} WHERE session_id = ${sessionId} AND seq = ${batch.seq}) AS events_at_seq
    FROM session`)) as unknown as { rows: BatchRow[] };
  const row = rows[0];
  if (!row) throw SESSION_REFUSED.unknown();
  if (row.taken === 1) return { seq: batch.seq };
  expectUsable({ secretHash: row.secret_hash, used: row.used, idleMs: Number(row.idle_ms) }, batch.secret);
  const session = { batchCount: row.batch_count, eventCount: row.event_count };
  if (batch.seq === session.batchCount - 1 && row.events_at_seq === eventsText) return { seq: batch.seq };
  expectNextSeq(session, batch.seq);
  expectRoomFor(session, events);
  if (Number(row.last_sent) > batch.sentAt)
    throw implausible(
      `This batch was sent at ${batch.sentAt} ms, before the batch before it (${row.last_sent} ms): the page's times cannot go backwards.`,
      "sentAt",
    );
  if (Number(row.last_t) > bounds.firstT)
    throw implausible(
      `Typing event 1 is timed before the last event of the batch before it (${row.last_t} ms): timestamps cannot go backwards.`,
      "events",
    );
  if (Number(row.length_bound) < bounds.reach)
    throw implausible("A typing event changes the text beyond what has been typed so far.", "events");
  if (Number(row.stored_bytes) + bytes > MAX_SESSION_BYTES)
    throw implausible(
      `A writing session holds at most ${MAX_SESSION_BYTES / 1024} KB of typing: this batch would pass it.`,
      "events",
    );
  throw new NoteRefused(
    429,
    "rate_limited",
    `Send typing at most every ${MIN_BATCH_SPACING_MS} ms: wait a moment and send this batch again.`,
  );
}

/** The session row as the batch statement returns it (node-postgres and PGlite answer bigint as text or number). */
interface BatchRow {
  secret_hash: string;
  used: boolean;
  batch_count: number;
  event_count: number;
  idle_ms: string | number;
  length_bound: string | number;
  last_sent: string | number;
  last_t: string | number;
  stored_bytes: string | number;
  taken: number;
  events_at_seq: string | null;
}

/** What a batch needs of the text and the times before it, once its own events are checked. */
interface BatchBounds {
  /** Its first event's time (its sentAt when it has none): the batch before it must have ended by then. */
  firstT: number;
  /** The length the text must have had before it for every event to fall inside the text. */
  reach: number;
}

/**
 * Checks what a batch alone can show impossible (shape and each kind's size are
 * parseEvents', in the schema): an event timed after the batch was sent or before the
 * event before it, a change outside the longest text there can be; and works out what
 * it needs of the batches before it. The text can have grown by at most each event's
 * inserted units since the batch began, so event i needs a text of pos + del − (units
 * inserted before it) at the start.
 */
function batchBounds({ sentAt, events }: BatchIn): BatchBounds {
  let previousT = 0;
  let grown = 0;
  let reach = 0;
  for (const [index, [t, kind, pos, del, ins]] of events.entries()) {
    const n = index + 1;
    if (t > sentAt)
      throw implausible(
        `Typing event ${n} is timed after its batch was sent: events cannot come from the future.`,
        "events",
      );
    if (t < previousT)
      throw implausible(
        `Typing event ${n} is timed before the event before it: timestamps cannot go backwards.`,
        "events",
      );
    if (pos + del > MAX_TEXT_UNITS)
      throw implausible(
        `Typing event ${n} changes the text at ${pos}–${pos + del}: a note is never that long.`,
        "events",
      );
    previousT = t;
    reach = Math.max(reach, pos + del - grown);
    if (kind !== "x") grown += typeof ins === "number" ? ins : ins.length;
  }
  return { firstT: events[0]?.[0] ?? sentAt, reach };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface CheckedSession {
  id: string;
  slug: string;
  createdAt: Date;
  lastBatchAt: Date;
  batchCount: number;
  eventCount: number;
  /** The database's clock (this transaction's start). */
  now: Date;
  /** Milliseconds from the session's opening to `now`, on the database's clock. */
  elapsedMs: number;
}

/**
 * Reads a session for a batch or the note, locking its row (FOR UPDATE) when `lock`,
 * and checks, in this order, that it exists, that the secret is its own, that it made
 * no note yet and that it had a batch within the last 60 minutes. Each refusal has its
 * status and message.
 */
export async function checkSession(
  db: Pick<Db, "select">,
  sessionId: string,
  secret: string,
  { lock }: { lock: boolean },
): Promise<CheckedSession> {
  if (!SESSION_ID_PATTERN.test(sessionId)) throw SESSION_REFUSED.unknown();
  const query = db
    .select({
      id: noteSessions.id,
      secretHash: noteSessions.secretHash,
      slug: noteSessions.slug,
      createdAt: noteSessions.createdAt,
      lastBatchAt: noteSessions.lastBatchAt,
      usedAt: noteSessions.usedAt,
      batchCount: noteSessions.batchCount,
      eventCount: noteSessions.eventCount,
      now: sql`now()`.mapWith(noteSessions.createdAt),
    })
    .from(noteSessions)
    .where(eq(noteSessions.id, sessionId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw SESSION_REFUSED.unknown();
  const now = row.now as Date;
  expectUsable(
    { secretHash: row.secretHash, used: row.usedAt !== null, idleMs: now.getTime() - row.lastBatchAt.getTime() },
    secret,
  );
  return { ...row, now, elapsedMs: now.getTime() - row.createdAt.getTime() };
}

/** The session's own secret, no note made yet, a batch within the last 60 minutes: in this order. */
function expectUsable(session: { secretHash: string; used: boolean; idleMs: number }, secret: string): void {
  if (!sameSecret(session.secretHash, secret)) throw SESSION_REFUSED.foreign();
  if (session.used) throw SESSION_REFUSED.spent();
  if (session.idleMs > SESSION_IDLE_MINUTES * 60_000) throw SESSION_REFUSED.expired();
}

/** Marks the session used; its batches are in the note's log now. */
export async function spendSession(tx: Tx, session: CheckedSession): Promise<void> {
  await tx.execute(sql`
    WITH moved AS (DELETE FROM ${noteSessionBatches} WHERE session_id = ${session.id})
    UPDATE ${noteSessions} SET used_at = ${session.now.toISOString()}::timestamptz, last_batch_at = ${session.now.toISOString()}::timestamptz WHERE id = ${session.id}`);
}

export function expectNextSeq(session: Pick<CheckedSession, "batchCount">, seq: number): void {
  if (seq !== session.batchCount) {
    const message = `This batch is out of order: the session expects seq ${session.batchCount}, not ${seq}.`;
    throw new NoteRefused(409, "batch_out_of_order", message, { seq: message });
  }
}

export function expectRoomFor(session: Pick<CheckedSession, "eventCount">, events: number): void {
  if (session.eventCount + events > MAX_LOG_EVENTS) {
    throw new NoteRefused(
      400,
      "implausible_note",
      `A note's typing log holds at most ${MAX_LOG_EVENTS} events: this session would have ${session.eventCount + events}.`,
    );
  }
}

/** The refusals of a session, the same on batches and on create (the page shows the message and offers to start again). */
export const SESSION_REFUSED = {
  unknown: () =>
    new NoteRefused(404, "session_unknown", "This writing session does not exist. Start again to get a proof."),
  foreign: () =>
    new NoteRefused(
      403,
      "session_foreign",
      "This writing session belongs to another page. Start again to get a proof.",
    ),
  spent: () =>
    new NoteRefused(
      409,
      "session_spent",
      "This writing session already produced a note. Start again to write another.",
    ),
  expired: () =>
    new NoteRefused(
      410,
      "session_expired",
      "This writing session expired after 60 minutes without typing. Start again to get a proof.",
    ),
};

function secretHash(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Compares digests in constant time: the time taken says nothing about the stored one. */
function sameSecret(storedHash: string, secret: string): boolean {
  return timingSafeEqual(Buffer.from(storedHash, "hex"), Buffer.from(secretHash(secret), "hex"));
}
