import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentBytesInCiphertext, KDF_DEFAULTS, stringifyEnvelope, toBase64Url } from "../app/sites/notebook/envelope";
import { signedNoteV1, signedNoteV2, TEST_JWK } from "../app/sites/notebook/proof.fixtures";
import type { ProofPayloadV2 } from "../app/sites/notebook/note-types";
import { checkNote, describeProof, EXIT_CODES, parseNoteUrl, verdict } from "./verify-note";

const TEXT = "Written by hand, one key at a time, at the kitchen table.";

describe("verify-note", () => {
  it("reads the origin and slug from a note page or API URL", () => {
    expect(parseNoteUrl("https://example.com/writtenbyhuman/note/AAAAAAAAAAAAAAAA")).toEqual({ origin: "https://example.com", slug: "AAAAAAAAAAAAAAAA" });
    expect(parseNoteUrl("http://localhost:3000/api/notes/AAAAAAAAAAAAAAAA")).toEqual({ origin: "http://localhost:3000", slug: "AAAAAAAAAAAAAAAA" });
    expect(() => parseNoteUrl("https://example.com/writtenbyhuman")).toThrow(/Not a note URL/);
  });

  it("passes a genuine v2 note, log and all, and fails each kind of change", () => {
    const { note, logText } = signedNoteV2(TEXT);
    expect(checkNote(note, [TEST_JWK], note.slug, logText).filter((check) => !check.ok)).toEqual([]);
    const failing = (changed = note, keys = [TEST_JWK], log: string | null = logText, slug = note.slug) =>
      checkNote(changed, keys, slug, log)
        .filter((check) => !check.ok)
        .map((check) => check.label);
    expect(failing({ ...note, content: "Written by a bot." })).toEqual(["sha256(content) equals the signed contentHash", "The typing log rebuilds the note's text"]);
    expect(failing(note, [])).toEqual(["Its signing key is published in /.well-known/jwks.json", "The Ed25519 signature is valid over the payload's exact bytes"]);
    expect(failing({ ...note, proof: { ...note.proof, payload: note.proof.payload.replace('"typedSeconds":', '"typedSeconds": ') } })).toEqual([
      "The Ed25519 signature is valid over the payload's exact bytes",
    ]);
    expect(failing(note, [TEST_JWK], logText.replace(/"sent":(\d)/, '"sent":1$1'))).toContain("sha256(typing log) equals the signed logHash");
    expect(failing(note, [TEST_JWK], null)).toEqual(["The typing log can be read (GET /api/notes/:slug/log)"]);
    expect(failing(note, [TEST_JWK], logText, "BBBBBBBBBBBBBBBB")).toEqual(["The payload names this note", "The note is the one at this address"]);
    expect(failing({ ...note, proof: { ...note.proof, extra: 1 } as typeof note.proof })).toEqual([
      "The proof has exactly the members of a v1 or v2 proof, with canonical encodings",
    ]);
  });

  it("fails a proof whose typing time, speed or session times are not the log's (a server that signed other figures)", () => {
    const failing = (change: (payload: ProofPayloadV2) => void) => {
      const { note, logText } = signedNoteV2(TEXT, null, change);
      return checkNote(note, [TEST_JWK], note.slug, logText)
        .filter((check) => !check.ok)
        .map((check) => check.label);
    };
    const rescored = "Scoring the typing log again gives the signed score, flags and figures";
    const times = "The signed session times (createdAt − sessionStartedAt) are the log's: the last batch came in at the submit";
    expect(failing((payload) => (payload.typedSeconds += 30))).toEqual([rescored]);
    expect(failing((payload) => (payload.wpm += 1))).toEqual([rescored]);
    expect(failing((payload) => (payload.sessionStartedAt = new Date(Date.parse(payload.sessionStartedAt) - 30_000).toISOString()))).toEqual([times]);
  });

  it("says SIGNATURE CHECKED, not VALID, with its own exit code, for a private note whose text it cannot check", () => {
    // The security review's: an envelope of random bytes no passphrase opens, with a random commitment.
    const ct = randomBytes(200);
    const contentEnc = stringifyEnvelope({
      v: 2,
      alg: "AES-256-GCM",
      kdf: { name: "argon2id", ...KDF_DEFAULTS, salt: toBase64Url(randomBytes(16)) },
      iv: toBase64Url(randomBytes(12)),
      ct: toBase64Url(ct),
    });
    const { note, logText } = signedNoteV2(TEXT, { contentEnc, contentHash: randomBytes(32).toString("hex"), contentBytes: contentBytesInCiphertext(ct.length) });
    const checks = checkNote(note, [TEST_JWK], note.slug, logText);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(verdict(note, checks)).toEqual({ line: expect.stringMatching(/^SIGNATURE CHECKED \(text not checked: private note\)/), exitCode: EXIT_CODES.privateUnchecked });
    expect(EXIT_CODES.privateUnchecked).toBe(3);

    const { note: open, logText: openLog } = signedNoteV2(TEXT);
    expect(verdict(open, checkNote(open, [TEST_JWK], open.slug, openLog))).toEqual({ line: "VALID: every check passed.", exitCode: 0 });
    expect(verdict(note, checkNote(note, [], note.slug, logText))).toEqual({ line: "INVALID: at least one check failed.", exitCode: 1 });
  });

  it("still passes a v1 note, and says what each rubric's figures mean", () => {
    const note = signedNoteV1(TEXT);
    expect(checkNote(note, [TEST_JWK], note.slug, null).every((check) => check.ok)).toBe(true);
    expect(describeProof(note)).toMatch(/rubric v1, human.*signed before the server witnessed the typing/s);
    const { note: v2 } = signedNoteV2(TEXT);
    expect(describeProof(v2)).toMatch(/^Signed: human score \d+\/100 \(rubric v2, human\), typed at a keyboard over \d+ s, \d+ keys, \d+ corrections?, \d+ wpm; session A{22} opened /);
  });
});
