/**
 * Test helpers (never imported by the app): typing logs written by a simulated person
 * and by forgers, batched the way the page streams them and the server stamps them.
 * Used by the unit forgery suite (typing-log.test.ts); the server and page tests may use them too.
 */
import { MAX_LOG_EVENTS, type TypingBatch, type TypingEvent, type TypingLog } from "./typing-log";

export const TEST_SESSION = "AAAAAAAAAAAAAAAAAAAAAA";

/** mulberry32: a small seeded PRNG, so every generated log is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const between = (random: () => number, min: number, max: number) => min + (max - min) * random();

/** Writes events the way the page records them (strings, as in a public stored log), tracking the text. */
export class Writer {
  readonly events: TypingEvent[] = [];
  text = "";
  cursor = 0;
  t = 0;

  wait(ms: number): this {
    this.t += Math.round(ms);
    return this;
  }

  key(character: string, select = 0): this {
    return this.push("k", this.cursor, select, character);
  }

  backspace(): this {
    const units = this.cursor >= 2 && /[\uDC00-\uDFFF]/.test(this.text.charAt(this.cursor - 1)) ? 2 : 1;
    return this.push("d", this.cursor - units, units, "");
  }

  deleteForward(units = 1): this {
    return this.push("d", this.cursor, units, "");
  }

  moveTo(pos: number): this {
    this.cursor = pos;
    return this;
  }

  push(kind: TypingEvent[1], pos: number, del: number, ins: string | number): this {
    this.events.push([this.t, kind, pos, del, ins]);
    if (typeof ins === "string" && kind !== "x") {
      this.text = this.text.slice(0, pos) + ins + this.text.slice(pos + del);
      this.cursor = pos + ins.length;
    }
    return this;
  }
}

/**
 * The largest log a note may have (MAX_LOG_EVENTS): 12,500 keys and 2,500 backspaces at
 * everyday gaps, a jump back every 97 events, 10,000 characters left, edits spread
 * through the text. `random` goes on being used by the caller afterwards.
 */
export function largestLogWriter(random: () => number): Writer {
  const writer = new Writer();
  while (writer.events.length < MAX_LOG_EVENTS) {
    writer.wait(60 + 390 * random() ** 2);
    if (writer.events.length % 6 === 5) writer.backspace();
    else if (writer.events.length % 97 === 0) writer.moveTo(Math.floor(random() * writer.cursor)).key("x");
    else writer.key(String.fromCharCode(97 + Math.floor(random() * 26)));
  }
  return writer;
}

export const SAMPLE_TEXT =
  "I walked to the harbour this morning before anyone else was up. The boats were still tied, " +
  "the gulls louder than the engines, and the baker on the corner had already sold out of rye. " +
  "Tomorrow I will try again, earlier, with a thermos and a notebook.";

/** Ms between two keys of a person: 60–450, skewed toward ~150 (a mean of 190, ~63 wpm). */
export const everydayKeyGap = (random: () => number) => 60 + 390 * random() ** 2;

/**
 * Ms between keys of a person typing `wpm` words a minute (5 characters a word): the
 * same skewed spread around the mean, from 0.35 of it (a practised letter pair) to 2.3
 * times it. At 90 wpm: 47–307 ms.
 */
export const keyGapAt =
  (wpm: number) =>
  (random: () => number): number =>
    (60_000 / (wpm * 5)) * (0.35 + 1.95 * random() ** 2);

/**
 * A person typing `text`: `keyGap` ms between keys, a pause after sentences and now
 * and then mid-word, and typos noticed and corrected.
 */
export function personTyping(
  text: string = SAMPLE_TEXT,
  seed = 1,
  keyGap: (random: () => number) => number = everydayKeyGap,
): Writer {
  const random = seededRandom(seed);
  const writer = new Writer();
  for (const character of text) {
    writer.wait(keyGap(random));
    if (random() < 0.04) {
      writer.key(String.fromCharCode(97 + Math.floor(random() * 26)));
      writer
        .wait(between(random, 150, 600))
        .backspace()
        .wait(between(random, 80, 300));
    }
    if (random() < 0.02) writer.wait(between(random, 800, 3_000));
    writer.key(character);
    if (".!?".includes(character)) writer.wait(between(random, 500, 2_500));
  }
  return writer;
}

export interface BatchOptions {
  /** The page's batch interval (its own clock). */
  every?: number;
  /** The server opened the session this long before the first key (negative: after it, as the page opens it at the first key). */
  openedBefore?: number;
  /** Network latency of one batch, ms: 50–300 by default. */
  latency?: (random: () => number) => number;
  /** Page ms between the last event and the submit. */
  submitAfter?: number;
  seed?: number;
}

/** Batches events as the page sends them (every ~2 s and at submit), with the server's `at`. */
export function batched(events: TypingEvent[], options: BatchOptions = {}): TypingBatch[] {
  const { every = 2_000, openedBefore = 1_500, submitAfter = 700, seed = 7 } = options;
  const random = seededRandom(seed);
  const latency = options.latency ?? ((r) => between(r, 50, 300));
  const groups = new Map<number, TypingEvent[]>();
  for (const event of events) {
    const slot = Math.floor(event[0] / every);
    groups.set(slot, [...(groups.get(slot) ?? []), event]);
  }
  const batches: TypingBatch[] = [];
  const slots = [...groups.keys()];
  for (const [index, slot] of slots.entries()) {
    const group = groups.get(slot) ?? [];
    const isLast = index === slots.length - 1;
    const sent = isLast ? (group.at(-1)?.[0] ?? 0) + submitAfter : (slot + 1) * every;
    batches.push({ at: Math.round(openedBefore + sent + latency(random)), sent, events: group });
  }
  return batches;
}

export function logOf(events: TypingEvent[], options: BatchOptions & { isPrivate?: boolean } = {}): TypingLog {
  const log: TypingLog = { v: 2, session: TEST_SESSION, private: false, batches: batched(events, options) };
  return options.isPrivate ? lengthsOnly(log, true) : log;
}

/** The log as batches carry it (every `ins` a length), marked private or not. */
export function lengthsOnly(log: TypingLog, isPrivate = log.private): TypingLog {
  return {
    ...log,
    private: isPrivate,
    batches: log.batches.map((batch) => ({
      ...batch,
      events: batch.events.map(([t, kind, pos, del, ins]): TypingEvent => [
        t,
        kind,
        pos,
        del,
        typeof ins === "string" ? ins.length : ins,
      ]),
    })),
  };
}

/** What `inserted` carries at submit for a public log: one string per event ("" for d and x). */
export function insertedOf(log: TypingLog): string[] {
  return log.batches.flatMap((batch) =>
    batch.events.map(([, kind, , , ins]) => (kind === "x" || typeof ins !== "string" ? "" : ins)),
  );
}
