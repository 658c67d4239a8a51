import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentBytesInCiphertext, parseEnvelope } from "./envelope";
import { decryptNote, encryptNote } from "./note-crypto";
import { loggedInclusion, TEST_ORIGIN } from "./log.fixtures";
import type { Proof } from "./note-types";
import {
  FIXTURE_CREATED_AT,
  FIXTURE_SLUG,
  sealV1,
  signedNoteV1,
  signedNoteV2,
  signProof,
  TEST_JWK,
} from "./proof.fixtures";
import {
  recheckLogEntry,
  verifyEd25519,
  verifyNote,
  verifyUnlocked,
  type InclusionAnswer,
  type VerifyOptions,
} from "./proof-verify";
import { TEST_SESSION } from "./typing-log.fixtures";

const TEXT = "I typed this at my desk, slowly, with two typos fixed.";
/** What the server serves: the keys, the typing log, and the entry of `proof` in a log of 7. */
const served = (logText: string | null, proof: Proof): VerifyOptions => ({
  keys: [TEST_JWK],
  fetchLog: async () => logText,
  fetchInclusion: async () => ({ status: "ok", inclusion: loggedInclusion(proof) }),
  logOrigin: TEST_ORIGIN,
});

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
      const verification = await verifyNote(note, { ...served(logText, note.proof), forceFallback });
      expect(verification.reason).toBeUndefined();
      expect(verification.state).toBe("verified");
      expect(verification.report.score).toMatchObject({ humanScore: payload.humanScore, isHuman: true });
    }
  });

  it("fails a tampered stored note, log or payload, and says which check failed", async () => {
    const { note, logText } = signedNoteV2(TEXT);
    const reasonFor = async (changed: typeof note, log: string | null = logText) =>
      (await verifyNote(changed, served(log, note.proof))).reason;
    expect(await reasonFor({ ...note, content: TEXT.replace("desk", "dusk") })).toMatch(
      /content does not match the signed content hash/,
    );
    expect(await reasonFor(note, logText.replace('"at":', '"at": '))).toMatch(
      /typing log is not the one that was signed/,
    );
    expect(await reasonFor(note, null)).toMatch(/typing log could not be loaded/);
    expect(await reasonFor({ ...note, slug: "BBBBBBBBBBBBBBBB" })).toMatch(/signed for another note/);
    expect(await reasonFor({ ...note, createdAt: "2026-01-02T10:00:00.000Z" })).toMatch(/creation time/);
    expect(
      await reasonFor({
        ...note,
        proof: { ...note.proof, payload: note.proof.payload.replace('"humanScore":', '"humanScore": ') },
      }),
    ).toMatch(/signature does not match/);
    expect(await reasonFor({ ...note, proof: { ...note.proof, kid: "U".repeat(43) } })).toMatch(/Unknown signing key/);
  });

  it("refuses what the strict schema refuses: an extra payload member, a non-canonical signature", async () => {
    const { note, logText } = signedNoteV2(TEXT);
    const extra = signProof(note.proof.payload.replace(/}$/, ',"extra":1}'));
    expect((await verifyNote({ ...note, proof: extra }, served(logText, note.proof))).reason).toMatch(
      /exactly the members.*unknown: extra/,
    );
    // The last character's spare low bits set: the same 64 bytes, another text.
    const last = note.proof.signature.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const twin = note.proof.signature.slice(0, -1) + alphabet[alphabet.indexOf(last) | 0b11];
    expect(twin).not.toBe(note.proof.signature);
    expect(Buffer.from(twin, "base64url")).toEqual(Buffer.from(note.proof.signature, "base64url"));
    expect(
      (await verifyNote({ ...note, proof: { ...note.proof, signature: twin } }, served(logText, note.proof))).reason,
    ).toMatch(/canonical base64url/);
  });

  it("fails a signed score the typing log does not give (a server that signed another figure)", async () => {
    const { note, logText } = signedNoteV2(TEXT, null, (payload) => {
      payload.flags = [];
      payload.keys += 1;
    });
    expect((await verifyNote(note, served(logText, note.proof))).reason).toBe(
      "The signed score is not what the typing log scores.",
    );
  });

  it("still verifies a v1 note (signed before the server witnessed typing) without a log", async () => {
    const note = signedNoteV1(TEXT);
    const verification = await verifyNote(note, served(null, note.proof));
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
    const locked = await verifyNote(note, served(logText, note.proof));
    expect(locked.reason).toBeUndefined();
    expect(locked.state).toBe("signature-checked");
    const opened = await decryptNote(note.contentEnc!, "pass", { slug: note.slug, session: TEST_SESSION });
    expect((await verifyUnlocked(note, locked, opened)).state).toBe("verified");
    expect(await verifyUnlocked(note, locked, { ...opened, content: "other words" })).toMatchObject({
      state: "failed",
      reason: expect.stringMatching(/content does not match/),
    });
    expect(
      await verifyUnlocked(note, locked, {
        ...opened,
        content: `${TEXT} and then some more words than were ever typed`,
      }),
    ).toMatchObject({
      state: "failed",
    });
  });

  it("still verifies a v1 private note (envelope v1, commitment of the content alone) once opened", async () => {
    const note = signedNoteV1("", await sealV1(TEXT, "old pass"));
    const locked = await verifyNote(note, served(null, note.proof));
    expect(locked).toMatchObject({ state: "signature-checked", report: { payload: { rubric: "v1" } } });
    const opened = await decryptNote(note.contentEnc!, "old pass", null);
    expect((await verifyUnlocked(note, locked, opened)).state).toBe("verified");
  });

  it("fails a locked note whose envelope is not the signed one, and never says Verified for it", async () => {
    const { note, logText } = await privateNote(TEXT);
    const other = await privateNote(TEXT);
    const swapped = { ...note, contentEnc: other.note.contentEnc };
    const verification = await verifyNote(swapped, served(logText, note.proof));
    expect(verification).toMatchObject({
      state: "failed",
      reason: "The encrypted note is not the one that was signed.",
    });
    expect(
      (
        await verifyUnlocked(
          note,
          verification,
          await decryptNote(other.note.contentEnc!, "pass", { slug: note.slug, session: TEST_SESSION }),
        )
      ).state,
    ).toBe("failed");
  });
});

describe("the note's entry in the public log, checked in the browser", () => {
  const { note, logText } = signedNoteV2(TEXT);
  const createdAt = Date.parse(FIXTURE_CREATED_AT);
  const answering = (...answers: InclusionAnswer[]): VerifyOptions => ({
    ...served(logText, note.proof),
    fetchInclusion: async () => answers.shift() ?? { status: "error", message: "no more answers" },
  });

  it("is part of 'Verified': the entry #N, its tree and the log's name", async () => {
    const verification = await verifyNote(note, served(logText, note.proof));
    expect(verification.state).toBe("verified");
    expect(verification.log).toEqual({
      status: "included",
      entry: expect.objectContaining({ origin: TEST_ORIGIN, leafIndex: 4, treeSize: 7 }),
    });
    expect(verification.checks.map((check) => check.label)).toContain(
      "The audit path proves entry #5 is in the checkpoint's tree",
    );
  });

  it("fails a proof changed after it was logged, an entry of another log, and a log that could not be read", async () => {
    const other = signedNoteV2(`${TEXT} Another one.`);
    expect((await verifyNote(note, { ...served(logText, other.note.proof) })).reason).toBe(
      "The public log's entry is not this proof: the proof was changed after it was logged.",
    );
    expect(
      (await verifyNote(note, { ...served(logText, note.proof), logOrigin: "127.0.0.1:3000/writtenbyhuman" })).reason,
    ).toMatch(/not a published signing key|another log/);
    expect((await verifyNote(note, answering({ status: "error", message: "the server answered 503" }))).reason).toBe(
      "The public log could not be checked: the server answered 503.",
    );
  });

  it("says 'pending', not failed, for a note not yet logged in its first minute, then 'Verified' once it is", async () => {
    const options = {
      ...answering(
        { status: "pending" },
        { status: "pending" },
        { status: "ok", inclusion: loggedInclusion(note.proof) },
      ),
      now: () => createdAt + 2_000,
    };
    const first = await verifyNote(note, options);
    expect(first).toMatchObject({ state: "pending", log: { status: "pending", attempt: 0 } });
    expect(first.reason).toBeUndefined();
    const second = await recheckLogEntry(note, first, options);
    expect(second).toMatchObject({ state: "pending", log: { status: "pending", attempt: 1 } });
    const third = await recheckLogEntry(note, second, options);
    expect(third).toMatchObject({ state: "verified", log: { status: "included" } });
    // Only the entry is asked for again: the proof's own checks are kept, not doubled.
    expect(third.checks.length).toBe(first.checks.length + 4);
    expect(await recheckLogEntry(note, third, options)).toBe(third);
  });

  it("fails a note older than a minute that has no entry, saying why", async () => {
    const verification = await verifyNote(note, {
      ...answering({ status: "pending" }),
      now: () => createdAt + 5 * 60_000,
    });
    expect(verification).toMatchObject({
      state: "failed",
      reason: "This note is not in the public log: notes are added within seconds, and it was made 5 minutes ago.",
    });
    // A pending one that outlives its minute fails on its next retry.
    const pending = await verifyNote(note, { ...answering({ status: "pending" }), now: () => createdAt + 59_000 });
    expect(pending.state).toBe("pending");
    expect(
      (await recheckLogEntry(note, pending, { ...answering({ status: "pending" }), now: () => createdAt + 61_000 }))
        .state,
    ).toBe("failed");
  });

  it("keeps a pending private note pending once opened, and verifies it when its entry comes", async () => {
    const sealed = await encryptNote(TEXT, "pass", { slug: FIXTURE_SLUG, session: TEST_SESSION });
    const parsed = parseEnvelope(sealed.contentEnc);
    const secret = signedNoteV2(TEXT, {
      ...sealed,
      contentBytes: parsed.ok ? contentBytesInCiphertext(parsed.ciphertextBytes) : 0,
    });
    const options: VerifyOptions = {
      ...served(secret.logText, secret.note.proof),
      fetchInclusion: async () => ({ status: "pending" }),
      now: () => createdAt,
    };
    const locked = await verifyNote(secret.note, options);
    expect(locked.state).toBe("pending");
    const opened = await decryptNote(secret.note.contentEnc!, "pass", { slug: FIXTURE_SLUG, session: TEST_SESSION });
    expect((await verifyUnlocked(secret.note, locked, opened)).state).toBe("pending");
    const logged = await recheckLogEntry(secret.note, locked, {
      ...options,
      fetchInclusion: async () => ({ status: "ok", inclusion: loggedInclusion(secret.note.proof) }),
    });
    expect(logged.state).toBe("signature-checked");
    expect((await verifyUnlocked(secret.note, logged, opened)).state).toBe("verified");
  });
});
