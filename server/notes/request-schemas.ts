import { z } from "zod";
import { PROOF_OF_WORK_FIELD } from "#app/lib/form-guard-schema.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import { MAX_NOTE_LENGTH } from "#app/sites/notebook/human-score.ts";
import {
  MAX_LOG_EVENTS,
  parseEvents,
  REPLACEMENT_MAX_UNITS,
  SESSION_ID_PATTERN,
} from "#app/sites/notebook/typing-log.ts";

/** Messages the writing page shows: fixed texts the tests compare verbatim. */
export const NOTE_MESSAGES = {
  content: "Please enter some content",
  passphrase: "Passphrase is required for private notes",
  invalid: "The note could not be created: some fields are not valid.",
  outdated: "This page is out of date: reload it to write a note.",
  proofOfWork: "Your browser's anti-spam check did not arrive or expired. Keep typing: the page tries again.",
} as const;

/** Longest stored envelope: 10,000 characters of 3-byte UTF-8 as base64url (40,100 characters), plus the envelope's own fields. */
export const MAX_CONTENT_ENC_LENGTH = 45_000;
export const MAX_HINT_LENGTH = 200;
/** Notes signed before proof v2 may hold up to 20,000 characters: they must still verify. */
export const MAX_VERIFIED_LENGTH = 20_000;
/** The page's clock when it sent a batch, in ms since the first key: the column is a 32-bit integer (24 days). */
const MAX_SENT_MS = 2 ** 31 - 1;

const honeypot = { [HONEYPOT_FIELD]: z.string().max(200).optional() };

/**
 * A batch's events, checked by typing-log's parseEvents in one pass (no zod per event:
 * this runs on every batch). Lengths only: batches never carry characters.
 */
const batchEvents = z.unknown().transform((value, ctx) => {
  const parsed = parseEvents(value, true);
  if (!parsed.ok) {
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  }
  return parsed.value;
});

/** A public note's `inserted`: one string per event of its log, each at most one replacement long. */
const insertedTexts = z.unknown().transform((value, ctx) => {
  const problem = insertedProblem(value);
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return value as string[];
});

function insertedProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return "inserted must be an array of strings, one per typing event.";
  if (value.length > MAX_LOG_EVENTS)
    return `inserted has ${value.length} strings: a typing log holds at most ${MAX_LOG_EVENTS} events.`;
  const bad = value.findIndex((text) => typeof text !== "string" || text.length > REPLACEMENT_MAX_UNITS);
  return bad === -1 ? null : `inserted[${bad}] must be a string of at most ${REPLACEMENT_MAX_UNITS} characters.`;
}

const batchFields = {
  secret: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "secret must be the 43 base64url characters the session was opened with."),
  seq: z.number().int().min(0).max(MAX_LOG_EVENTS),
  sentAt: z.number().int().min(0).max(MAX_SENT_MS),
  events: batchEvents,
};

/** A session opens with a solved proof of work (server/proof-of-work/), as the public forms send it. */
export const openSessionSchema = z.strictObject({
  ...honeypot,
  [PROOF_OF_WORK_FIELD]: z.string().max(1_000).optional(),
});

export const batchSchema = z.strictObject(batchFields);

export type BatchBody = z.output<typeof batchSchema>;

export const createNoteSchema = z
  .strictObject({
    sessionId: z
      .string()
      .regex(SESSION_ID_PATTERN, "sessionId must be the 22 base64url characters of a writing session."),
    ...batchFields,
    isPrivate: z.boolean(),
    viewPolicy: z.enum(["public", "passphrase"]),
    passphraseHint: z
      .string()
      .trim()
      .max(MAX_HINT_LENGTH, `The hint may have at most ${MAX_HINT_LENGTH} characters.`)
      .nullable()
      .transform((hint) => (hint ? hint : null)),
    content: z
      .string()
      .trim()
      .min(1, NOTE_MESSAGES.content)
      .max(MAX_NOTE_LENGTH, `A note may have at most ${MAX_NOTE_LENGTH} characters.`)
      .optional(),
    inserted: insertedTexts.optional(),
    contentEnc: z.string().min(1).max(MAX_CONTENT_ENC_LENGTH).optional(),
    contentHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, "contentHash must be 64 lowercase hex characters.")
      .optional(),
    ...honeypot,
  })
  .superRefine((body, ctx) => {
    const refuse = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (body.isPrivate !== (body.viewPolicy === "passphrase"))
      refuse("viewPolicy", 'viewPolicy must be "passphrase" for a private note and "public" for a public one.');
    if (body.isPrivate) {
      if (body.content !== undefined) refuse("content", "A private note never sends its content: send contentEnc.");
      if (body.inserted !== undefined)
        refuse("inserted", "A private note never sends its characters: its log holds lengths only.");
      if (body.contentEnc === undefined) refuse("contentEnc", NOTE_MESSAGES.passphrase);
      if (body.contentHash === undefined) refuse("contentHash", "A private note needs its commitment (contentHash).");
    } else {
      if (body.content === undefined) refuse("content", NOTE_MESSAGES.content);
      if (body.inserted === undefined)
        refuse("inserted", "A public note sends what each typing event inserted (inserted).");
      if (body.contentEnc !== undefined) refuse("contentEnc", "A public note has no contentEnc.");
      if (body.contentHash !== undefined) refuse("contentHash", "A public note's hash is computed by the server.");
      if (body.passphraseHint !== null) refuse("passphraseHint", "A public note has no passphrase hint.");
    }
  });

export type CreateNoteBody = z.output<typeof createNoteSchema>;

/**
 * A create call from a page older than writing sessions: the page's own score and metadata,
 * events as objects. It is told to reload rather than which fields are wrong.
 */
export function isOutdatedCreateBody(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const fields = body as Record<string, unknown>;
  if ("humanScore" in fields || "sessionMetadata" in fields) return true;
  const first: unknown = Array.isArray(fields.events) ? fields.events[0] : undefined;
  return typeof first === "object" && first !== null && !Array.isArray(first);
}

export const verifyProofSchema = z.strictObject({
  proof: z.unknown(),
  content: z.string().max(MAX_VERIFIED_LENGTH),
});
