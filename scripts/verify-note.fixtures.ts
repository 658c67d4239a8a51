/**
 * Test helpers for `npm run verify-note` (never imported by the script): proof files as
 * the server writes them, signed by the fixtures' test key (app/sites/notebook/
 * proof.fixtures.ts), and trust anchors that hold that key or another site's.
 */
import { generateKeyPairSync } from "node:crypto";
import { loggedInclusion, TEST_ORIGIN } from "#app/sites/notebook/log.fixtures.ts";
import type { PublicJwk } from "#app/sites/notebook/note-types.ts";
import { signedNoteV2, TEST_JWK } from "#app/sites/notebook/proof.fixtures.ts";
import { PROOF_FILE_FORMAT, type ProofFile } from "#app/sites/notebook/public-log.ts";
import { main } from "./verify-note";
import type { TrustAnchor } from "./verify-note-checks";

export const TEXT = "Written by hand, one key at a time, at the kitchen table.";

/** The site whose log the fixtures' files are in, its JWKS being the test key. */
export const TEST_ANCHOR: TrustAnchor = { keys: [TEST_JWK], origin: TEST_ORIGIN, source: "site.jwks.json (--keys)" };

/** Another key, as a JWK: the real site's, when a forger signs with the test key. */
export function otherJwk(kid = "S".repeat(43)): PublicJwk {
  const { publicKey } = generateKeyPairSync("ed25519");
  return { kty: "OKP", crv: "Ed25519", x: publicKey.export({ format: "jwk" }).x!, kid };
}

/** A proof file: the note, its log, the keys, its entry among 4 earlier and 2 later proofs (leaf index 4 of 7). */
export function proofFile(text = TEXT, stamped?: { size: number; timestampReply: string }): ProofFile {
  const { note, logText } = signedNoteV2(text);
  return {
    format: PROOF_FILE_FORMAT,
    server: "https://notebook.test",
    note,
    typingLog: logText,
    keys: [TEST_JWK],
    log: loggedInclusion(note.proof, stamped ? { stamped } : {}),
  };
}

/** `npm run verify-note -- …` in this process (a child process takes ~5 s on a busy machine): its exit code and printed lines. */
export async function verifyInProcess(...args: string[]): Promise<{ code: number; out: string }> {
  let out = "";
  const gather = (...parts: unknown[]) => void (out += `${parts.join(" ")}\n`);
  const { log, error } = console;
  console.log = gather;
  console.error = gather;
  try {
    return { code: await main(args), out };
  } finally {
    console.log = log;
    console.error = error;
  }
}
