import { verify } from "node:crypto";
import type { Note } from "#app/sites/notebook/note-types.ts";
import { firstFailure, proofChecks } from "#app/sites/notebook/proof-checks.ts";
import { parseProof } from "#app/sites/notebook/proof-schema.ts";
import { inTurn, nextTurn } from "./cpu-turns";
import { sha256Hex } from "./proof";
import type { SigningKeyStore } from "./signing-keys";

type StoredNote = Pick<Note, "slug" | "createdAt" | "contentHash" | "content" | "contentEnc" | "proof">;

/**
 * Whether a stored note's proof holds, by the checks the note page and `npm run verify-note`
 * run (app/sites/notebook/proof-checks.ts), with this server's own keys and its stored typing
 * log: the strict schema, a published key, the signature, the content (a private note's
 * envelope), and for v2 the log's hash, its rebuild and its score. A private note's text is
 * checked only where it is decrypted, as on its page. The public log is not asked: the
 * server keeps it itself.
 */
export async function storedProofHolds(
  note: StoredNote,
  keys: Pick<SigningKeyStore, "publicKey">,
  readLog: (slug: string) => Promise<string | null>,
): Promise<boolean> {
  const parsed = parseProof(note.proof);
  let keyPublished = false;
  let signatureValid = false;
  let log: { text: string; sha256: string } | null = null;
  if (parsed.ok) {
    const { proof, payload } = parsed.value;
    const publicKey = await keys.publicKey(proof.kid);
    keyPublished = publicKey !== null;
    signatureValid =
      publicKey !== null &&
      verify(null, Buffer.from(proof.payload, "utf8"), publicKey, Buffer.from(proof.signature, "base64url"));
    if (payload.v === 2) {
      const text = await readLog(note.slug);
      log = text === null ? null : { text, sha256: sha256Hex(text) };
    }
  }
  const stored = note.content ?? note.contentEnc;
  // Scoring a log of 15,000 events again takes tens of milliseconds: in turn with the other heavy work.
  return inTurn(async () => {
    await nextTurn();
    const { checks } = proofChecks(note, {
      parsed,
      keyPublished,
      signatureValid,
      contentSha256: stored === null ? null : sha256Hex(stored),
      log,
    });
    return firstFailure(checks) === null;
  });
}
