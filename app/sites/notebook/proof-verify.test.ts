import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentBytesInCiphertext, parseEnvelope } from "./envelope";
import { decryptNote, encryptNote } from "./note-crypto";
import { FIXTURE_SLUG, sealV1, signedNoteV1, signedNoteV2, signProof, TEST_JWK } from "./proof.fixtures";
import { verifyEd25519, verifyNote, verifyUnlocked, type VerifyOptions } from "./proof-verify";
import { TEST_SESSION } from "./typing-log.fixtures";

const TEXT = "I typed this at my desk, slowly, with two typos fixed.";
const served = (logText: string | null): VerifyOptions => ({ keys: [TEST_JWK], fetchLog: async () => logText });

describe("Ed25519 in the browser", () => {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const x = publicKey.export({ format: "jwk" }).x!;
  const encoder = new TextEncoder();
  for (const forceFallback of [false, true]) {
    it(`${forceFallback ? "the @noble/curves fallback" : "WebCrypto"} accepts a valid signature and refuses changes`, async () => {
      const message = encoder.encode('{"v":1}');
      const signature = new Uint8Array(sign(null, Buffer.from('{"v":1}'), privateKey));
      expect(await verifyEd25519(x, message, signature, { forceFallback })).toBe(true);
      expect(await verifyEd25519(x, encoder.encode('{"v":2}'), signature, { forceFallback })).toBe(false);
      const changed = signature.slice();
      changed[0] = changed[0]! ^ 1;
      expect(await verifyEd25519(x, message, changed, { forceFallback })).toBe(false);
    });
  }
});

describe("a public note's proof, checked in the browser", () => {
  it("is verified: signature, content hash, typing log hash, rebuilt text and re-score, with either Ed25519", async () => {
    const { note, logText, payload } = signedNoteV2(TEXT);
    for (const forceFallback of [false, true]) {
      const verification = await verifyNote(note, { ...served(logText), forceFallback });
      expect(verification.reason).toBeUndefined();
      expect(verification.state).toBe("verified");
      expect(verification.report.score).toMatchObject({ humanScore: payload.humanScore, isHuman: true });
    }
  });

  it("fails a tampered stored note, log or payload, and says which check failed", async () => {
    const { note, logText } = signedNoteV2(TEXT);
    const reasonFor = async (changed: typeof note, log: string | null = logText) => (await verifyNote(changed, served(log))).reason;
    expect(await reasonFor({ ...note, content: TEXT.replace("desk", "dusk") })).toMatch(/content does not match the signed content hash/);
    expect(await reasonFor(note, logText.replace('"at":', '"at": '))).toMatch(/typing log is not the one that was signed/);
    expect(await reasonFor(note, null)).toMatch(/typing log could not be loaded/);
    expect(await reasonFor({ ...note, slug: "BBBBBBBBBBBBBBBB" })).toMatch(/signed for another note/);
    expect(await reasonFor({ ...note, createdAt: "2026-01-02T10:00:00.000Z" })).toMatch(/creation time/);
    expect(await reasonFor({ ...note, proof: { ...note.proof, payload: note.proof.payload.replace('"humanScore":', '"humanScore": ') } })).toMatch(
      /signature does not match/,
    );
    expect(await reasonFor({ ...note, proof: { ...note.proof, kid: "U".repeat(43) } })).toMatch(/Unknown signing key/);
  });

  it("refuses what the strict schema refuses: an extra payload member, a non-canonical signature", async () => {
    const { note, logText } = signedNoteV2(TEXT);
    const extra = signProof(note.proof.payload.replace(/}$/, ',"extra":1}'));
    expect((await verifyNote({ ...note, proof: extra }, served(logText))).reason).toMatch(/exactly the members.*unknown: extra/);
    // The last character's spare low bits set: the same 64 bytes, another text.
    const last = note.proof.signature.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const twin = note.proof.signature.slice(0, -1) + alphabet[alphabet.indexOf(last) | 0b11];
    expect(twin).not.toBe(note.proof.signature);
    expect(Buffer.from(twin, "base64url")).toEqual(Buffer.from(note.proof.signature, "base64url"));
    expect((await verifyNote({ ...note, proof: { ...note.proof, signature: twin } }, served(logText))).reason).toMatch(/canonical base64url/);
  });

  it("fails a signed score the typing log does not give (a server that signed another figure)", async () => {
    const { note, logText } = signedNoteV2(TEXT, null, (payload) => {
      payload.flags = [];
      payload.keys += 1;
    });
    expect((await verifyNote(note, served(logText))).reason).toBe("The signed score is not what the typing log scores.");
  });

  it("still verifies a v1 note (signed before the server witnessed typing) without a log", async () => {
    const note = signedNoteV1(TEXT);
    const verification = await verifyNote(note, served(null));
    expect(verification).toMatchObject({ state: "verified", report: { payload: { rubric: "v1" } } });
  });
});

describe("a private note's proof, checked without the server", () => {
  async function privateNote(text: string) {
    const sealed = await encryptNote(text, "pass", { slug: FIXTURE_SLUG, session: TEST_SESSION });
    const parsed = parseEnvelope(sealed.contentEnc);
    const contentBytes = parsed.ok ? contentBytesInCiphertext(parsed.ciphertextBytes) : 0;
    return signedNoteV2(text, { ...sealed, contentBytes });
  }

  it("says 'Signature checked' while locked, and 'Verified' once the decrypted text matches the commitment", async () => {
    const { note, logText } = await privateNote(TEXT);
    const locked = await verifyNote(note, served(logText));
    expect(locked.reason).toBeUndefined();
    expect(locked.state).toBe("signature-checked");
    const opened = await decryptNote(note.contentEnc!, "pass", { slug: note.slug, session: TEST_SESSION });
    expect((await verifyUnlocked(note, locked, opened)).state).toBe("verified");
    expect(await verifyUnlocked(note, locked, { ...opened, content: "other words" })).toMatchObject({ state: "failed", reason: expect.stringMatching(/content does not match/) });
    expect(await verifyUnlocked(note, locked, { ...opened, content: `${TEXT} and then some more words than were ever typed` })).toMatchObject({
      state: "failed",
    });
  });

  it("still verifies a v1 private note (envelope v1, commitment of the content alone) once opened", async () => {
    const note = signedNoteV1("", await sealV1(TEXT, "old pass"));
    const locked = await verifyNote(note, served(null));
    expect(locked).toMatchObject({ state: "signature-checked", report: { payload: { rubric: "v1" } } });
    const opened = await decryptNote(note.contentEnc!, "old pass", null);
    expect((await verifyUnlocked(note, locked, opened)).state).toBe("verified");
  });

  it("fails a locked note whose envelope is not the signed one, and never says Verified for it", async () => {
    const { note, logText } = await privateNote(TEXT);
    const other = await privateNote(TEXT);
    const swapped = { ...note, contentEnc: other.note.contentEnc };
    const verification = await verifyNote(swapped, served(logText));
    expect(verification).toMatchObject({ state: "failed", reason: "The encrypted note is not the one that was signed." });
    expect((await verifyUnlocked(note, verification, await decryptNote(other.note.contentEnc!, "pass", { slug: note.slug, session: TEST_SESSION }))).state).toBe(
      "failed",
    );
  });
});
