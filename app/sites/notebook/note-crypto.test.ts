import { argon2id as argon2idWasm } from "hash-wasm";
import { argon2id as argon2idNoble } from "@noble/hashes/argon2.js";
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentBytesInCiphertext, fromBase64Url, KDF_DEFAULTS, parseEnvelope, toHex } from "./envelope";
import { commitment, decryptNote, DecryptionError, encryptNote, sha256Hex } from "./note-crypto";

describe("private note encryption", () => {
  it("round-trips text with the right passphrase and commits to it with a salted HMAC", async () => {
    const text = "Dear diary,\nthe café was full — 😊";
    const { contentEnc, contentHash } = await encryptNote(text, "correct horse battery staple");
    const { content, commitKey } = await decryptNote(contentEnc, "correct horse battery staple");
    expect(content).toBe(text);
    expect(contentHash).toBe(createHmac("sha256", commitKey).update(text, "utf8").digest("hex"));
    expect(await commitment(commitKey, text)).toBe(contentHash);
    // The commitment is not the plain hash: the server cannot test a guess of the text.
    expect(contentHash).not.toBe(await sha256Hex(text));
    expect(contentEnc).not.toContain("diary");
  });

  it("writes a versioned envelope with Argon2id at OWASP's minimum and random salt and IV", async () => {
    const a = await encryptNote("same text", "same passphrase");
    const b = await encryptNote("same text", "same passphrase");
    const envelope = JSON.parse(a.contentEnc);
    expect(envelope).toMatchObject({ v: 1, alg: "AES-256-GCM", kdf: { name: "argon2id", m: 19_456, t: 2, p: 1 } });
    expect(Object.keys(envelope)).toEqual(["v", "alg", "kdf", "iv", "ct"]);
    expect(fromBase64Url(envelope.kdf.salt)).toHaveLength(16);
    expect(fromBase64Url(envelope.iv)).toHaveLength(12);
    const other = JSON.parse(b.contentEnc);
    expect(other.kdf.salt).not.toBe(envelope.kdf.salt);
    expect(other.iv).not.toBe(envelope.iv);
    expect(b.contentHash).not.toBe(a.contentHash);
    const parsed = parseEnvelope(a.contentEnc);
    expect(parsed.ok && contentBytesInCiphertext(parsed.ciphertextBytes)).toBe(9);
  });

  it("refuses a wrong passphrase and a tampered ciphertext", async () => {
    const { contentEnc } = await encryptNote("secret", "right");
    await expect(decryptNote(contentEnc, "wrong")).rejects.toBeInstanceOf(DecryptionError);
    const envelope = JSON.parse(contentEnc);
    const ct = fromBase64Url(envelope.ct);
    ct[0] = ct[0]! ^ 1;
    envelope.ct = Buffer.from(ct).toString("base64url");
    await expect(decryptNote(JSON.stringify(envelope), "right")).rejects.toBeInstanceOf(DecryptionError);
    await expect(decryptNote("not json", "right")).rejects.toBeInstanceOf(DecryptionError);
  });

  it("treats the passphrase in Unicode NFC, so the same words typed on another device open it", async () => {
    const { contentEnc } = await encryptNote("x", "Ame\u0301lie");
    expect((await decryptNote(contentEnc, "Am\u00e9lie")).content).toBe("x");
  });

  it("derives standard Argon2id: the pure-JS result equals the reference (hash-wasm) one", async () => {
    const salt = new Uint8Array(16).fill(7);
    const noble = argon2idNoble("passphrase", salt, { ...KDF_DEFAULTS, dkLen: 32 });
    const reference = await argon2idWasm({
      password: "passphrase",
      salt,
      parallelism: KDF_DEFAULTS.p,
      iterations: KDF_DEFAULTS.t,
      memorySize: KDF_DEFAULTS.m,
      hashLength: 32,
      outputType: "hex",
    });
    expect(toHex(noble)).toBe(reference);
  });
});

describe("envelope checks (what the server accepts)", () => {
  it("refuses weak or malformed envelopes", async () => {
    const { contentEnc } = await encryptNote("secret", "right");
    const change = (edit: (envelope: { v: number; kdf: Record<string, unknown>; iv: string; extra?: number }) => void) => {
      const envelope = JSON.parse(contentEnc);
      edit(envelope);
      return parseEnvelope(JSON.stringify(envelope));
    };
    expect(parseEnvelope(contentEnc).ok).toBe(true);
    expect(change((e) => (e.kdf.m = 4096))).toMatchObject({ ok: false, message: expect.stringMatching(/parameter m/) });
    expect(change((e) => (e.kdf.t = 1))).toMatchObject({ ok: false, message: expect.stringMatching(/parameter t/) });
    expect(change((e) => (e.kdf.name = "pbkdf2"))).toMatchObject({ ok: false });
    expect(change((e) => (e.kdf.salt = "AAAA"))).toMatchObject({ ok: false, message: expect.stringMatching(/salt/) });
    expect(change((e) => (e.iv = "AAAA"))).toMatchObject({ ok: false, message: expect.stringMatching(/IV/) });
    expect(change((e) => (e.extra = 1))).toMatchObject({ ok: false });
    expect(change((e) => (e.v = 2))).toMatchObject({ ok: false });
    expect(parseEnvelope("[]")).toMatchObject({ ok: false });
  });
});
