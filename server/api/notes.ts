import { Hono } from "hono";
import { JWKS_PATH } from "../../app/sites/notebook/note-types";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { apiError } from "../http/api-error";
import { isHoneypotFilled } from "../http/honeypot";
import { jsonBody } from "../http/json-body";
import { answerWrongMethods } from "../http/method-not-allowed";
import { createNote, newSlug, NoteRejected } from "../notes/create-note";
import { payloadSlug, verifyProof } from "../notes/proof";
import { readNoteAndCountView, storedProof } from "../notes/read-note";
import { createNoteSchema, NOTE_MESSAGES, openSessionSchema, verifyProofSchema } from "../notes/schema";
import { newSessionToken, openSession } from "../notes/sessions";
import { SigningKeyStore } from "../notes/signing-keys";
import { isTakenDown, TAKEN_DOWN } from "../notes/takedown";
import type { ApiDeps } from "./deps";

/**
 * POST /api/notes carries the whole typing log (one event per key) and POST
 * /api/notes/verify a note of up to 20,000 characters (60 KB in UTF-8): they take
 * more than the 32 KB of a form.
 */
export const NOTES_CREATE_MAX_BYTES = 4 * 1024 * 1024;
export const NOTES_VERIFY_MAX_BYTES = 256 * 1024;

/**
 * The Human Notebook's API:
 * - POST /api/notes/sessions {} → 201 {"sessionId"}: opens a writing session (server-witnessed time).
 * - POST /api/notes → 201 {"slug"}: scores the typing log, signs and stores the note.
 * - GET  /api/notes/:slug → the note, counting the view.
 * - POST /api/notes/verify {proof, content} → 200 {"valid", "reason"?, "timestamp"}.
 * A note an operator took down answers 410 on both, with nothing of the note.
 */
export function notesRoutes({ db, config, limit }: ApiDeps) {
  const keys = new SigningKeyStore(db, config.NOTE_SIGNING_KEY);
  const creationLimits = { perClient: config.NOTES_RATE_LIMIT_CLIENT_MAX, global: config.NOTES_RATE_LIMIT_GLOBAL_MAX };

  return new Hono()
    .post("/notes/sessions", limit("note-sessions", creationLimits), jsonBody(openSessionSchema), async (c) => {
      if (isHoneypotFilled(c.get("body"))) return c.json({ sessionId: newSessionToken() }, 201);
      return c.json({ sessionId: await openSession(db) }, 201);
    })
    .post(
      "/notes/verify",
      limit("note-verify"),
      jsonBody(verifyProofSchema, { invalidMessage: "Send {proof, content}.", maxBytes: NOTES_VERIFY_MAX_BYTES }),
      async (c) => {
        const { proof, content } = c.get("body");
        // Verifying would confirm a guess at the content of a note that is no longer published.
        const slug = payloadSlug(proof);
        if (slug !== null && (await isTakenDown(db, slug))) return apiError(c, 410, TAKEN_DOWN.code, TAKEN_DOWN.message);
        const result = await verifyProof(proof, content, { publicKey: (kid) => keys.publicKey(kid), storedProof: (slug) => storedProof(db, slug) });
        return c.json(result, 200);
      },
    )
    .post(
      "/notes",
      limit("notes", creationLimits),
      jsonBody(createNoteSchema, { invalidMessage: NOTE_MESSAGES.invalid, maxBytes: NOTES_CREATE_MAX_BYTES }),
      async (c) => {
        const body = c.get("body");
        if (isHoneypotFilled(body)) return c.json({ slug: newSlug() }, 201);
        try {
          return c.json(await createNote(db, keys, body), 201);
        } catch (error) {
          if (error instanceof NoteRejected) {
            return apiError(c, 400, "implausible_note", error.message, error.field ? { [error.field]: error.message } : undefined);
          }
          throw error;
        }
      },
    )
    .get("/notes/:slug", async (c) => {
      const read = await readNoteAndCountView(db, c.req.param("slug"));
      if (read.status === "taken_down") return apiError(c, 410, TAKEN_DOWN.code, TAKEN_DOWN.message);
      if (read.status === "not_found") return apiError(c, 404, "not_found", "Note not found");
      return c.json(read.note, 200);
    });
}

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
