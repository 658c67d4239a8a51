import { lazy, Suspense, useEffect, useState } from "react";
import type { Note } from "../note-types";
import { PlayIcon } from "./replay-icons";
import { buttonClass } from "./ui";

/*
 * The note page's "How it was written". Only this heading and its
 * button reach the page's first load: the player (the replay model, the timeline and
 * the controls) and the typing log come on the first "Play". A private note's timeline
 * loads as soon as the page is idle, before anyone can type a passphrase: once the
 * note is decrypted here, nothing more is fetched.
 */
const loadPlayer = () => import("./replay-player");
const ReplayPlayer = lazy(() => loadPlayer().then((module) => ({ default: module.ReplayPlayer })));

/** Safari has no requestIdleCallback; 200 ms after hydration the page has settled there too. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}

const PUBLIC_INTRO =
  "Watch this note being typed again from its signed typing log: every key, correction and pause at its own pace.";
const PRIVATE_INTRO =
  "This note is private, so its typing log records only when keys were pressed and how many characters each added or removed, never which ones. Its timeline shows the rhythm of the writing; the text itself cannot be replayed.";

/** `note.content` is null for a private note, even once it is decrypted here: its log has no characters. */
export function ReplaySection({ note }: { note: Pick<Note, "slug" | "content"> }) {
  const isPrivate = note.content === null;
  const [started, setStarted] = useState(false);
  useEffect(() => (isPrivate ? whenIdle(() => setStarted(true)) : undefined), [isPrivate]);

  return (
    <section aria-labelledby="replay-title" className="mt-10 border-t border-border pt-8">
      <h2 id="replay-title" className="text-lg font-semibold tracking-tight">
        How it was written
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted-foreground">{isPrivate ? PRIVATE_INTRO : PUBLIC_INTRO}</p>
      {started ? (
        <Suspense fallback={<Loading isPrivate={isPrivate} />}>
          <ReplayPlayer slug={note.slug} content={note.content} autoPlay={!isPrivate} />
        </Suspense>
      ) : isPrivate ? (
        <Loading isPrivate />
      ) : (
        <button
          type="button"
          onClick={() => setStarted(true)}
          // Its code starts loading as the pointer or focus arrives, so the click rarely waits.
          onPointerEnter={() => void loadPlayer()}
          onFocus={() => void loadPlayer()}
          className={buttonClass("outline", "md", "mt-4")}
        >
          <PlayIcon />
          Play
        </button>
      )}
    </section>
  );
}

function Loading({ isPrivate }: { isPrivate: boolean }) {
  return (
    <p role="status" className="mt-4 text-sm text-muted-foreground">
      {isPrivate ? "Loading the timeline…" : "Loading the replay…"}
    </p>
  );
}
