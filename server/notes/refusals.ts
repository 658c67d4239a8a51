import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * A request the notebook refuses, with the status, code and message the API answers
 * (`{"error":{code, message, fields?}}`): the page shows the message as it is.
 */
export class NoteRefused extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "NoteRefused";
  }
}

/** A typing log or note that cannot be true: 400 implausible_note, the message says which check. */
export function implausible(message: string, field?: string): NoteRefused {
  return new NoteRefused(400, "implausible_note", message, field ? { [field]: message } : undefined);
}
