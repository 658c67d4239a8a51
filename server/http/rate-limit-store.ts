import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { rateLimitCounters } from "../db/schema";

/**
 * How often a store writes its counts and reads the others' back: also how far one
 * instance's view of a count can lag behind the other instances' (see rate-limit.ts).
 */
export const SYNC_INTERVAL_MS = 200;

/**
 * Client counters one store tracks at once (about 300 bytes each: 30 MB at most).
 * Only a flood of distinct addresses within one window gets there.
 */
export const MAX_TRACKED_CLIENTS = 100_000;

/** One request to decide, with the keys of its counters. */
export interface Admission {
  clientKey: string;
  /** The counter every client the store no longer has room for shares. */
  overflowKey: string;
  globalKey: string;
  perClient: number;
  global: number;
  windowStart: number;
  windowSeconds: number;
}

/** One key's count in one window, as this instance knows it. */
interface Counter {
  readonly key: string;
  readonly windowStart: number;
  readonly windowEnd: number;
  limit: number;
  /** A client's counter: its limiter's global one (while that is spent, nothing the client does is admitted). */
  readonly global: Counter | null;
  /** Whether it is an address's own counter, which the cap bounds. */
  readonly isClient: boolean;
  /** The total as last read back from the database: every instance's flushed counts, ours included. */
  stored: number;
  /** Counted here since, not yet sent. */
  pending: number;
  /** Counted here and in the statement under way. */
  sending: number;
}

const known = (counter: Counter) => counter.stored + counter.sending + counter.pending;
const idOf = (key: string, windowStart: number) => `${windowStart} ${key}`;

/**
 * Fixed-window counters of one process, decided in memory and synchronised with the
 * `rate_limit_counters` table every SYNC_INTERVAL_MS in one statement. One store per
 * database handle (rateLimitStoreOf): every limiter of the process shares it and its
 * timer, which runs only while there is something to count and never keeps the process
 * alive.
 */
export class RateLimitStore {
  private readonly counters = new Map<string, Counter>();
  private clients = 0;
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly maxClients = MAX_TRACKED_CLIENTS,
  ) {}

  /**
   * Counts a request and says whether it is within its limits, from memory alone. The
   * client's counter comes first; only a request within it counts globally, so a
   * client's refused requests never spend the budget the others share.
   */
  admit(request: Admission): boolean {
    this.startSyncing();
    const windowEnd = request.windowStart + request.windowSeconds;
    const global = this.counterOf(request.globalKey, request.windowStart, windowEnd, request.global, null, false);
    const client = this.clientCounterOf(request, windowEnd, global);
    client.pending++;
    if (known(client) > client.limit) return false;
    global.pending++;
    return known(global) <= request.global;
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
    this.clients = 0;
    this.stopSyncing();
  }

  private clientCounterOf(request: Admission, windowEnd: number, global: Counter): Counter {
    const own = this.counters.get(idOf(request.clientKey, request.windowStart));
    if (own) return own;
    // Over the cap, an address not seen this window shares one counter with every other
    // such address, held to the global limit: as many distinct addresses would be, so a
    // flood of made-up ones costs no memory and cannot lock out every new visitor (one
    // counter at the per-client limit would). The addresses already tracked keep theirs.
    if (this.clients >= this.maxClients)
      return this.counterOf(request.overflowKey, request.windowStart, windowEnd, request.global, global, false);
    this.clients++;
    return this.counterOf(request.clientKey, request.windowStart, windowEnd, request.perClient, global, true);
  }

  private counterOf(
    key: string,
    windowStart: number,
    windowEnd: number,
    limit: number,
    global: Counter | null,
    isClient: boolean,
  ): Counter {
    const id = idOf(key, windowStart);
    let counter = this.counters.get(id);
    if (!counter) {
      counter = { key, windowStart, windowEnd, limit, global, isClient, stored: 0, pending: 0, sending: 0 };
      this.counters.set(id, counter);
    }
    counter.limit = limit;
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
    const now = Date.now() / 1000;
    const batch = [...this.counters.values()].filter(
      (counter) => counter.pending > 0 || (counter.windowEnd > now && this.mayAdmit(counter)),
    );
    try {
      if (batch.length > 0) await this.exchange(batch);
    } finally {
      // An ended window's counts decide nothing any more: dropped even when the database
      // did not take them.
      for (const [id, counter] of this.counters) {
        if (counter.windowEnd > now) continue;
        this.counters.delete(id);
        if (counter.isClient) this.clients--;
      }
      if (this.counters.size === 0) this.stopSyncing();
    }
  }

  /**
   * Only a key that could still admit a request is read back: a spent one stays spent
   * until its window ends. So the rows read per sync are bounded by the global limits,
   * not by how many addresses ask (a client may only be admitted while its global
   * counter is not spent, and each admitted request counts there).
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
