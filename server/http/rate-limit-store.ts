import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { rateLimitCounters } from "../db/schema";

/**
 * How often a store writes its counts and reads the others' back: also how far one
 * instance's view of a count can lag behind the other instances' (see rate-limit.ts).
 */
export const SYNC_INTERVAL_MS = 200;

/**
 * Counters one store tracks at once (about 300 bytes each: 30 MB at most), and back-offs
 * alike (smaller). Only a flood of distinct addresses gets there; past it the least
 * recently counted key is forgotten (see counterOf), so a new address always gets a
 * counter of its own.
 */
export const MAX_TRACKED_CLIENTS = 100_000;

/**
 * A key refused in consecutive windows waits twice as long each time (one window, two,
 * four…), at most this long (or one window, where a window is longer).
 */
export const MAX_BACK_OFF_SECONDS = 15 * 60;

/**
 * A key counted within this long is read back at each sync even when this instance
 * counted nothing new for it; one quiet for longer is read back with its next count.
 * So a sync reads the keys in use, not every key counted this window (an hour's window,
 * for the per-address cap on sign-in e-mails).
 */
export const READ_BACK_MS = 10 * SYNC_INTERVAL_MS;

/** One request to decide, with the keys of its counters. */
export interface Admission {
  clientKey: string;
  globalKey?: string;
  perClient: number;
  /**
   * Requests all clients together may make per window, with globalKey; unset or Infinity:
   * none. No limit that refuses a request has one (one attacker could spend it for
   * everyone); a cap on what the server does with requests it accepted may.
   */
  global?: number;
  windowStart: number;
  windowSeconds: number;
  /**
   * Wider counters the client belongs to, each with its own limit, checked in order after
   * the client's own (an IPv6 /64's /56 and /48: client-ip.ts's widerPrefixes). A request
   * counts on each up to the first that refuses it.
   */
  groups?: readonly { key: string; limit: number }[];
  /**
   * Whether a key refused in consecutive windows waits longer each time (MAX_BACK_OFF_SECONDS):
   * the limits that answer 429. Off for caps that never refuse a request.
   */
  backOff?: boolean;
}

/** What admit decided; when refused, the time (seconds since the epoch) the client may try again. */
export type Decision = { admitted: true } | { admitted: false; retryAt: number };

/** One key's count in one window, as this instance knows it. */
interface Counter {
  readonly key: string;
  readonly windowStart: number;
  readonly windowEnd: number;
  limit: number;
  /** The admission's global counter, if any (while that is spent, nothing the client does is admitted). */
  readonly global: Counter | null;
  /** The total as last read back from the database: every instance's flushed counts, ours included. */
  stored: number;
  /** Counted here since, not yet sent. */
  pending: number;
  /** Counted here and in the statement under way. */
  sending: number;
  /** When this instance last counted it (milliseconds). */
  countedAt: number;
}

/** A key's back-off: its consecutive refused windows and until when it is refused (seconds). */
interface Penalty {
  strikes: number;
  until: number;
  /** A window after `until`: a key refused no more by then starts again from one window. */
  forgetAt: number;
}

const known = (counter: Counter) => counter.stored + counter.sending + counter.pending;
const idOf = (key: string, windowStart: number) => `${windowStart} ${key}`;

/**
 * Fixed-window counters of one process, decided in memory and synchronised with the
 * `rate_limit_counters` table every SYNC_INTERVAL_MS in one statement. One store per
 * database handle (rateLimitStoreOf): every limiter of the process shares it and its
 * timer, which runs only while there is something to count and never keeps the process
 * alive.
 *
 * Back-off is each instance's own (the counts are shared, the penalties are not): an
 * instance refuses a key for longer once it has itself seen the key refused in
 * consecutive windows. Behind a balancer a flooding client reaches every instance, so
 * each soon holds it back the same way.
 */
export class RateLimitStore {
  /** In the order they were last counted, least recent first (counterOf moves each to the end). */
  private readonly counters = new Map<string, Counter>();
  private readonly penalties = new Map<string, Penalty>();
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly maxTracked = MAX_TRACKED_CLIENTS,
  ) {}

  /** Counts a request and says whether it is within its limits (decide, without the time to retry). */
  admit(request: Admission): boolean {
    return this.decide(request).admitted;
  }

  /**
   * Counts a request and decides it from memory alone. The client's counter comes first,
   * then its groups, then the global one; a request counts on each only while the ones
   * before admitted it, so a client's refused requests never spend what its neighbours
   * or the other clients share.
   */
  decide(request: Admission): Decision {
    this.startSyncing();
    const now = Date.now();
    const windowEnd = request.windowStart + request.windowSeconds;
    const global =
      request.globalKey !== undefined && request.global !== undefined && Number.isFinite(request.global)
        ? this.counterOf(request.globalKey, request.windowStart, windowEnd, request.global, null, now)
        : null;
    for (const { key, limit } of [{ key: request.clientKey, limit: request.perClient }, ...(request.groups ?? [])]) {
      const counter = this.counterOf(key, request.windowStart, windowEnd, limit, global, now);
      counter.pending++;
      const penalty = this.penalties.get(key);
      if (penalty && penalty.until > now / 1000) return { admitted: false, retryAt: penalty.until };
      if (known(counter) > limit)
        return { admitted: false, retryAt: request.backOff ? this.penalise(key, request) : windowEnd };
    }
    if (!global) return { admitted: true };
    global.pending++;
    return known(global) <= global.limit ? { admitted: true } : { admitted: false, retryAt: windowEnd };
  }

  /**
   * Writes every pending count and reads back the totals of the keys this instance may
   * still admit, in one statement; resolves once the counts are set from its answer.
   * Rejects when the database fails (the counts stay pending for the next try).
   */
  async flush(): Promise<void> {
    while (this.syncing) await this.syncing.catch(() => {});
    this.syncing = this.sync().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  /** Forgets every count held in memory, once a statement under way has finished (tests start each case from zero). */
  async clear(): Promise<void> {
    while (this.syncing) await this.syncing.catch(() => {});
    this.counters.clear();
    this.penalties.clear();
    this.stopSyncing();
  }

  /**
   * A key refused where it was refused in the window before, or while it was still
   * waiting then, waits twice as long as it did; after a window without refusal, one
   * window again. Returns until when it waits.
   */
  private penalise(key: string, { windowStart, windowSeconds }: Admission): number {
    const previous = this.penalties.get(key);
    const strikes = previous && windowStart < previous.forgetAt ? previous.strikes + 1 : 1;
    const wait = Math.min(windowSeconds * 2 ** (strikes - 1), Math.max(windowSeconds, MAX_BACK_OFF_SECONDS));
    const until = windowStart + wait;
    this.penalties.delete(key);
    // Bounded like the counters: forgetting the oldest penalty shortens only that key's wait.
    if (this.penalties.size >= this.maxTracked) this.penalties.delete(this.penalties.keys().next().value!);
    this.penalties.set(key, { strikes, until, forgetAt: until + windowSeconds });
    return until;
  }

  /**
   * The key's counter in the window, moved to the end of the map (most recently counted).
   * Past the cap the least recently counted counter is forgotten to make room, so a flood
   * of made-up addresses costs no more memory and every new address still gets a counter
   * of its own: nothing that happened to others can refuse a client that sent nothing.
   * A forgotten key that comes back counts from its own requests until the next sync reads
   * its stored total back; counts not yet sent are lost with it (at most one sync interval's,
   * and only when the whole cap was counted within that interval).
   */
  private counterOf(
    key: string,
    windowStart: number,
    windowEnd: number,
    limit: number,
    global: Counter | null,
    now: number,
  ): Counter {
    const id = idOf(key, windowStart);
    let counter = this.counters.get(id);
    if (counter) this.counters.delete(id);
    else {
      if (this.counters.size >= this.maxTracked) this.counters.delete(this.counters.keys().next().value!);
      counter = { key, windowStart, windowEnd, limit, global, stored: 0, pending: 0, sending: 0, countedAt: now };
    }
    this.counters.set(id, counter);
    counter.limit = limit;
    counter.countedAt = now;
    return counter;
  }

  private startSyncing(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      // A sync still under way (a slow or unreachable database) is not queued behind.
      if (!this.syncing) this.flush().catch(() => {});
    }, SYNC_INTERVAL_MS);
    this.timer.unref();
  }

  private stopSyncing(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async sync(): Promise<void> {
    const nowMs = Date.now();
    const now = nowMs / 1000;
    const batch = [...this.counters.values()].filter(
      (counter) =>
        counter.pending > 0 ||
        (counter.windowEnd > now && counter.countedAt > nowMs - READ_BACK_MS && this.mayAdmit(counter)),
    );
    try {
      if (batch.length > 0) await this.exchange(batch);
    } finally {
      // An ended window's counts decide nothing any more: dropped even when the database
      // did not take them.
      for (const [id, counter] of this.counters) if (counter.windowEnd <= now) this.counters.delete(id);
      for (const [key, penalty] of this.penalties) if (penalty.forgetAt <= now) this.penalties.delete(key);
      if (this.counters.size === 0 && this.penalties.size === 0) this.stopSyncing();
    }
  }

  /**
   * Only a key that could still admit a request is read back: a spent one stays spent
   * until its window ends. So the rows read per sync are bounded by the keys counted
   * within READ_BACK_MS (and by MAX_TRACKED_CLIENTS), not by every address seen this window.
   */
  private mayAdmit(counter: Counter): boolean {
    return known(counter) < counter.limit && (counter.global === null || known(counter.global) < counter.global.limit);
  }

  private async exchange(batch: Counter[]): Promise<void> {
    for (const counter of batch) {
      counter.sending = counter.pending;
      counter.pending = 0;
    }
    try {
      const totals = await this.writeAndReadBack(batch);
      for (const counter of batch) {
        // A key without a row was deleted (pruned, or cleared by a test): it counts from zero.
        counter.stored = totals.get(idOf(counter.key, counter.windowStart)) ?? 0;
        counter.sending = 0;
      }
    } catch (error) {
      for (const counter of batch) {
        counter.pending += counter.sending;
        counter.sending = 0;
      }
      throw error;
    }
  }

  /**
   * One statement: adds the pending counts (rows locked in key order, so two instances
   * flushing the same keys cannot deadlock) and answers their new totals, plus the
   * stored totals of the keys read back only. It commits asynchronously, like every
   * counter write before it (see rate-limit.ts); `set_config(…, true)` lasts for this
   * statement's own transaction.
   */
  private async writeAndReadBack(batch: Counter[]): Promise<Map<string, number>> {
    const counts = JSON.stringify(
      batch.map((counter) => ({ key: counter.key, window_start: counter.windowStart, delta: counter.sending })),
    );
    // node-postgres and PGlite both answer a raw statement with `rows`.
    const { rows } = (await this.db.execute(sql`
      WITH incoming AS (
        SELECT key, window_start, delta
        FROM jsonb_to_recordset(${counts}::jsonb) AS counted(key text, window_start bigint, delta integer)
        WHERE set_config('synchronous_commit', 'off', true) IS NOT NULL
      ), added AS (
        INSERT INTO ${rateLimitCounters} AS counter (key, window_start, count)
        SELECT key, window_start, delta FROM incoming WHERE delta > 0 ORDER BY key, window_start
        ON CONFLICT (key, window_start) DO UPDATE SET count = counter.count + excluded.count
        RETURNING counter.key, counter.window_start, counter.count
      )
      SELECT key, window_start, count FROM added
      UNION ALL
      SELECT counter.key, counter.window_start, counter.count
      FROM ${rateLimitCounters} AS counter
      JOIN incoming ON incoming.key = counter.key AND incoming.window_start = counter.window_start
      WHERE incoming.delta = 0`)) as unknown as { rows: TotalRow[] };
    return new Map(rows.map((row) => [idOf(row.key, Number(row.window_start)), Number(row.count)]));
  }
}

interface TotalRow {
  key: string;
  window_start: number | string;
  count: number | string;
}

const stores = new WeakMap<Db, RateLimitStore>();

/** The process's rate-limit store for a database handle: another handle on the same database acts as another instance. */
export function rateLimitStoreOf(db: Db): RateLimitStore {
  let store = stores.get(db);
  if (!store) {
    store = new RateLimitStore(db);
    stores.set(db, store);
  }
  return store;
}
