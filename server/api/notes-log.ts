import { Hono, type Context } from "hono";
import { PROOF_FILE_FORMAT, type LogInclusion, type ProofFile } from "#app/sites/notebook/public-log.ts";
import { apiError } from "../http/api-error";
import { readNote, readTypingLog } from "../notes/read-note";
import { SigningKeyStore } from "../notes/signing-keys";
import { TAKEN_DOWN } from "../notes/takedown";
import { logOrigin, verifierKeys } from "../public-log/checkpoint-signer";
import { readCheckpoint, readConsistency, readInclusion } from "../public-log/read-log";
import type { ApiDeps } from "./deps";
import { READS_PER_LIMIT } from "./notes";

const PENDING = {
  code: "not_logged_yet",
  message: "This note is being added to the public log: its entry appears within a few seconds.",
} as const;
const SIZE = /^[1-9][0-9]{0,14}$/;
const VERIFIER_KEYS_TTL_MS = 10_000;

/**
 * The notebook's public log (docs/decisions/0014), read-only:
 * - GET /api/notes/log/checkpoint[?size=N] → the newest (or that) signed checkpoint, text/plain (C2SP signed note);
 * - GET /api/notes/log/timestamp?size=N → that checkpoint's RFC 3161 reply (application/timestamp-reply);
 * - GET /api/notes/log/inclusion?slug=… → a note's leaf and audit path against the newest checkpoint;
 * - GET /api/notes/log/consistency?from=N[&to=M] → RFC 9162 consistency proof;
 * - GET /api/notes/:slug/proof-file → the note, its log, keys and log entry, as one download.
 * Appending is the sequencer's (server/public-log/sequencer.ts), never a request's.
 */
export function notesLogRoutes({ db, config, limit }: ApiDeps) {
  const keys = new SigningKeyStore(db, config.NOTE_SIGNING_KEY);
  const origin = logOrigin(config);
  const reads = limit("note-log-reads", { perClient: config.RATE_LIMIT_CLIENT_MAX * READS_PER_LIMIT });

  /** The inclusion of a note, with the log's name and keys; an error answer when there is none. */
  async function inclusionOf(c: Context, slug: string): Promise<LogInclusion | Response | null> {
    const read = await readInclusion(db, slug);
    if (read.status === "taken_down") return apiError(c, 410, TAKEN_DOWN.code, TAKEN_DOWN.message);
    if (read.status === "not_found") return apiError(c, 404, "not_found", "Note not found");
    if (read.status === "pending") return null;
    return { origin, ...read.inclusion, verifierKeys: await publishedVerifierKeys() };
  }

  /**
   * The verifier keys, read again every 10 s: they change only when an instance starts
   * with a new NOTE_SIGNING_KEY, and every note page's check asks for them.
   */
  let cachedKeys: { at: number; keys: Promise<string[]> } | null = null;
  function publishedVerifierKeys(): Promise<string[]> {
    if (!cachedKeys || Date.now() - cachedKeys.at > VERIFIER_KEYS_TTL_MS) {
      const keysRead = verifierKeys(keys, origin);
      cachedKeys = { at: Date.now(), keys: keysRead };
      keysRead.catch(() => (cachedKeys = null));
    }
    return cachedKeys.keys;
  }

  return new Hono()
    .get("/notes/log/checkpoint", reads, async (c) => {
      const size = c.req.query("size");
      if (size !== undefined && !SIZE.test(size)) return badSize(c, "size");
      const checkpoint = await readCheckpoint(db, size === undefined ? undefined : Number(size));
      if (!checkpoint)
        return apiError(
          c,
          404,
          "not_found",
          size === undefined
            ? "The log has no checkpoint yet: no note was made."
            : "The log has no checkpoint of that size.",
        );
      return c.body(checkpoint.signedNote, 200, { "Content-Type": "text/plain; charset=utf-8" });
    })
    .get("/notes/log/timestamp", reads, async (c) => {
      const size = c.req.query("size") ?? "";
      if (!SIZE.test(size)) return badSize(c, "size");
      const checkpoint = await readCheckpoint(db, Number(size));
      if (!checkpoint?.timestampReply) return apiError(c, 404, "not_found", "That checkpoint has no timestamp.");
      return c.body(new Uint8Array(checkpoint.timestampReply), 200, { "Content-Type": "application/timestamp-reply" });
    })
    .get("/notes/log/inclusion", reads, async (c) => {
      const slug = c.req.query("slug");
      if (!slug) return apiError(c, 400, "validation_failed", "Say which note: ?slug=…", { slug: "Required" });
      const inclusion = await inclusionOf(c, slug);
      if (inclusion === null) return apiError(c, 404, PENDING.code, PENDING.message);
      return inclusion instanceof Response ? inclusion : c.json(inclusion, 200);
    })
    .get("/notes/log/consistency", reads, async (c) => {
      const from = c.req.query("from") ?? "";
      const to = c.req.query("to");
      if (!SIZE.test(from)) return badSize(c, "from");
      if (to !== undefined && !SIZE.test(to)) return badSize(c, "to");
      const proof = await readConsistency(db, Number(from), to === undefined ? undefined : Number(to));
      if (!proof)
        return apiError(
          c,
          400,
          "validation_failed",
          "Sizes must satisfy 1 ≤ from ≤ to ≤ the newest checkpoint's size.",
          { from: "Out of range" },
        );
      return c.json(proof, 200);
    })
    .get("/notes/:slug/proof-file", reads, async (c) => {
      const slug = c.req.param("slug");
      const read = await readNote(db, slug);
      if (read.status === "taken_down") return apiError(c, 410, TAKEN_DOWN.code, TAKEN_DOWN.message);
      if (read.status === "not_found") return apiError(c, 404, "not_found", "Note not found");
      const [log, inclusion, publicKeys] = await Promise.all([
        readTypingLog(db, slug),
        inclusionOf(c, slug),
        keys.publicKeys(),
      ]);
      if (inclusion instanceof Response) return inclusion;
      const file: ProofFile = {
        format: PROOF_FILE_FORMAT,
        server: config.SITE_URL,
        note: read.note,
        typingLog: log.status === "ok" ? log.log : null,
        keys: publicKeys,
        log: inclusion,
      };
      c.header("Content-Disposition", `attachment; filename="note-${slug}.proof.json"`);
      return c.json(file, 200);
    });
}

function badSize(c: Context, field: string): Response {
  return apiError(c, 400, "validation_failed", `${field} must be a whole number of log entries, at least 1.`, {
    [field]: "Not a size",
  });
}
