import { useMemo, type ReactNode } from "react";
import { BURST_GAP_MS, formatClock, type ReplayModel, type TimelineBurst, type TimelinePause } from "../replay";

/**
 * Correction marks are drawn in this many slots across the timeline: the largest log
 * has ~2,500 runs of deletions, more ticks than a phone's 340 px can tell apart.
 */
const CORRECTION_SLOTS = 300;
/** Points of the text-length line: one every ~3 px of a 760 px timeline, finer than a burst's shape. */
const LENGTH_SAMPLES = 240;

const percent = (ms: number, duration: number) => `${duration > 0 ? (100 * ms) / duration : 0}%`;

/** "8 s", "2 min 5 s": a span of the writing, for the summary and the list read aloud. */
function formatSpan(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const rest = seconds % 60;
  return `${Math.floor(seconds / 60)} min${rest > 0 ? ` ${rest} s` : ""}`;
}

const plural = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;

function describeSegment(segment: TimelineBurst | TimelinePause): string {
  const span = `${formatClock(segment.start)} to ${formatClock(segment.end)}`;
  if (segment.kind === "pause") return `Pause of ${formatSpan(segment.end - segment.start)}, ${span}`;
  const changes = `${plural(segment.inserted, "character")} typed${segment.deleted > 0 ? `, ${plural(segment.deleted, "character")} deleted` : ""}`;
  return `Typing, ${span}: ${changes}`;
}

/** "4 bursts of typing, 3 pauses of 2 s or more (the longest 12 s) and 5 corrections." */
export function summarizeTimeline({ timeline }: Pick<ReplayModel, "timeline">): string {
  const bursts = timeline.segments.filter((segment) => segment.kind === "burst").length;
  const pauses = timeline.segments.filter((segment) => segment.kind === "pause");
  const longest = pauses.reduce((most, pause) => Math.max(most, pause.end - pause.start), 0);
  const corrections = timeline.corrections.reduce((sum, mark) => sum + mark.events, 0);
  const pauseText =
    pauses.length === 0
      ? `no pauses of ${BURST_GAP_MS / 1000} s or more`
      : `${plural(pauses.length, "pause")} of ${BURST_GAP_MS / 1000} s or more (the longest ${formatSpan(longest)})`;
  return `${plural(bursts, "burst")} of typing, ${pauseText} and ${plural(corrections, "correction")}.`;
}

/**
 * Bursts as bars, pauses as dotted line, corrections as amber ticks, over the log's
 * time from the first key to the last. The list reads each burst and pause aloud; a
 * scrubber laid over it (`children`) seeks wherever it is clicked.
 */
export function ReplayTimeline({
  model,
  position,
  children,
}: {
  model: ReplayModel;
  position?: number;
  children?: ReactNode;
}) {
  const { duration, timeline } = model;
  const ticks = useMemo(() => {
    const slots = new Set<number>();
    for (const mark of timeline.corrections)
      slots.add(duration > 0 ? Math.round((mark.start / duration) * CORRECTION_SLOTS) : 0);
    return [...slots];
  }, [timeline, duration]);
  const bars = timeline.segments.filter((segment) => segment.kind === "burst");
  // The part played so far: the same bars in green, cut off at the playhead.
  const played =
    position === undefined ? null : `inset(0 ${100 - (duration > 0 ? (100 * position) / duration : 100)}% 0 0)`;

  return (
    <div className="mt-5">
      <LengthLine model={model} />
      <div className="replay-track">
        <ol aria-label="Timeline of the writing" className="absolute inset-0">
          {timeline.segments.map((segment) => (
            <li
              key={`${segment.kind}-${segment.start}`}
              className={segment.kind === "burst" ? "replay-burst" : "replay-pause"}
              style={{ left: percent(segment.start, duration), width: percent(segment.end - segment.start, duration) }}
            >
              <span className="sr-only">{describeSegment(segment)}</span>
            </li>
          ))}
        </ol>
        {played ? (
          <div aria-hidden="true" className="absolute inset-0" style={{ clipPath: played }}>
            {bars.map((bar) => (
              <span
                key={bar.start}
                className="replay-burst replay-burst-played"
                style={{ left: percent(bar.start, duration), width: percent(bar.end - bar.start, duration) }}
              />
            ))}
          </div>
        ) : null}
        <div aria-hidden="true">
          {ticks.map((slot) => (
            <span key={slot} className="replay-tick" style={{ left: `${(100 * slot) / CORRECTION_SLOTS}%` }} />
          ))}
        </div>
        {children}
      </div>
      <div aria-hidden="true" className="font-note mt-1 flex justify-between text-xs text-muted-foreground">
        <span>0:00</span>
        <span>{formatClock(duration)}</span>
      </div>
      <p className="mt-3 text-sm text-muted-foreground" data-testid="replay-summary">
        {summarizeTimeline(model)}
      </p>
      <ul aria-label="Legend" className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="replay-swatch-length" />
          Length of the text
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="replay-swatch-burst" />
          Typing
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="replay-swatch-pause" />
          Pause of {BURST_GAP_MS / 1000} s or more
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="replay-swatch-tick" />
          Correction
        </li>
      </ul>
    </div>
  );
}

/** The text's length over time, a soft area above the bars: it grows while typing and dips at corrections. */
function LengthLine({ model }: { model: ReplayModel }) {
  const line = useMemo(() => {
    const { duration } = model;
    const lengths = Array.from({ length: LENGTH_SAMPLES + 1 }, (_, i) =>
      model.lengthAt((duration * i) / LENGTH_SAMPLES),
    );
    const longest = Math.max(1, ...lengths);
    return lengths.map((length, i) => `${i},${(40 - (36 * length) / longest).toFixed(1)}`).join(" L");
  }, [model]);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${LENGTH_SAMPLES} 40`}
      preserveAspectRatio="none"
      className="block h-10 w-full"
    >
      <path d={`M0,40 L${line} L${LENGTH_SAMPLES},40 Z`} className="replay-length-area" />
      <path d={`M${line}`} className="replay-length-line" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
