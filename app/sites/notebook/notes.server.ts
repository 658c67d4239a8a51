import { data } from "react-router";
import { isDatabaseUnavailable } from "#server/db/database-unavailable.ts";

// Server-only: the note page's loader reads the database through the same code as the API.
// It reads without counting; the loader counts the view apart (context.countNoteView).
export { readNote } from "#server/notes/read-note.ts";

/** For a loader's `.catch`: a database that is down makes the page a 503 (try again soon), not a 500. */
export function unavailableAs503(error: unknown): never {
  if (isDatabaseUnavailable(error)) {
    throw data("The note cannot be loaded right now. Please try again in a moment.", {
      status: 503,
      headers: { "Retry-After": "30" },
    });
  }
  throw error;
}
