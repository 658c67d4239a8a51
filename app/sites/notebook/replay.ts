/**
 * The replay of a note's writing, from its stored typing log: what the
 * text was at any moment, and a timeline of bursts, pauses and corrections.
 *
 * Time is the log's own: each event's `t`, the page's ms since the first key, which
 * never goes backwards within a log (parseTypingLog refuses one that does). Batches
 * only group events for the network, so the replay ignores them.
 *
 * Pure and dependency-free, like typing-log.ts: the note page loads it with the player.
 */
import { rebuildLength, rebuildText, type Checked, type EventKind, type TypingLog } from "./typing-log";
import { TextGapBuffer } from "./text-gap-buffer";

/**
 * Events closer than this belong to one burst of typing; a longer gap is a pause.
 * People press keys ~80–400 ms apart and stop for a word or a comma for up to a
 * second or so (typing-log.ts's RHYTHM_MAX_MS, 2 s, is where rhythm ends too).
 */
export const BURST_GAP_MS = 2_000;
/**
 * The text is kept whole every this many events. A seek starts from the nearest one
 * and replays at most 127 events on a string: with a 10,000-character note that is
 * ~1.3 M units copied, about 1 ms, well under the 5 ms a scrub may take. Memory: 118
 * copies of the largest text (~20 KB each), ~2.4 MB.
 */
export const SNAPSHOT_EVERY = 128;
/** A correction shown struck through gathers at most this many deleted units (a long run shows its nearest end). */
export const CORRECTION_SHOWN_UNITS = 80;

export interface TimelineBurst {
  kind: "burst";
  /** ms of its first and last event. */
  start: number;
  end: number;
  events: number;
  /** UTF-16 units typed or pasted, and deleted. */
  inserted: number;
  deleted: number;
}

export interface TimelinePause {
  kind: "pause";
  start: number;
  end: number;
}

/** A run of deletions with nothing else between them: one correction on the timeline. */
export interface CorrectionMark {
  start: number;
  end: number;
  /** Deletion events in the run (each counts as one correction in the score). */
  events: number;
  units: number;
}

export interface ReplayTimeline {
  segments: Array<TimelineBurst | TimelinePause>;
  corrections: CorrectionMark[];
}

export interface ReplayFrame {
  /** Events applied: those timed before the moment (all of them once it ends). */
  applied: number;
  /** The text at that moment; null for a private note, whose log has lengths only. */
  text: string | null;
  length: number;
  /** Where the latest change left the cursor, in UTF-16 units. */
  caret: number;
  /** The run of deletions ending with the latest event, where it stood (public notes). */
  correction: { pos: number; text: string } | null;
  ended: boolean;
}

export interface ReplayModel {
  isPrivate: boolean;
  /** ms from the first key to the last event. */
  duration: number;
  /** Each event's ms, in order. */
  times: Float64Array;
  timeline: ReplayTimeline;
  /** The note as saved: the rebuilt text trimmed, as the writing page sends it (null when private). */
  finalText: string | null;
  frameAt(ms: number): ReplayFrame;
  /** The text's length at `ms`, in UTF-16 units: cheap, for drawing its growth. */
  lengthAt(ms: number): number;
  /** The text after the first `applied` events (public notes). */
  textAfter(applied: number): string;
}

interface Step {
  kind: EventKind;
  pos: number;
  del: number;
  ins: string | number;
}

/**
 * Builds the replay of a log parsed by parseTypingLog. A public log must rebuild, with
 * typing-log.ts's own checks, to the same text this replay ends with.
 */
export function buildReplay(log: TypingLog): Checked<ReplayModel> {
  const steps: Step[] = [];
  const timeList: number[] = [];
  for (const batch of log.batches) {
    for (const [t, kind, pos, del, ins] of batch.events) {
      timeList.push(t);
      steps.push({ kind, pos, del, ins });
    }
  }
  const times = Float64Array.from(timeList);
  const n = steps.length;
  const lengths = new Int32Array(n + 1);
  const carets = new Int32Array(n + 1);
  const removed: Array<string | undefined> = new Array<string | undefined>(n);
  const snapshots: string[] = [];

  // typing-log.ts's checks first: a change outside the text, a text too long, too much cursor travel.
  const checked = log.private ? rebuildLength(log) : rebuildText(log);
  if (!checked.ok) return checked;
  const rebuilt = typeof checked.value === "string" ? checked.value : null;
  const buffer = log.private ? null : new TextGapBuffer();
  let length = 0;
  let caret = 0;
  for (let i = 0; i < n; i += 1) {
    if (buffer && i % SNAPSHOT_EVERY === 0) snapshots.push(buffer.toString());
    const { kind, pos, del, ins } = steps[i]!;
    if (kind !== "x") {
      const inserted = typeof ins === "number" ? ins : ins.length;
      if (buffer) {
        if (del > 0) removed[i] = buffer.slice(pos, del);
        buffer.replace(pos, del, ins as string);
      }
      length += inserted - del;
      caret = pos + inserted;
    }
    lengths[i + 1] = length;
    carets[i + 1] = caret;
  }
  if (buffer && n % SNAPSHOT_EVERY === 0) snapshots.push(buffer.toString());
  if (buffer && buffer.toString() !== rebuilt)
    return { ok: false, message: "The replay does not end with the text the typing log rebuilds." };

  const duration = n > 0 ? times[n - 1]! : 0;
  const finalText = rebuilt === null ? null : rebuilt.trim();
  let cache = { applied: 0, text: "" };

  function textAfter(applied: number): string {
    const target = Math.max(0, Math.min(n, applied));
    const fromCache = target >= cache.applied && target - cache.applied < SNAPSHOT_EVERY;
    let text = fromCache ? cache.text : (snapshots[Math.floor(target / SNAPSHOT_EVERY)] ?? "");
    for (let i = fromCache ? cache.applied : target - (target % SNAPSHOT_EVERY); i < target; i += 1) {
      const { kind, pos, del, ins } = steps[i]!;
      if (kind !== "x") text = text.slice(0, pos) + (ins as string) + text.slice(pos + del);
    }
    cache = { applied: target, text };
    return text;
  }

  function correctionAt(applied: number): ReplayFrame["correction"] {
    const last = applied - 1;
    if (log.private || last < 0 || steps[last]!.kind !== "d") return null;
    const pos = steps[last]!.pos;
    let text = removed[last] ?? "";
    // Walk back through the run. A later backspace removed the units just left of an
    // earlier deletion; a later forward delete, the units just right of where it was.
    for (let i = last - 1; i >= 0 && steps[i]!.kind === "d" && text.length < CORRECTION_SHOWN_UNITS; i -= 1) {
      const step = steps[i]!;
      const earlier = removed[i] ?? "";
      if (step.pos === pos + text.length) text += earlier;
      else if (step.pos === pos) text = earlier + text;
      else break;
    }
    return { pos, text };
  }

  function frameAt(ms: number): ReplayFrame {
    const ended = ms >= duration;
    const applied = ended ? n : lowerBound(times, ms);
    if (ended && finalText !== null)
      return { applied, text: finalText, length: finalText.length, caret: finalText.length, correction: null, ended };
    return {
      applied,
      text: log.private ? null : textAfter(applied),
      length: lengths[applied]!,
      caret: carets[applied]!,
      correction: correctionAt(applied),
      ended,
    };
  }

  const lengthAt = (ms: number) => lengths[ms >= duration ? n : lowerBound(times, ms)]!;

  return {
    ok: true,
    value: {
      isPrivate: log.private,
      duration,
      times,
      timeline: timelineOf(times, steps),
      finalText,
      frameAt,
      lengthAt,
      textAfter,
    },
  };
}

/** How many of the sorted `times` are before `ms`. */
function lowerBound(times: Float64Array, ms: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle]! < ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

function timelineOf(times: Float64Array, steps: Step[]): ReplayTimeline {
  const segments: ReplayTimeline["segments"] = [];
  const corrections: CorrectionMark[] = [];
  let burst: TimelineBurst | null = null;
  let correction: CorrectionMark | null = null;
  for (let i = 0; i < steps.length; i += 1) {
    const t = times[i]!;
    const { kind, del, ins } = steps[i]!;
    if (!burst || t - burst.end >= BURST_GAP_MS) {
      const pauseStart = burst ? burst.end : 0;
      if (t - pauseStart >= BURST_GAP_MS) segments.push({ kind: "pause", start: pauseStart, end: t });
      burst = { kind: "burst", start: t, end: t, events: 0, inserted: 0, deleted: 0 };
      segments.push(burst);
    }
    burst.end = t;
    burst.events += 1;
    if (kind === "x") continue;
    burst.inserted += typeof ins === "number" ? ins : ins.length;
    burst.deleted += del;
    if (kind === "d") {
      if (!correction) {
        correction = { start: t, end: t, events: 0, units: 0 };
        corrections.push(correction);
      }
      correction.end = t;
      correction.events += 1;
      correction.units += del;
    } else {
      correction = null;
    }
  }
  return { segments, corrections };
}

/** "0:07", "12:30", "1:02:03": a replay's clock. */
export function formatClock(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
