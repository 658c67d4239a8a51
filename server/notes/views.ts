import { createHmac, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { clientAddress } from "../api/deps";
import type { Db } from "../db/database";
import { noteViews, noteViewSalts } from "../db/schema";

/**
 * Honest note views: one per visitor per note per UTC day.
 * The visitor is HMAC-SHA256(the day's salt, slug ‖ address ‖ user agent): the salt
 * is random per day, kept in the database so every instance keys a visitor alike, and
 * deleted with that day's rows, after which nobody can link a key to anyone. Reads
 * are counted in memory and written every 2 s: one INSERT … ON CONFLICT DO NOTHING
 * of the new visitor keys and one UPDATE per note, instead of a write per read.
 *
 * A user agent is whatever the client says, so one address could count a view per
 * made-up user agent (security review of #14, finding 3). Each stored key therefore
 * starts with its address's key, HMAC(salt, slug ‖ address), and at most
 * MAX_VISITORS_PER_ADDRESS visitors of one address count per note per day.
 */
export const FLUSH_INTERVAL_MS = 2_000;
/** Distinct views held between flushes; beyond it a flush starts at once (a flood must not grow memory). */
export const MAX_BUFFERED_VIEWS = 10_000;

/**
 * Distinct visitors (user agents) one address counts per note per day: a household or
 * an office behind one address still counts a few people, a script changing its user
 * agent counts no more than that.
 */
export const MAX_VISITORS_PER_ADDRESS = 3;
/** Characters of the address key a stored visitor key starts with (16 bytes of HMAC, base64url), then ".", then the visitor's 43. */
const ADDRESS_KEY_LENGTH = 22;

/** User agents that read pages without a person: crawlers, link previews and HTTP tools. Their reads count no view. */
const BOT_USER_AGENT =
  /bot|crawler|spider|slurp|facebookexternalhit|WhatsApp|TelegramBot|Slackbot|Discordbot|preview|curl|wget|python-requests|Go-http-client/i;

/** A read as the counter sees it; the address and user agent only ever enter the HMAC. */
export interface Visit {
  method: string;
  url: string;
  headers: Headers;
  clientIp: string;
}

/** The visit a request makes, for the API's note reads and the note page's loader alike. */
export function visitOf(c: Context, trustedHops: number): Visit {
  return { method: c.req.method, url: c.req.url, headers: c.req.raw.headers, clientIp: clientAddress(c, trustedHops) };
}

/**
 * Whether a read is a person looking at a note: a GET of the note itself, not a HEAD,
 * a prefetch (`Sec-Purpose` / `Purpose`), React Router's `.data` revalidation, the
 * typing log (GET …/log) or a known bot.
 */
export function isCountedView({ method, url, headers }: Omit<Visit, "clientIp">): boolean {
  if (method !== "GET") return false;
  const { pathname } = new URL(url);
  if (pathname.endsWith(".data") || pathname.endsWith("/log")) return false;
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`;
  if (/prefetch/i.test(purpose)) return false;
  return !BOT_USER_AGENT.test(headers.get("user-agent") ?? "");
}

interface PendingView {
  slug: string;
  day: string;
  /** `<address key>.<visitor key>`: both keyed by the day's salt. */
  visitor: string;
}

export class NoteViewCounter {
  private pending = new Map<string, PendingView>();
  /** Distinct visitors pending per note, day and address key: a flood of user agents stops here before it reaches the database. */
  private pendingPerAddress = new Map<string, number>();
  private hashing = new Set<Promise<void>>();
  private salts = new Map<string, Promise<string>>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** Set by start(): a view that cannot be counted is logged, never an error for the reader. */
  private onError: (error: unknown) => void = () => {};

  constructor(private readonly db: Db) {}

  /** Counts a read of `slug` if it is a person's view; never waits on the database. */
  count(slug: string, visit: Visit): void {
    if (!isCountedView(visit)) return;
    const day = utcDay();
    const userAgent = visit.headers.get("user-agent") ?? "";
    const work = this.saltOf(day)
      .then((salt) => {
        const address = createHmac("sha256", salt)
          .update(`${slug}\n${visit.clientIp}`)
          .digest()
          .subarray(0, 16)
          .toString("base64url");
        const visitor = `${address}.${createHmac("sha256", salt).update(`${slug}\n${visit.clientIp}\n${userAgent}`).digest("base64url")}`;
        const key = `${slug} ${day} ${visitor}`;
        if (this.pending.has(key)) return;
        const perAddress = `${slug} ${day} ${address}`;
        const seen = this.pendingPerAddress.get(perAddress) ?? 0;
        if (seen >= MAX_VISITORS_PER_ADDRESS) return;
        this.pendingPerAddress.set(perAddress, seen + 1);
        this.pending.set(key, { slug, day, visitor });
        if (this.pending.size >= MAX_BUFFERED_VIEWS) void this.flush();
      })
      .catch(this.onError);
    this.hashing.add(work);
    void work.finally(() => this.hashing.delete(work));
  }

  /** Writes the views counted so far: new visitor keys, then each note's count once. */
  async flush(): Promise<void> {
    await Promise.all(this.hashing);
    this.flushing = this.flushing.then(() => this.write()).catch(this.onError);
    await this.flushing;
  }

  /** Flushes every FLUSH_INTERVAL_MS until stop(); a new day's first tick deletes the past day's salt and views. */
  start(onError: (error: unknown) => void): void {
    if (this.timer) return;
    this.onError = onError;
    this.timer = setInterval(() => {
      this.saltOf(utcDay()).catch(onError);
      void this.flush();
    }, FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (at shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const views = [...this.pending.values()];
    this.pending = new Map();
    this.pendingPerAddress = new Map();
    // New visitors only, numbered per note, day and address after those already
    // stored: the ones past the cap are not inserted. Counting the stored ones reads
    // that note's visitors of the day (the primary key's range), only when one is new.
    // Two instances flushing the same address at the same moment may each add up to
    // the cap: a bound all the same.
    await this.db.execute(sql`
      WITH incoming AS (
        SELECT slug, day, visitor, left(visitor, ${ADDRESS_KEY_LENGTH}) AS address
        FROM jsonb_to_recordset(${JSON.stringify(views)}::jsonb) AS view(slug text, day date, visitor text)
      ), fresh AS (
        SELECT incoming.*, row_number() OVER (PARTITION BY slug, day, address ORDER BY visitor) AS rank
        FROM incoming
        WHERE NOT EXISTS (SELECT 1 FROM ${noteViews} AS seen WHERE seen.slug = incoming.slug AND seen.day = incoming.day AND seen.visitor = incoming.visitor)
      ), counted AS (
        INSERT INTO ${noteViews} (slug, day, visitor)
        SELECT slug, day, visitor FROM fresh
        WHERE rank + (
          SELECT count(*) FROM ${noteViews} AS seen
          WHERE seen.slug = fresh.slug AND seen.day = fresh.day AND left(seen.visitor, ${ADDRESS_KEY_LENGTH}) = fresh.address
        ) <= ${MAX_VISITORS_PER_ADDRESS}
        ON CONFLICT DO NOTHING
        RETURNING slug
      )
      UPDATE notes SET views_count = views_count + added.views
      FROM (SELECT slug, count(*)::int AS views FROM counted GROUP BY slug) AS added
      WHERE notes.slug = added.slug`);
  }

  /** The day's salt: made by the first instance to need it, read by the others; older days' salts and views deleted. */
  private saltOf(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.loadSalt(day);
      this.salts.set(day, salt);
      // A failed load is tried again on the next view, not remembered.
      salt.catch(() => this.salts.delete(day));
    }
    return salt;
  }

  private async loadSalt(day: string): Promise<string> {
    await this.db
      .insert(noteViewSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const { rows } = (await this.db.execute(
      sql`SELECT salt FROM ${noteViewSalts} WHERE day = ${day}::date`,
    )) as unknown as { rows: Array<{ salt: string }> };
    await this.db.delete(noteViewSalts).where(lt(noteViewSalts.day, day));
    await this.db.delete(noteViews).where(lt(noteViews.day, day));
    for (const known of this.salts.keys()) if (known < day) this.salts.delete(known);
    const salt = rows[0]?.salt;
    if (!salt) throw new Error(`No view salt for ${day}`);
    return salt;
  }
}

/** The UTC day, YYYY-MM-DD: views and salts are per day. */
function utcDay(): string {
  return new Date().toISOString().slice(0, 10);
}

const counters = new WeakMap<Db, NoteViewCounter>();

/**
 * The process's view counter for a database, shared by the API and the pages;
 * server/serve.ts starts its flushes and stops it (with a last flush) at shutdown.
 */
export function noteViewCounter(db: Db): NoteViewCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new NoteViewCounter(db);
    counters.set(db, counter);
  }
  return counter;
}
