import { z } from "zod";
import { MAX_NOTE_LENGTH } from "../../app/sites/notebook/human-score";
import { HONEYPOT_FIELD } from "../../app/lib/honeypot";
import { MAX_EVENTS, SESSION_TTL_MS } from "./event-log";

/** Messages the writing page shows (shared/spec.md §5 and §8). */
export const NOTE_MESSAGES = {
  content: "Please enter some content",
  passphrase: "Passphrase is required for private notes",
  invalid: "The note could not be created: some fields are not valid.",
} as const;

/** Longest stored envelope: 20,000 characters of 3-byte UTF-8, plus the envelope's own fields. */
export const MAX_CONTENT_ENC_LENGTH = 90_000;
export const MAX_HINT_LENGTH = 200;

const honeypot = { [HONEYPOT_FIELD]: z.string().max(200).optional() };

export const typingEventSchema = z
  .strictObject({
    type: z.enum(["keydown", "backspace", "paste"]),
    contentLength: z.number().int().min(0).max(MAX_NOTE_LENGTH),
    timestamp: z.number().min(0).max(SESSION_TTL_MS * 2),
    length: z.number().int().min(0).max(MAX_NOTE_LENGTH * 10).optional(),
  })
  .refine((event) => (event.type === "paste") === (event.length !== undefined), {
    message: "A paste event needs its length; other events have none.",
    path: ["length"],
  });

export const createNoteSchema = z
  .strictObject({
    isPrivate: z.boolean(),
    viewPolicy: z.enum(["public", "passphrase"]),
    passphraseHint: z
      .string()
      .trim()
      .max(MAX_HINT_LENGTH, `The hint may have at most ${MAX_HINT_LENGTH} characters.`)
      .nullable()
      .transform((hint) => (hint ? hint : null)),
    humanScore: z.number().min(0).max(100),
    sessionMetadata: z.strictObject({
      duration: z.number().min(0).max(SESSION_TTL_MS / 1000),
      keystrokeCount: z.number().int().min(0),
      typingSpeed: z.number().min(0),
    }),
    sessionId: z.string().max(100).nullish(),
    events: z.array(typingEventSchema).min(1, "The typing log is empty: a note has to be typed.").max(MAX_EVENTS),
    content: z.string().trim().min(1, NOTE_MESSAGES.content).max(MAX_NOTE_LENGTH, `A note may have at most ${MAX_NOTE_LENGTH} characters.`).optional(),
    contentEnc: z.string().min(1).max(MAX_CONTENT_ENC_LENGTH).optional(),
    contentHash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, "contentHash must be 64 lowercase hex characters.")
      .optional(),
    ...honeypot,
  })
  .superRefine((body, ctx) => {
    if (body.isPrivate !== (body.viewPolicy === "passphrase")) {
      ctx.addIssue({ code: "custom", path: ["viewPolicy"], message: 'viewPolicy must be "passphrase" for a private note and "public" for a public one.' });
    }
    if (body.isPrivate) {
      if (body.content !== undefined) ctx.addIssue({ code: "custom", path: ["content"], message: "A private note never sends its content: send contentEnc." });
      if (body.contentEnc === undefined) ctx.addIssue({ code: "custom", path: ["contentEnc"], message: NOTE_MESSAGES.passphrase });
      if (body.contentHash === undefined) ctx.addIssue({ code: "custom", path: ["contentHash"], message: "A private note needs its salted commitment (contentHash)." });
    } else {
      if (body.content === undefined) ctx.addIssue({ code: "custom", path: ["content"], message: NOTE_MESSAGES.content });
      if (body.contentEnc !== undefined) ctx.addIssue({ code: "custom", path: ["contentEnc"], message: "A public note has no contentEnc." });
      if (body.contentHash !== undefined) ctx.addIssue({ code: "custom", path: ["contentHash"], message: "A public note's hash is computed by the server." });
      if (body.passphraseHint !== null) ctx.addIssue({ code: "custom", path: ["passphraseHint"], message: "A public note has no passphrase hint." });
    }
  });

export type CreateNoteBody = z.output<typeof createNoteSchema>;

export const openSessionSchema = z.strictObject({ ...honeypot });

export const verifyProofSchema = z.strictObject({
  proof: z.unknown(),
  content: z.string().max(MAX_NOTE_LENGTH * 2),
});
