import { toast } from "#app/ui/toast.tsx";
import { CircleX } from "./icons";
import { buttonClass } from "./ui";

/** Copies the visitor's text: what a refused session must never make them lose. */
async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    void toast.success("Text copied");
  } catch {
    void toast.error("Select the text and copy it instead.");
  }
}

/**
 * The server refused the writing session (unknown, foreign, spent, expired, or a log
 * it cannot believe): its message, and a way to start again. The typed text stays in
 * the (now read-only) textarea, and can be copied.
 */
export function SessionRefusedNotice({
  message,
  text,
  onStartAgain,
}: {
  message: string;
  text: string;
  onStartAgain: () => void;
}) {
  return (
    <div role="alert" className="rise mt-6 grid gap-3 rounded-xl border border-[#f1c4be] bg-[#fdf0ee] p-4 text-sm">
      <p className="flex gap-2 font-medium text-[#9f1f13]">
        <CircleX className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      <p className="text-foreground">Your text stays here. Start again to type it in a new writing session.</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onStartAgain} className={buttonClass("primary")}>
          Start again
        </button>
        <button type="button" onClick={() => void copyText(text)} className={buttonClass("outline")}>
          Copy text
        </button>
      </div>
    </div>
  );
}

/** The text of a refused session, kept in view (read-only) while the visitor types it again. */
export function EarlierText({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  return (
    <section
      aria-labelledby="earlier-text-title"
      className="mt-6 grid gap-2 rounded-xl border border-border bg-[#f6f4ee] p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="earlier-text-title" className="text-sm font-semibold">
          Your earlier text
        </h2>
        <div className="flex gap-2">
          <button type="button" onClick={() => void copyText(text)} className={buttonClass("outline")}>
            Copy text
          </button>
          <button type="button" onClick={onDismiss} className={buttonClass("ghost")}>
            Hide
          </button>
        </div>
      </div>
      <div
        tabIndex={0}
        aria-label="Your earlier text"
        data-testid="earlier-text"
        className="font-note max-h-40 overflow-auto text-sm leading-6 break-words whitespace-pre-wrap text-muted-foreground"
      >
        {text}
      </div>
    </section>
  );
}
