import { createHash } from "node:crypto";
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import {
  contentBytesInCiphertext,
  ENVELOPE_VERSION,
  fromBase64Url,
  parseEnvelope,
} from "#app/sites/notebook/envelope.ts";
import {
  scoreTypingLog,
  serializeTypingLog,
  withInsertedText,
  type TypingEvent,
  type TypingLog,
} from "#app/sites/notebook/typing-log.ts";
import type { Db } from "../db/database";
import { notes, noteSessionBatches } from "../db/schema";
import { inTurn, nextTurn } from "./cpu-turns";
import { buildPayload, sha256Hex, signPayload } from "./proof";
import { implausible, NoteRefused } from "./refusals";
import type { CreateNoteBody } from "./request-schemas";
import { checkSession, expectNextSeq, expectRoomFor, spendSession } from "./sessions";
import type { SigningKeyStore } from "./signing-keys";
import { isUniqueViolation } from "../db/unique-violation";

const DUPLICATE_CIPHERTEXT = () =>
  new NoteRefused(409, "duplicate_ciphertext", "This encrypted note is already stored: a note cannot be signed twice.");

/**
 * Creates a note from its writing session: the final batch is appended with `at` =
 * the submit time, the whole witnessed log is scored (a public note's characters put
 * into it first, and the text must rebuild from it) and signed, then stored with the
 * session marked used in one transaction on the locked session row.
 *
 * The scoring (up to ~30 ms of CPU for the largest note) runs before that transaction,
 * in turn with other notes (./cpu-turns.ts), so no connection or row lock is held
 * while it runs; the transaction then checks that the session is still as it was
 * scored (no batch since, not used), so what is signed is what the server witnessed.
 * A refused note stores nothing and leaves its session as it was.
 */
export async function createNote(db: Db, keys: SigningKeyStore, body: CreateNoteBody): Promise<{ slug: string }> {
  const envelope = body.isPrivate ? checkedEnvelope(body.contentEnc ?? "") : null;
  const key = await keys.active();
  const session = await checkSession(db, body.sessionId, body.secret, { lock: false });
  expectNextSeq(session, body.seq);
  expectRoomFor(session, body.events.length);
  const stored = await db
    .select({ at: noteSessionBatches.at, sent: noteSessionBatches.sent, events: noteSessionBatches.events })
    .from(noteSessionBatches)
    .where(eq(noteSessionBatches.sessionId, session.id))
    .orderBy(noteSessionBatches.seq);
  const contentHash = envelope ? (body.contentHash ?? "") : sha256Hex(body.content ?? "");

  const signed = await inTurn(async () => {
    const witnessed: TypingLog = {
      v: 2,
      session: session.id,
      private: body.isPrivate,
      batches: [
        ...stored.map((batch) => ({
          at: batch.at,
          sent: batch.sent,
          events: JSON.parse(batch.events) as TypingEvent[],
        })),
        // The final batch, timed at the submit (the database's clock when the call came in).
        { at: session.elapsedMs, sent: body.sentAt, events: body.events },
      ],
    };
    await nextTurn();
    const log = envelope ? witnessed : checked(withInsertedText(witnessed, body.inserted ?? []), "inserted");
    await nextTurn();
    const score = checked(
      scoreTypingLog(log, envelope ? { privateContentBytes: envelope.contentBytes } : { content: body.content ?? "" }),
      "events",
    );
    await nextTurn();
    const typingLog = serializeTypingLog(log);
    await nextTurn();
    const logHash = sha256Hex(typingLog);
    const payload = buildPayload({
      slug: session.slug,
      createdAt: session.now,
      session: { id: session.id, startedAt: session.createdAt },
      batchCount: log.batches.length,
      contentHash,
      contentEnc: envelope ? body.contentEnc : undefined,
      logHash,
      viewPolicy: body.viewPolicy,
      score,
    });
    return { typingLog, logHash, proof: signPayload(payload, key) };
  });

  try {
    await db.transaction(async (tx) => {
      const locked = await checkSession(tx, body.sessionId, body.secret, { lock: true });
      // A batch that came in while the note was scored: the log signed would not be the whole log.
      expectNextSeq(locked, body.seq);
      if (envelope && (await holdsCiphertext(tx, envelope.ciphertextHash, contentHash))) throw DUPLICATE_CIPHERTEXT();
      await tx.insert(notes).values({
        slug: session.slug,
        content: envelope ? null : (body.content ?? null),
        contentEnc: envelope ? (body.contentEnc ?? null) : null,
        isPrivate: body.isPrivate,
        passphraseHint: envelope ? body.passphraseHint : null,
        viewPolicy: body.viewPolicy,
        contentHash,
        proof: signed.proof,
        createdAt: session.now,
        typingLog: signed.typingLog,
        logHash: signed.logHash,
        ciphertextHash: envelope?.ciphertextHash ?? null,
      });
      await spendSession(tx, locked);
    });
  } catch (error) {
    // Two notes with one copied ciphertext at the same moment: the unique index stops the second.
    if (isUniqueViolation(error)) throw DUPLICATE_CIPHERTEXT();
    throw error;
  }
  return { slug: session.slug };
}

interface CheckedEnvelope {
  /** The most UTF-8 bytes of content its ciphertext can hold. */
  contentBytes: number;
  /**
   * SHA-256 of its `ct`'s bytes: the same ciphertext in another envelope is the same
   * ciphertext, and so is another spelling of it (base64url's last character may carry
   * unused bits: security review of #14, finding 5).
   */
  ciphertextHash: string;
}

/** A private note's envelope: version 2 (bound to its slug and session), within the cost limits. */
function checkedEnvelope(contentEnc: string): CheckedEnvelope {
  const parsed = parseEnvelope(contentEnc);
  if (!parsed.ok) throw new NoteRefused(400, "validation_failed", parsed.message, { contentEnc: parsed.message });
  if (parsed.envelope.v !== ENVELOPE_VERSION) {
    const message = `contentEnc must be a version ${ENVELOPE_VERSION} envelope, bound to its note's slug and session.`;
    throw new NoteRefused(400, "validation_failed", message, { contentEnc: message });
  }
  return {
    contentBytes: contentBytesInCiphertext(parsed.ciphertextBytes),
    ciphertextHash: createHash("sha256").update(fromBase64Url(parsed.envelope.ct)).digest("hex"),
  };
}

/** Whether a proof v2 private note already holds this ciphertext or this commitment (the unique indexes answer). */
async function holdsCiphertext(tx: Pick<Db, "select">, ciphertextHash: string, contentHash: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(notes)
    .where(
      and(
        eq(notes.isPrivate, true),
        isNotNull(notes.logHash),
        or(eq(notes.ciphertextHash, ciphertextHash), eq(notes.contentHash, contentHash)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

function checked<T>(result: { ok: true; value: T } | { ok: false; message: string }, field: string): T {
  if (!result.ok) throw implausible(result.message, field);
  return result.value;
}
