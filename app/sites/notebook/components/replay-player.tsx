import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { fetchTypingLog } from "../proof-verify";
import { buildReplay, formatClock, type ReplayModel } from "../replay";
import { parseTypingLog } from "../typing-log";
import { PauseIcon, PlayIcon } from "./replay-icons";
import { ReplayTimeline } from "./replay-timeline";
import { buttonClass, cx } from "./ui";
import { usePrefersReducedMotion } from "#app/lib/use-prefers-reduced-motion.ts";
import { useReplayClock } from "./use-replay-clock";

export const SPEEDS = [1, 4, 16] as const;
type Speed = (typeof SPEEDS)[number];
/** The scrubber's arrow keys move a second (with Shift, ten); Page Up/Down ten seconds, as a video player does. */
const ARROW_STEP_MS = 1_000;
const PAGE_STEP_MS = 10_000;

type Loaded = { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; model: ReplayModel };

/**
 * Loads the note's typing log and shows its replay: for a public note the text growing
 * with its controls, for a private one (`content` null) the timeline only.
 */
export function ReplayPlayer({ slug, content, autoPlay }: { slug: string; content: string | null; autoPlay: boolean }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    let current = true;
    void loadReplay(slug, content).then((result) => current && setLoaded(result));
    return () => {
      current = false;
    };
  }, [slug, content]);

  if (loaded.status === "loading") {
    return (
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {content === null ? "Loading the timeline…" : "Loading the replay…"}
      </p>
    );
  }
  if (loaded.status === "failed") {
    return (
      <p role="status" data-testid="replay-failed" className="mt-4 text-sm text-muted-foreground">
        {loaded.message}
      </p>
    );
  }
  if (loaded.model.isPrivate) return <ReplayTimeline model={loaded.model} />;
  return <TextReplay model={loaded.model} autoPlay={autoPlay} />;
}

async function loadReplay(slug: string, content: string | null): Promise<Loaded> {
  const text = await fetchTypingLog(slug).catch(() => null);
  if (text === null)
    return {
      status: "failed",
      message: "The typing log could not be loaded, so the replay cannot be shown. Reload the page to try again.",
    };
  const parsed = parseTypingLog(text);
  const built = parsed.ok ? buildReplay(parsed.value) : parsed;
  if (!built.ok) return { status: "failed", message: `This typing log cannot be replayed: ${built.message}` };
  if (built.value.isPrivate !== (content === null) || (content !== null && built.value.finalText !== content)) {
    return { status: "failed", message: "This typing log does not rebuild the note's text, so it is not replayed." };
  }
  return { status: "ready", model: built.value };
}

function TextReplay({ model, autoPlay }: { model: ReplayModel; autoPlay: boolean }) {
  const [speed, setSpeed] = useState<Speed>(1);
  const reducedMotion = usePrefersReducedMotion();
  const { position, playing, play, pause, seek } = useReplayClock(model.duration, speed, reducedMotion);
  const playButton = useRef<HTMLButtonElement>(null);
  const canPlay = model.duration > 0;

  // Started by the visitor's "Play": the button that said so is gone, so focus goes to the one that pauses.
  useEffect(() => {
    if (!autoPlay) return;
    playButton.current?.focus();
    play();
  }, [autoPlay, play]);

  const toggle = () => (playing ? pause() : play());
  const clock = `${formatClock(position)} of ${formatClock(model.duration)}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onButton = (event.target as HTMLElement).tagName === "BUTTON";
    // Space on a button presses it already; elsewhere in the player, Space and K play and pause, as on a video.
    if (event.key === "k" || event.key === "K" || (event.key === " " && !onButton)) {
      event.preventDefault();
      toggle();
    }
  }

  function onScrubberKey(event: KeyboardEvent<HTMLInputElement>) {
    const steps: Record<string, number> = {
      ArrowLeft: -ARROW_STEP_MS,
      ArrowDown: -ARROW_STEP_MS,
      ArrowRight: ARROW_STEP_MS,
      ArrowUp: ARROW_STEP_MS,
      PageDown: -PAGE_STEP_MS,
      PageUp: PAGE_STEP_MS,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    seek(position + step * (event.shiftKey && Math.abs(step) === ARROW_STEP_MS ? 10 : 1));
  }

  return (
    <div className="mt-5" onKeyDown={onKeyDown}>
      <ReplayText model={model} position={position} playing={playing} />
      <ReplayTimeline model={model} position={position}>
        <input
          type="range"
          className="replay-scrubber"
          min={0}
          max={Math.max(1, model.duration)}
          step={1}
          value={position}
          disabled={!canPlay}
          onChange={(event) => seek(Number(event.target.value))}
          onKeyDown={onScrubberKey}
          aria-label="Replay position"
          aria-valuetext={clock}
        />
      </ReplayTimeline>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="flex items-center gap-4">
          <button
            ref={playButton}
            type="button"
            onClick={toggle}
            disabled={!canPlay}
            aria-keyshortcuts="k"
            className={buttonClass("primary", "md", "min-w-[6.5rem]")}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            {playing ? "Pause" : "Play"}
          </button>
          <span data-testid="replay-clock" className="font-note text-sm tabular-nums text-muted-foreground">
            {clock}
          </span>
        </div>
        <div role="group" aria-label="Speed" className="flex items-center gap-1 rounded-full bg-secondary p-1">
          {SPEEDS.map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={speed === each}
              onClick={() => setSpeed(each)}
              className={cx(
                "h-8 min-w-12 rounded-full px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                speed === each
                  ? "bg-[#fffffd] text-foreground shadow-xs"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {each}×
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The text as it stood at `position`: a deletion shows struck through where it was, until the next change. */
function ReplayText({ model, position, playing }: { model: ReplayModel; position: number; playing: boolean }) {
  const view = useRef<HTMLDivElement>(null);
  const caret = useRef<HTMLSpanElement>(null);
  const frame = model.frameAt(position);
  const text = frame.text ?? "";
  const at = frame.correction ? frame.correction.pos : frame.caret;

  // Keeps the caret in sight without moving the page: only the view scrolls, at once.
  useLayoutEffect(() => {
    const box = view.current;
    const mark = caret.current;
    if (!box || !mark) return;
    const top = mark.offsetTop;
    if (top < box.scrollTop || top + mark.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTop = Math.max(0, top - box.clientHeight / 2);
  }, [frame.applied]);

  // The view is as tall as the finished note (up to 16 lines), so the text grows into its space.
  return (
    <div
      ref={view}
      role="region"
      aria-label="Replayed text"
      tabIndex={0}
      className="ruled font-note relative grid max-h-[32rem] min-h-16 overflow-y-auto rounded-xl border border-border bg-[#fffffd] px-4 text-[15px] break-words whitespace-pre-wrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-5 sm:text-[16px]"
    >
      <div aria-hidden="true" className="invisible [grid-area:1/1]">
        {model.finalText}
      </div>
      <div data-testid="replay-text" className="[grid-area:1/1]">
        {text.slice(0, at)}
        {frame.correction ? <del className="replay-deleted">{frame.correction.text}</del> : null}
        {frame.ended ? null : (
          <span ref={caret} aria-hidden="true" className={cx("replay-caret", !playing && "caret")} />
        )}
        {text.slice(at)}
      </div>
    </div>
  );
}
