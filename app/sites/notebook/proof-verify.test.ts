import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { encryptNote, decryptNote } from "./note-crypto";
import type { PublicJwk } from "./note-types";
import { verifyEd25519, verifyPrivateNoteProof } from "./proof-verify";

const { privateKey, publicKey } = generateKeyPairSync("ed25519");
const x = publicKey.export({ format: "jwk" }).x!;
const jwk: PublicJwk = { kty: "OKP", crv: "Ed25519", x, kid: "test-key" };
const encoder = new TextEncoder();
const signBytes = (text: string) => new Uint8Array(sign(null, Buffer.from(text, "utf8"), privateKey));

describe("Ed25519 in the browser", () => {
  for (const forceFallback of [false, true]) {
    it(`${forceFallback ? "the @noble/curves fallback" : "WebCrypto"} accepts a valid signature and refuses changes`, async () => {
      const message = encoder.encode('{"v":1}');
      const signature = signBytes('{"v":1}');
      expect(await verifyEd25519(x, message, signature, { forceFallback })).toBe(true);
      expect(await verifyEd25519(x, encoder.encode('{"v":2}'), signature, { forceFallback })).toBe(false);
      const changed = signature.slice();
      changed[0] = changed[0]! ^ 1;
      expect(await verifyEd25519(x, message, changed, { forceFallback })).toBe(false);
    });
  }
});

describe("a private note's proof, checked without the server", () => {
  async function privateNote(text: string) {
    const { contentEnc, contentHash } = await encryptNote(text, "pass");
    const payload = JSON.stringify({
      v: 1,
      slug: "AAAAAAAAAAAAAAAA",
      contentHash,
      commitment: "hmac-sha256",
      envelopeHash: createHash("sha256").update(contentEnc).digest("hex"),
    });
    const proof = { alg: "Ed25519" as const, kid: "test-key", payload, signature: Buffer.from(signBytes(payload)).toString("base64url") };
    const { commitKey } = await decryptNote(contentEnc, "pass");
    return { note: { slug: "AAAAAAAAAAAAAAAA", proof, contentEnc, contentHash }, commitKey };
  }

  it("is valid for the decrypted text, with either implementation", async () => {
    const { note, commitKey } = await privateNote("secret words");
    for (const forceFallback of [false, true]) {
      expect(await verifyPrivateNoteProof(note, "secret words", commitKey, { keys: [jwk], forceFallback })).toMatchObject({ valid: true });
    }
  });

  it("says which check failed", async () => {
    const { note, commitKey } = await privateNote("secret words");
    const check = (changes: object, text = "secret words") => verifyPrivateNoteProof({ ...note, ...changes }, text, commitKey, { keys: [jwk] });
    expect(await check({}, "other words")).toMatchObject({ valid: false, reason: expect.stringMatching(/content does not match/) });
    expect(await check({ proof: { ...note.proof, kid: "other" } })).toMatchObject({ valid: false, reason: expect.stringMatching(/Unknown signing key/) });
    expect(await check({ proof: { ...note.proof, payload: note.proof.payload.replace('"v":1', '"v":2') } })).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/signature does not match/),
    });
    expect(await check({ slug: "BBBBBBBBBBBBBBBB" })).toMatchObject({ valid: false, reason: expect.stringMatching(/another note/) });
    expect(await check({ contentEnc: note.contentEnc.replace('"v":1', '"v": 1') })).toMatchObject({ valid: false, reason: expect.stringMatching(/encrypted note/) });
  });
});
