import { ApiRequestError, postJson } from "#app/lib/api-client.ts";
import { MAX_BATCH_EVENTS, type TypingEvent } from "./typing-log";

/**
 * The writing page's side of a writing session (server/notes/sessions.ts): opened at
 * the first key, then the typing events stream to it in batches (lengths only, never
 * characters) every `batchIntervalMs`, one batch at a time, numbered from 0, and a
 * batch that got no answer is sent again unchanged. The server stamps each batch
 * with its own clock: that is what the proof will say about the time spent typing.
 */
export interface SessionGrant {
  /** Public: it goes into the proof. */
  sessionId: string;
  /** Only this page holds it: it proves each batch comes from the page that opened the session. */
  secret: string;
  /** The slug the note will get (a private note is encrypted for it). */
  slug: string;
  batchIntervalMs: number;
}

/** The final batch, which goes with the create call. */
export interface FinalBatch {
  grant: SessionGrant;
  seq: number;
  sentAt: number;
  events: TypingEvent[];
  /** Events in the whole log (streamed and final): a public note sends what each of them inserted. */
  total: number;
}

/** What the session streams: the recorder's events and its clock. */
export interface EventSource {
  readonly eventCount: number;
  events(from: number, to: number): TypingEvent[];
  now(): number;
}

/**
 * The server refused the session or its log (unknown, foreign, spent, expired,
 * implausible…): it cannot produce a note any more. `message` is the server's, for
 * the page; the visitor starts again with a new session.
 */
export class SessionRefused extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = "SessionRefused";
  }
}

/** The refusals after which the session can make no note any more (server/notes/refusals.ts): the page offers to start again. */
export const SESSION_REFUSAL_CODES: ReadonlySet<string> = new Set([
  "session_unknown",
  "session_foreign",
  "session_spent",
  "session_expired",
  "implausible_note",
]);

/** The note's own fields of the create call, besides the session and its final batch. */
export type NoteFields = {
  isPrivate: boolean;
  viewPolicy: "public" | "passphrase";
  passphraseHint: string | null;
  website: string;
} & ({ content: string; inserted: string[] } | { contentEnc: string; contentHash: string });

type Post = <Result>(url: string, body: unknown) => Promise<Result>;

export interface SessionOptions {
  post?: Post;
  /** The honeypot field's value, sent when the session opens (a bot that fills it gets a fake session). */
  honeypot?: () => string;
  /** A solved proof of work for each attempt to open the session (app/lib/form-guard.ts); each is spent once. */
  proofOfWork?: () => Promise<string | undefined>;
  /** Told once when the server refuses the session while the visitor types. */
  onRefused?: (refusal: SessionRefused) => void;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => number;
  /** Whether a note exists at this slug (its log answers 200): a create whose answer was lost may have made it. */
  noteExists?: (slug: string) => Promise<boolean>;
}

/** The server takes at most one batch per session every 250 ms: keep a little more between two. */
export const MIN_BATCH_GAP_MS = 300;
/** Attempts per batch (and per session opening) before waiting for the next tick: ~8 s of retries. */
const ATTEMPTS = 5;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 4_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface UnansweredBatch {
  seq: number;
  sentAt: number;
  events: TypingEvent[];
}

export class WritingSession {
  private grant: Promise<SessionGrant> | null = null;
  private acknowledged = 0;
  private seq = 0;
  /** Sent but not acknowledged: sent again exactly as it was (the server answers a repeat of its last batch with 200). */
  private unanswered: UnansweredBatch | null = null;
  private sending: Promise<void> | null = null;
  /** The streaming timer; null while paused, undefined before the session opened. */
  private timer: ReturnType<typeof setInterval> | null | undefined;
  private lastSentAt = -Infinity;
  private refusal: SessionRefused | null = null;
  /** Set once the session opened: how often it streams. */
  private batchIntervalMs: number | null = null;
  /** No more streaming: submitted, refused, or left by the page. */
  private closed = false;
  private readonly post: Post;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly clock: () => number;

  constructor(
    private readonly source: EventSource,
    private readonly options: SessionOptions = {},
  ) {
    this.post = options.post ?? postJson;
    this.sleep = options.sleep ?? defaultSleep;
    this.clock = options.clock ?? (() => performance.now());
  }

  get refused(): SessionRefused | null {
    return this.refusal;
  }

  /** Opens the session (at the first key) and starts streaming every batchIntervalMs. */
  open(): void {
    if (this.grant) return;
    this.grant = this.retrying(async () =>
      this.post<SessionGrant>("/api/notes/sessions", {
        website: this.options.honeypot?.() ?? "",
        altcha: await this.options.proofOfWork?.(),
      }),
    );
    this.grant.then(
      (grant) => {
        this.batchIntervalMs = grant.batchIntervalMs;
        // Not when a submit already paused it.
        if (this.timer === undefined) this.resume();
      },
      (error: unknown) => {
        // Not reached (offline, the database away): no refusal; the submit opens it again and says why if it cannot.
        if (isRetryable(error)) this.grant = null;
        else this.refuse(error);
      },
    );
  }

  /** Stops streaming for good (the page is left, or a new session replaces this one). */
  stop(): void {
    this.closed = true;
    this.pause();
  }

  private pause(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Streams again after a submit that failed for a reason other than the session (the visitor may go on typing). */
  private resume(): void {
    if (this.closed || this.refusal || this.batchIntervalMs === null) return;
    this.pause();
    this.timer = setInterval(() => this.tick(), this.batchIntervalMs);
  }

  /**
   * At submit (the text no longer changes): stops the timer, waits for the batch in
   * flight, sends what does not fit in one batch, and returns the final batch for the
   * create call. Throws SessionRefused, or the network's error after its retries.
   */
  async finish(): Promise<FinalBatch> {
    this.pause();
    if (!this.grant) this.open();
    const grant = await this.grant!.catch((error: unknown) => {
      if (!isRetryable(error)) throw this.refuse(error);
      // Still not reached: the visitor keeps the text and may submit again, which tries to open it anew.
      this.grant = null;
      throw error;
    });
    await this.sending;
    if (this.refusal) throw this.refusal;
    while (this.unanswered || this.source.eventCount - this.acknowledged > MAX_BATCH_EVENTS)
      await this.sendBatch(grant, this.source.eventCount);
    await this.waitForGap();
    const total = this.source.eventCount;
    return {
      grant,
      seq: this.seq,
      sentAt: this.source.now(),
      events: this.source.events(this.acknowledged, total),
      total,
    };
  }

  /**
   * Submits the note: the final batch, with the fields `describe` gives for it (a
   * private note is encrypted for the session's slug), retried when no answer came.
   * Resolves to the slug. Throws SessionRefused for those refusals and
   * an ApiRequestError for anything else (the visitor may try again).
   */
  async create(describe: (final: FinalBatch) => Promise<NoteFields>): Promise<string> {
    try {
      const slug = await this.submit(describe);
      this.stop();
      return slug;
    } catch (error) {
      this.resume();
      throw error;
    }
  }

  private async submit(describe: (final: FinalBatch) => Promise<NoteFields>): Promise<string> {
    const final = await this.finish();
    const { grant, seq, sentAt, events } = final;
    const body = { sessionId: grant.sessionId, secret: grant.secret, seq, sentAt, events, ...(await describe(final)) };
    for (let attempt = 1; ; attempt += 1) {
      try {
        return (await this.post<{ slug: string }>("/api/notes", body)).slug;
      } catch (error) {
        const code = error instanceof ApiRequestError ? error.code : "";
        // The first attempt got no answer yet made the note: the session is spent by it.
        if (attempt > 1 && code === "session_spent" && (await this.noteExists(grant.slug))) return grant.slug;
        if (SESSION_REFUSAL_CODES.has(code)) throw this.refuse(error);
        // A 429 here is the visitor's note quota: waiting seconds will not help.
        const noAnswer = error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
        if (!noAnswer || attempt >= ATTEMPTS) throw error;
        await this.sleep(Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS));
      }
    }
  }

  private async noteExists(slug: string): Promise<boolean> {
    if (this.options.noteExists) return this.options.noteExists(slug);
    try {
      return (await fetch(`/api/notes/${slug}/log`, { method: "GET" })).ok;
    } catch {
      return false;
    }
  }

  /** The timer: sends what was typed since the last batch, unless a batch is still on its way. */
  private tick(): void {
    if (this.sending || this.refusal || (!this.unanswered && this.acknowledged >= this.source.eventCount)) return;
    this.sending = this.grant!.then((grant) => this.sendBatch(grant, this.source.eventCount))
      // A refusal is already told (sendBatch); a network that is down: the batch waits for the next tick, unchanged.
      .catch(() => {})
      .finally(() => {
        this.sending = null;
      });
  }

  private async sendBatch(grant: SessionGrant, upTo: number): Promise<void> {
    const batch = (this.unanswered ??= {
      seq: this.seq,
      sentAt: this.source.now(),
      events: this.source.events(this.acknowledged, Math.min(upTo, this.acknowledged + MAX_BATCH_EVENTS)),
    });
    try {
      await this.retrying(async () => {
        await this.waitForGap();
        this.lastSentAt = this.clock();
        return this.post(`/api/notes/sessions/${grant.sessionId}/batches`, { secret: grant.secret, ...batch });
      });
    } catch (error) {
      if (isRetryable(error)) throw error;
      throw this.refuse(error);
    }
    this.acknowledged += batch.events.length;
    this.seq += 1;
    this.unanswered = null;
  }

  private async waitForGap(): Promise<void> {
    const wait = this.lastSentAt + MIN_BATCH_GAP_MS - this.clock();
    if (wait > 0) await this.sleep(wait);
  }

  /** Calls `request` until it answers, retrying a lost connection, a busy server or a 429 with growing waits. */
  private async retrying<Result>(request: () => Promise<Result>): Promise<Result> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await request();
      } catch (error) {
        if (!isRetryable(error) || attempt >= ATTEMPTS) throw error;
        await this.sleep(Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS));
      }
    }
  }

  private refuse(error: unknown): SessionRefused {
    this.stop();
    if (this.refusal) return this.refusal;
    const apiError = error instanceof ApiRequestError ? error : null;
    this.refusal = new SessionRefused(
      apiError?.message ?? "This writing session was refused. Start again to get a proof.",
      apiError?.code ?? "session_refused",
    );
    this.options.onRefused?.(this.refusal);
    return this.refusal;
  }
}

/** No answer, a server error, or too many requests: worth sending again. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  // A proof of work that did not arrive or expired: the next attempt solves a new one.
  if (error.code === "proof_of_work_failed") return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}
