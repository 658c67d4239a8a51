import { encryptNote } from "#app/sites/notebook/note-crypto.ts";
import { MAX_BATCH_EVENTS, type TypingEvent } from "#app/sites/notebook/typing-log.ts";
import { fetchProof, solveChallenge, type Challenge } from "./proof-of-work";

/**
 * Writes a Human Notebook note over HTTP the way the writing page does
 * (app/sites/notebook/writing-session.ts): opens a writing session, streams the typing events in batches
 * as they are "typed" (lengths only, `sent` never ahead of the server's clock),
 * then creates the note with the final batch and, for a public note, what each
 * event inserted. For tests, benchmarks and fault runs that need real notes.
 *
 *   const { slug } = await writeNote(appPoster(app), { content: "Hello there, notebook." });
 *   const { slug } = await writeNote(urlPoster(baseUrl), { content, pace: "instant" });
 *   const { slug } = await writeNote(post, { content, passphrase: "correct horse" }); // private
 */
/**
 * Sends a JSON POST and answers its status and JSON; `proof()` gives a solved proof of work
 * from the same server (GET /api/challenge, solved as tests/support/proof-of-work.ts does),
 * which a writing session opens with, as the page's does.
 */
export type Post = ((path: string, body: unknown) => Promise<{ status: number; json: unknown }>) & {
  proof(): Promise<string>;
};

/** Posts to a Hono app in-process (`app.request`), e.g. the API test harness's app. */
export function appPoster(
  app: { request(path: string, init?: RequestInit): Response | Promise<Response> },
  headers: Record<string, string> = {},
): Post {
  const post = async (path: string, body: unknown) => {
    const response = await app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  };
  const proof = async () => {
    const response = await app.request("/api/challenge", { headers });
    if (response.status !== 200) throw new Error(`GET /api/challenge answered ${response.status}`);
    return solveChallenge((await response.json()) as Challenge);
  };
  return Object.assign(post, { proof });
}

/** Posts to a running server at `baseUrl` (http://127.0.0.1:PORT). */
export function urlPoster(baseUrl: string, headers: Record<string, string> = {}): Post {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(baseUrl + path, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  };
  return Object.assign(post, { proof: () => fetchProof(baseUrl, headers) });
}

export interface NoteToWrite {
  /** Typed as given; sent trimmed, as the page does. */
  content: string;
  /**
   * "person" (default): varied delays of 40–220 ms a key and a corrected typo every
   * ~30 characters, in real time, so the note is scored human (a 40-character note
   * takes ~5 s). "instant": every event at 0 ms, as fast as the server takes the
   * batches: stored, but scored not human (for notes that only need to exist).
   */
  pace?: "person" | "instant";
  /** Sent instead of typing `content`, as fast as the server takes it: e.g. the largest log a note may have. */
  typing?: Typing;
  /** Makes the note private: encrypted in "the page" (envelope v2, bound to its slug and session). */
  passphrase?: string;
  passphraseHint?: string | null;
}

export interface WrittenNote {
  slug: string;
  sessionId: string;
}

/** Refused by the server: its status and error JSON, for the test's failure message. */
export class NoteNotWritten extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    readonly json: unknown,
  ) {
    super(`${step} answered ${status}: ${JSON.stringify(json)}`);
    this.name = "NoteNotWritten";
  }
}

interface Session {
  sessionId: string;
  secret: string;
  slug: string;
  batchIntervalMs: number;
}

/** The server takes one batch per session every 250 ms: a little more, so a busy machine is not refused. */
const BATCH_SPACING_MS = 300;

export async function writeNote(post: Post, note: NoteToWrite): Promise<WrittenNote> {
  const opened = await post("/api/notes/sessions", { altcha: await post.proof() });
  if (opened.status !== 201) throw new NoteNotWritten("POST /api/notes/sessions", opened.status, opened.json);
  const session = opened.json as Session;
  const startedAt = performance.now();
  const elapsed = () => Math.floor(performance.now() - startedAt);
  // A timer may fire a millisecond before performance.now() says its time has come (Node's
  // loop clock is coarser): a batch sent then would carry an event timed after its sentAt,
  // which the server rightly refuses. So wait until the elapsed time has truly reached `ms`.
  const reach = async (ms: number) => {
    while (elapsed() < ms) await sleep(ms - elapsed());
  };
  const instant = note.pace === "instant" || note.typing !== undefined;
  const typing = note.typing ?? (instant ? instantTyping(note.content) : personTyping(note.content));

  let seq = 0;
  let next = 0;
  const sendBatch = async (events: TypingEvent[]) => {
    const sent = await post(`/api/notes/sessions/${session.sessionId}/batches`, {
      secret: session.secret,
      seq,
      sentAt: elapsed(),
      events,
    });
    if (sent.status !== 200) throw new NoteNotWritten(`batch ${seq}`, sent.status, sent.json);
    seq += 1;
  };
  if (instant) {
    // Full batches, spaced as the server allows; the rest goes with the create call.
    while (typing.events.length - next > MAX_BATCH_EVENTS) {
      await sendBatch(typing.events.slice(next, next + MAX_BATCH_EVENTS));
      next += MAX_BATCH_EVENTS;
      await sleep(BATCH_SPACING_MS);
    }
  } else {
    // What was typed by each tick of the page's batch timer, sent then.
    const lastAt = typing.events.at(-1)?.[0] ?? 0;
    for (let tick = session.batchIntervalMs; tick < lastAt; tick += session.batchIntervalMs) {
      await reach(tick);
      const end = typing.events.findIndex((event) => event[0] > tick);
      if (end > next) {
        await sendBatch(typing.events.slice(next, end));
        next = end;
      }
    }
    await reach(lastAt);
  }

  const content = note.content.trim();
  const text =
    note.passphrase === undefined
      ? { isPrivate: false, viewPolicy: "public", passphraseHint: null, content, inserted: typing.inserted }
      : {
          isPrivate: true,
          viewPolicy: "passphrase",
          passphraseHint: note.passphraseHint ?? null,
          ...(await encryptNote(content, note.passphrase, { slug: session.slug, session: session.sessionId })),
        };
  const created = await post("/api/notes", {
    sessionId: session.sessionId,
    secret: session.secret,
    seq,
    sentAt: elapsed(),
    events: typing.events.slice(next),
    ...text,
  });
  if (created.status !== 201) throw new NoteNotWritten("POST /api/notes", created.status, created.json);
  return { slug: (created.json as { slug: string }).slug, sessionId: session.sessionId };
}

export interface Typing {
  /** Events as batches carry them: `ins` is the inserted length. */
  events: TypingEvent[];
  /** What each event inserted ("" for deletions), as the create call sends it for a public note. */
  inserted: string[];
}

/**
 * A person typing `content` front to back: 40–220 ms between keys (a pause of up
 * to a second after a sentence), and every ~30 characters a wrong letter taken
 * back with a backspace. Deterministic for a given text.
 */
export function personTyping(content: string): Typing {
  const random = seededRandom(content.length + 1);
  const typing: Typing = { events: [], inserted: [] };
  let t = 0;
  let pos = 0;
  const add = (event: TypingEvent, inserted: string) => {
    typing.events.push(event);
    typing.inserted.push(inserted);
  };
  for (const char of content) {
    if (random() < 1 / 30) {
      add([t, "k", pos, 0, 1], "q");
      t += 150 + Math.floor(random() * 250);
      add([t, "d", pos, 1, 0], "");
      t += 60 + Math.floor(random() * 160);
    }
    add([t, "k", pos, 0, char.length], char);
    pos += char.length;
    t += 40 + Math.floor(random() * 180) + (char === "." ? Math.floor(random() * 800) : 0);
  }
  return typing;
}

/** Every key at 0 ms: what a script sends. */
export function instantTyping(content: string): Typing {
  const typing: Typing = { events: [], inserted: [] };
  let pos = 0;
  for (const char of content) {
    typing.events.push([0, "k", pos, 0, char.length]);
    typing.inserted.push(char);
    pos += char.length;
  }
  return typing;
}

/** Mulberry32: small, fast and repeatable, so a failing test types the same way again. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
