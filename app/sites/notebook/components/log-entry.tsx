import { Spinner } from "./icons";
import type { NoteVerification } from "../verification-types";

/**
 * The note's place in the public log, as this browser checked it:
 * "Entry #N in the public log" once its audit path leads to a checkpoint signed by a
 * published key, "Being added to the public log…" while the sequencer has not appended
 * it (about a second), nothing before the check ran. Below it, always, the proof file
 * anyone can keep and check offline with `npm run verify-note`.
 */
export function LogEntry({ slug, verification }: { slug: string; verification: NoteVerification | null }) {
  const log = verification?.log;
  const fileName = `note-${slug}.proof.json`;
  return (
    <div className="mt-4 grid gap-1.5 text-sm text-muted-foreground">
      {log?.status === "included" ? (
        <p data-testid="log-entry" data-state="included">
          <span className="font-medium text-foreground">
            Entry #{(log.entry.leafIndex + 1).toLocaleString("en-US")} in the public log
          </span>
          <span className="block text-xs break-words sm:inline sm:text-sm">
            <span className="hidden sm:inline"> · </span>
            leaf index {log.entry.leafIndex} of tree size {log.entry.treeSize}, checkpoint signed by {log.entry.origin}
          </span>
        </p>
      ) : log?.status === "pending" && verification?.state === "pending" ? (
        <p data-testid="log-entry" data-state="pending" className="inline-flex items-center gap-1.5">
          <Spinner className="size-4 animate-spin motion-reduce:animate-none" />
          Being added to the public log…
        </p>
      ) : null}
      <p>
        <a
          href={`/api/notes/${slug}/proof-file`}
          download={fileName}
          className="font-medium text-foreground underline underline-offset-4"
        >
          Download proof file
        </a>{" "}
        <span>to check it offline, with the server gone:</span>
        {/* Wraps at its spaces first: the file name (38 characters) fits a 390 px screen on its own line. */}
        <code className="font-note mt-0.5 block text-xs [overflow-wrap:anywhere]">
          npm run verify-note -- {fileName}
        </code>
      </p>
    </div>
  );
}
