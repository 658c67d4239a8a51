import { randomBytes } from "node:crypto";
import { contentBytesInCiphertext, parseEnvelope } from "../../app/sites/notebook/envelope";
import type { Db } from "../db/database";
import { notes } from "../db/schema";
import { checkEventLog, scoreSession, type FinalContent } from "./event-log";
import { buildPayload, sha256Hex, signPayload } from "./proof";
import type { CreateNoteBody } from "./schema";
import { consumeSession } from "./sessions";
import type { SigningKeyStore } from "./signing-keys";

/** A request the server refuses with 400 and this message. */
export class NoteRejected extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "NoteRejected";
  }
}

/** 12 random bytes: a 16-character base64url slug (96 bits). */
export function newSlug(): string {
  return randomBytes(12).toString("base64url");
}

/**
 * Creates a note: checks the typing log, uses the writing session once, scores the
 * session from the events (the page's humanScore is never used), signs the payload
 * and stores the note, all in one transaction: a refused note leaves its session
 * unused and stores nothing.
 */
export async function createNote(db: Db, keys: SigningKeyStore, body: CreateNoteBody): Promise<{ slug: string }> {
  const final: FinalContent = {};
  let contentHash: string;
  if (body.isPrivate) {
    const envelope = parseEnvelope(body.contentEnc ?? "");
    if (!envelope.ok) throw new NoteRejected(envelope.message, "contentEnc");
    final.privateContentBytes = contentBytesInCiphertext(envelope.ciphertextBytes);
    contentHash = body.contentHash ?? "";
  } else {
    const content = body.content ?? "";
    final.publicLength = content.length;
    contentHash = sha256Hex(content);
  }
  const log = checkEventLog(body.events, final);
  if (!log.ok) throw new NoteRejected(log.message, "events");

  const key = await keys.active();
  const slug = newSlug();
  const createdAt = new Date();

  await db.transaction(async (tx) => {
    const observedMs = await consumeSession(tx, body.sessionId);
    const scored = scoreSession(log.value, body.sessionMetadata, observedMs);
    if (!scored.ok) throw new NoteRejected(scored.message, "events");
    const payload = buildPayload({
      slug,
      createdAt,
      contentHash,
      contentEnc: body.isPrivate ? body.contentEnc : undefined,
      viewPolicy: body.viewPolicy,
      session: scored.value,
    });
    await tx.insert(notes).values({
      slug,
      content: body.isPrivate ? null : (body.content ?? null),
      contentEnc: body.isPrivate ? (body.contentEnc ?? null) : null,
      isPrivate: body.isPrivate,
      passphraseHint: body.isPrivate ? body.passphraseHint : null,
      viewPolicy: body.viewPolicy,
      contentHash,
      proof: signPayload(payload, key),
      createdAt,
    });
  });
  return { slug };
}
