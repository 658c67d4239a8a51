import { Hono, type MiddlewareHandler } from "hono";
import { JWKS_PATH } from "#app/sites/notebook/note-types.ts";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { apiError } from "../http/api-error";
import { isHoneypotFilled } from "../http/honeypot";
import { jsonBody, readJson } from "../http/json-body";
import { answerWrongMethods } from "../http/method-not-allowed";
import { metrics } from "../metrics/instruments";
import { createNote } from "../notes/create-note";
import { payloadSlug, verifyProof } from "../notes/proof";
import { spendSolution } from "../proof-of-work/proof-of-work";
import { readNote, readTypingLog, storedLog, storedProof } from "../notes/read-note";
import { NoteRefused } from "../notes/refusals";
import {
  batchSchema,
  createNoteSchema,
  isOutdatedCreateBody,
  NOTE_MESSAGES,
  openSessionSchema,
  verifyProofSchema,
} from "../notes/request-schemas";
import { newSessionValues, openSession, receiveBatch } from "../notes/sessions";
import { SigningKeyStore } from "../notes/signing-keys";
import { isTakenDown, TAKEN_DOWN } from "../notes/takedown";
import { noteViewCounter, visitOf } from "../notes/views";
import type { ApiDeps } from "./deps";

/**
 * A batch is a few seconds of typing (at most 600 events, ~20 KB). The create call
 * carries the final batch, the content and, for a public note, what each of up to
 * 15,000 events inserted: ~150 KB for the longest note, more for long IME phrases.
 * Verify takes a note of up to 20,000 characters (notes signed before proof v2).
 */
export const NOTES_BATCH_MAX_BYTES = 64 * 1024;
export const NOTES_CREATE_MAX_BYTES = 1024 * 1024;
export const NOTES_VERIFY_MAX_BYTES = 256 * 1024;
/**
 * Batches per minute one client may send, in units of the notes limit: a page sends
 * one every 2 s (30 a minute), so this many people can write at once behind one
 * address. Each session also takes at most one batch per 250 ms.
 */
export const BATCHES_PER_NOTE = 30;
/**
 * Reads (GET a note or its log) per minute one client may make, in units of the
 * general limit: a visitor's page reads a note and its log once, so this many notes
 * a minute behind one address before 429; a script fetching a note in a loop is held
 * to it (security review of #14, finding 3).
 */
export const READS_PER_LIMIT = 6;

/**
 * The Human Notebook's API:
 * - POST /api/notes/sessions {altcha} → 201 {sessionId, secret, slug, batchIntervalMs}: opens a writing
 *   session for a solved proof of work (GET /api/challenge); 400 `proof_of_work_failed` without one.
 * - POST /api/notes/sessions/:sessionId/batches {secret, seq, sentAt, events} → 200 {seq}: typing as it happens.
 * - POST /api/notes → 201 {slug}: the final batch; scores the witnessed log, signs and stores the note.
 * - GET  /api/notes/:slug → the note (one view per visitor a day); GET /api/notes/:slug/log → its typing log, byte for byte.
 * - POST /api/notes/verify {proof, content} → 200 {"valid", "reason"?, "timestamp"}.
 * A note an operator took down answers 410 on all of them, with nothing of the note.
 */
export function notesRoutes({ db, config, limit }: ApiDeps) {
  const keys = new SigningKeyStore(db, config.NOTE_SIGNING_KEY);
  const creationLimits = { perClient: config.NOTES_RATE_LIMIT_CLIENT_MAX };
  const readLimits = { perClient: config.RATE_LIMIT_CLIENT_MAX * READS_PER_LIMIT };
  const batchLimits = { perClient: config.NOTES_RATE_LIMIT_CLIENT_MAX * BATCHES_PER_NOTE };

  return new Hono()
    .post("/notes/sessions", limit("note-sessions", creationLimits), jsonBody(openSessionSchema), async (c) => {
      const body = c.get("body");
      if (isHoneypotFilled(body)) {
        metrics.spamCaught.inc({ reason: "honeypot", stored: "no" });
        return c.json(newSessionValues(), 201);
      }
      // Each session costs its writer a proof of work (server/proof-of-work/), so notes are written
      // one session at a time at a price a script pays in CPU. Refused, not faked: the page
      // solves a new one and opens the session again, and the writer loses nothing typed.
      const proof = await spendSolution(db, body.altcha);
      if (proof !== "valid") {
        metrics.spamCaught.inc({ reason: proof === "replayed" ? "replayed-proof" : "no-proof-of-work", stored: "no" });
        return apiError(c, 400, "proof_of_work_failed", NOTE_MESSAGES.proofOfWork);
      }
      return c.json(await openSession(db), 201);
    })
    .post(
      "/notes/sessions/:sessionId/batches",
      limit("note-batches", batchLimits),
      jsonBody(batchSchema, { maxBytes: NOTES_BATCH_MAX_BYTES }),
      async (c) =>
        answered(c, async () => c.json(await receiveBatch(db, c.req.param("sessionId"), c.get("body")), 200)),
    )
    .post(
      "/notes/verify",
      limit("note-verify"),
      jsonBody(verifyProofSchema, { invalidMessage: "Send {proof, content}.", maxBytes: NOTES_VERIFY_MAX_BYTES }),
      async (c) => {
        const { proof, content } = c.get("body");
        // Verifying would confirm a guess at the content of a note that is no longer published.
        const slug = payloadSlug(proof);
        if (slug !== null && (await isTakenDown(db, slug)))
          return apiError(c, 410, TAKEN_DOWN.code, TAKEN_DOWN.message);
        const result = await verifyProof(proof, content, {
          publicKey: (kid) => keys.publicKey(kid),
          storedProof: (slug) => storedProof(db, slug),
          storedLog: (slug) => storedLog(db, slug),
        });
        return c.json(result, 200);
      },
    )
    .post(
      "/notes",
      limit("notes", creationLimits),
      refuseOutdatedPages,
      jsonBody(createNoteSchema, { invalidMessage: NOTE_MESSAGES.invalid, maxBytes: NOTES_CREATE_MAX_BYTES }),
      async (c) => {
        const body = c.get("body");
        if (isHoneypotFilled(body)) {
          metrics.spamCaught.inc({ reason: "honeypot", stored: "no" });
          return c.json({ slug: newSessionValues().slug }, 201);
        }
        return answered(c, async () => c.json(await createNote(db, keys, body), 201));
      },
    )
    .get("/notes/:slug", limit("note-reads", readLimits), async (c) => {
      const slug = c.req.param("slug");
      const read = await readNote(db, slug);
      if (read.status === "taken_down") return apiError(c, 410, TAKEN_DOWN.code, TAKEN_DOWN.message);
      if (read.status === "not_found") return apiError(c, 404, "not_found", "Note not found");
      noteViewCounter(db).count(slug, visitOf(c, config.TRUST_PROXY_HOPS));
      return c.json(read.note, 200);
    })
    .get("/notes/:slug/log", limit("note-reads", readLimits), async (c) => {
      const read = await readTypingLog(db, c.req.param("slug"));
      if (read.status === "taken_down") return apiError(c, 410, TAKEN_DOWN.code, TAKEN_DOWN.message);
      if (read.status === "not_found")
        return apiError(
          c,
          404,
          "not_found",
          "This note has no typing log: it was signed before the server witnessed typing.",
        );
      // The exact text its proof's logHash signs: sent as stored, never re-serialised.
      return c.body(read.log, 200, { "Content-Type": "application/json" });
    });

  /** Runs a handler, answering a NoteRefused with its status, code and message. */
  async function answered(c: Parameters<MiddlewareHandler>[0], handle: () => Promise<Response>): Promise<Response> {
    try {
      return await handle();
    } catch (error) {
      if (error instanceof NoteRefused) return apiError(c, error.status, error.code, error.message, error.fields);
      throw error;
    }
  }
}

/**
 * A create call from a page loaded before proof v2 fails validation; it is told to
 * reload, not which of its fields are wrong. Only refused bodies are looked at again.
 */
const refuseOutdatedPages: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 400) return;
  const read = await readJson(c);
  if (read.ok && isOutdatedCreateBody(read.value))
    c.res = apiError(c, 400, "validation_failed", NOTE_MESSAGES.outdated);
};

/** GET /.well-known/jwks.json: every note-signing public key (retired ones too), as Ed25519 JWKs. */
export function jwksRoutes(db: Db, config: Pick<Config, "NOTE_SIGNING_KEY">) {
  const keys = new SigningKeyStore(db, config.NOTE_SIGNING_KEY);
  const routes = new Hono().get(JWKS_PATH, async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    c.header("Access-Control-Allow-Origin", "*");
    return c.json({ keys: await keys.publicKeys() }, 200);
  });
  return answerWrongMethods(routes);
}
