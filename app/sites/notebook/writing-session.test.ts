import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { MAX_BATCH_EVENTS, type TypingEvent } from "./typing-log";
import { SessionRefused, WritingSession, type EventSource } from "./writing-session";

const GRANT = { sessionId: "S".repeat(22), secret: "K".repeat(43), slug: "N".repeat(16), batchIntervalMs: 2_000 };

/** A recorder stand-in: `type(n)` adds n key events. */
function source(): EventSource & { type(n: number): void } {
  const events: TypingEvent[] = [];
  return {
    get eventCount() {
      return events.length;
    },
    events: (from, to) => events.slice(from, to),
    now: () => Date.now() - 1_000_000,
    type(n) {
      for (let i = 0; i < n; i += 1) events.push([Date.now() - 1_000_000, "k", events.length, 0, 1]);
    },
  };
}

/** A fake API: answers by path, records every call. `fail` makes the next calls to a path throw. */
function api() {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  const failures = new Map<string, ApiRequestError[]>();
  const post = async <Result>(url: string, body: unknown): Promise<Result> => {
    calls.push({ url, body: body as Record<string, unknown> });
    const key = url.endsWith("/batches") ? "batches" : url;
    const failure = failures.get(key)?.shift();
    if (failure) throw failure;
    if (url === "/api/notes/sessions") return GRANT as Result;
    if (url === "/api/notes") return { slug: GRANT.slug } as Result;
    return { seq: (body as { seq: number }).seq } as Result;
  };
  const fail = (key: string, ...errors: ApiRequestError[]) => failures.set(key, errors);
  return {
    post,
    calls,
    fail,
    batches: () => calls.filter((call) => call.url.endsWith("/batches")).map((call) => call.body),
  };
}

const lost = () => new ApiRequestError("The server could not be reached.", 0, "network_error");
const PUBLIC_FIELDS = {
  isPrivate: false,
  viewPolicy: "public" as const,
  passphraseHint: null,
  website: "",
  content: "x",
  inserted: [],
};

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("writing session", () => {
  it("opens at the first key, streams lengths in numbered batches every interval, and sends the rest with the create call", async () => {
    const { post, calls, batches } = api();
    const events = source();
    const session = new WritingSession(events, { post, honeypot: () => "" });
    events.type(3);
    session.open();
    await vi.advanceTimersByTimeAsync(2_000);
    events.type(2);
    await vi.advanceTimersByTimeAsync(2_000);
    // Nothing new: no empty batch.
    await vi.advanceTimersByTimeAsync(2_000);
    events.type(1);
    expect(calls[0]).toEqual({ url: "/api/notes/sessions", body: { website: "" } });
    expect(batches()).toEqual([
      { secret: GRANT.secret, seq: 0, sentAt: 2_000, events: events.events(0, 3) },
      { secret: GRANT.secret, seq: 1, sentAt: 4_000, events: events.events(3, 5) },
    ]);
    const slug = session.create(async (final) => ({ ...PUBLIC_FIELDS, inserted: Array(final.total).fill("a") }));
    await vi.runAllTimersAsync();
    expect(await slug).toBe(GRANT.slug);
    expect(calls.at(-1)).toEqual({
      url: "/api/notes",
      body: {
        sessionId: GRANT.sessionId,
        secret: GRANT.secret,
        seq: 2,
        sentAt: 6_000,
        events: events.events(5, 6),
        ...PUBLIC_FIELDS,
        inserted: ["a", "a", "a", "a", "a", "a"],
      },
    });
  });

  it("sends a batch that got no answer again unchanged, and keeps 300 ms between two batches", async () => {
    const { post, fail, batches, calls } = api();
    const events = source();
    const session = new WritingSession(events, { post });
    events.type(2);
    session.open();
    fail("batches", lost(), lost());
    await vi.advanceTimersByTimeAsync(2_000);
    events.type(1);
    // Retried after 500 ms, then after 1 s more.
    await vi.advanceTimersByTimeAsync(1_600);
    const sent = batches();
    expect(sent).toHaveLength(3);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[2]).toEqual(sent[0]);
    expect(sent[0]).toMatchObject({ seq: 0, events: events.events(0, 2) });
    const create = session.create(async () => PUBLIC_FIELDS);
    await vi.runAllTimersAsync();
    await create;
    expect(calls.at(-1)!.body).toMatchObject({ seq: 1, events: events.events(2, 3) });
  });

  it("sends a backlog over MAX_BATCH_EVENTS as full batches before the final one", async () => {
    const { post, batches, calls } = api();
    const events = source();
    const session = new WritingSession(events, { post });
    session.open();
    events.type(MAX_BATCH_EVENTS * 2 + 5);
    const create = session.create(async () => PUBLIC_FIELDS);
    await vi.runAllTimersAsync();
    await create;
    expect(batches().map((batch) => [batch.seq, (batch.events as unknown[]).length])).toEqual([
      [0, MAX_BATCH_EVENTS],
      [1, MAX_BATCH_EVENTS],
    ]);
    expect(calls.at(-1)!.body).toMatchObject({
      seq: 2,
      events: events.events(MAX_BATCH_EVENTS * 2, MAX_BATCH_EVENTS * 2 + 5),
    });
  });

  it("tells the page the server's refusal once, stops streaming, and refuses the create call with the same message", async () => {
    const { post, fail, batches, calls } = api();
    const events = source();
    const refusals: SessionRefused[] = [];
    const session = new WritingSession(events, { post, onRefused: (refusal) => refusals.push(refusal) });
    const expired = "This writing session expired after 60 minutes without typing. Start again to get a proof.";
    fail("batches", new ApiRequestError(expired, 410, "session_expired"));
    events.type(1);
    session.open();
    await vi.advanceTimersByTimeAsync(2_000);
    events.type(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches()).toHaveLength(1);
    expect(refusals.map((refusal) => [refusal.code, refusal.message])).toEqual([["session_expired", expired]]);
    await expect(session.create(async () => PUBLIC_FIELDS)).rejects.toMatchObject({
      name: "SessionRefused",
      message: expired,
    });
    expect(calls.some((call) => call.url === "/api/notes")).toBe(false);
  });

  it("turns a refused create call into a refusal, and other errors into an ordinary failure after which it streams again", async () => {
    const spent = "This writing session already produced a note. Start again to write another.";
    const { post, fail, batches } = api();
    const events = source();
    events.type(1);
    const session = new WritingSession(events, { post });
    session.open();
    fail(
      "/api/notes",
      new ApiRequestError("Too many notes.", 429, "rate_limited"),
      new ApiRequestError(spent, 409, "session_spent"),
    );
    const tooMany = session.create(async () => PUBLIC_FIELDS).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await tooMany).toMatchObject({ name: "ApiRequestError", status: 429 });
    // The visitor may go on typing: the session streams again.
    events.type(1);
    await vi.advanceTimersByTimeAsync(2_000);
    // The final batch of the refused create was not recorded: its event streams with the new one.
    expect(batches()).toMatchObject([{ seq: 0, events: events.events(0, 2) }]);
    const refused = session.create(async () => PUBLIC_FIELDS).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await refused).toBeInstanceOf(SessionRefused);
  });

  it("takes a lost answer to the create call that did make the note as success (the retry finds the session spent)", async () => {
    const { post, fail } = api();
    const events = source();
    events.type(1);
    const checked: string[] = [];
    const session = new WritingSession(events, { post, noteExists: async (slug) => (checked.push(slug), true) });
    session.open();
    fail("/api/notes", lost(), new ApiRequestError("spent", 409, "session_spent"));
    const slug = session.create(async () => PUBLIC_FIELDS);
    await vi.runAllTimersAsync();
    expect(await slug).toBe(GRANT.slug);
    expect(checked).toEqual([GRANT.slug]);
  });
});
