import { argon2id as argon2idWasm } from "hash-wasm";
import { argon2id as argon2idNoble } from "@noble/hashes/argon2.js";
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentBytesInCiphertext, fromBase64Url, KDF_DEFAULTS, parseEnvelope, toHex } from "./envelope";
import { commitment, decryptNote, DecryptionError, encryptNote, sha256Hex } from "./note-crypto";
import { sealV1 } from "./proof.fixtures";

const NOTE = { slug: "AAAAAAAAAAAAAAAA", session: "SSSSSSSSSSSSSSSSSSSSSS" };
const OTHER_NOTE = { slug: "BBBBBBBBBBBBBBBB", session: "SSSSSSSSSSSSSSSSSSSSSS" };

// Argon2id at 19 MiB in pure JavaScript takes a second or more per derivation on a loaded CI machine.
describe("private note encryption", { timeout: 30_000 }, () => {
  it("round-trips text with the right passphrase and commits to it, and to its note, with a salted HMAC", async () => {
    const text = "Dear diary,\nthe café was full — 😊";
    const { contentEnc, contentHash } = await encryptNote(text, "correct horse battery staple", NOTE);
    const { content, commitKey, version } = await decryptNote(contentEnc, "correct horse battery staple", NOTE);
    expect(content).toBe(text);
    expect(version).toBe(2);
    expect(contentHash).toBe(
      createHmac("sha256", commitKey).update(`${NOTE.slug}\n${NOTE.session}\n${text}`, "utf8").digest("hex"),
    );
    expect(await commitment(commitKey, text, NOTE)).toBe(contentHash);
    // The same key and text under another note give another commitment.
    expect(await commitment(commitKey, text, OTHER_NOTE)).not.toBe(contentHash);
    // The commitment is not the plain hash: the server cannot test a guess of the text.
    expect(contentHash).not.toBe(await sha256Hex(text));
    expect(contentEnc).not.toContain("diary");
  });

  it("writes a version 2 envelope with Argon2id at OWASP's minimum and random salt and IV", async () => {
    const a = await encryptNote("same text", "same passphrase", NOTE);
    const b = await encryptNote("same text", "same passphrase", NOTE);
    const envelope = JSON.parse(a.contentEnc);
    expect(envelope).toMatchObject({ v: 2, alg: "AES-256-GCM", kdf: { name: "argon2id", m: 19_456, t: 2, p: 1 } });
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

  it("refuses a wrong passphrase, a tampered ciphertext, and a ciphertext copied into another note", async () => {
    const { contentEnc } = await encryptNote("secret", "right", NOTE);
    await expect(decryptNote(contentEnc, "wrong", NOTE)).rejects.toBeInstanceOf(DecryptionError);
    // Bound to its note: the right passphrase does not open it under another slug or session, nor without one.
    await expect(decryptNote(contentEnc, "right", OTHER_NOTE)).rejects.toBeInstanceOf(DecryptionError);
    await expect(
      decryptNote(contentEnc, "right", { ...NOTE, session: "TTTTTTTTTTTTTTTTTTTTTT" }),
    ).rejects.toBeInstanceOf(DecryptionError);
    await expect(decryptNote(contentEnc, "right", null)).rejects.toBeInstanceOf(DecryptionError);
    const envelope = JSON.parse(contentEnc);
    const ct = fromBase64Url(envelope.ct);
    ct[0] = ct[0]! ^ 1;
    envelope.ct = Buffer.from(ct).toString("base64url");
    await expect(decryptNote(JSON.stringify(envelope), "right", NOTE)).rejects.toBeInstanceOf(DecryptionError);
    // A v2 ciphertext relabelled v1 (the old AAD) does not open either.
    await expect(decryptNote(contentEnc.replace('"v":2', '"v":1'), "right", NOTE)).rejects.toBeInstanceOf(
      DecryptionError,
    );
    await expect(decryptNote("not json", "right", NOTE)).rejects.toBeInstanceOf(DecryptionError);
  });

  it("still opens a version 1 envelope (notes written before proof v2) and its commitment still verifies", async () => {
    const { contentEnc, contentHash } = await sealV1("an older note", "old passphrase");
    expect(parseEnvelope(contentEnc).ok).toBe(true);
    const opened = await decryptNote(contentEnc, "old passphrase", NOTE);
    expect(opened).toMatchObject({ content: "an older note", version: 1 });
    expect(await commitment(opened.commitKey, opened.content, null)).toBe(contentHash);
    expect((await decryptNote(contentEnc, "old passphrase", null)).content).toBe("an older note");
  });

  it("treats the passphrase in Unicode NFC, so the same words typed on another device open it", async () => {
    const { contentEnc } = await encryptNote("x", "Ame\u0301lie", NOTE);
    expect((await decryptNote(contentEnc, "Am\u00e9lie", NOTE)).content).toBe("x");
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
    const { contentEnc } = await encryptNote("secret", "right", NOTE);
    const change = (
      edit: (envelope: { v: number; kdf: Record<string, unknown>; iv: string; extra?: number }) => void,
    ) => {
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
    expect(change((e) => (e.v = 3))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/version must be 1 or 2/),
    });
    expect(change((e) => (e.v = 1))).toMatchObject({ ok: true });
    expect(parseEnvelope("[]")).toMatchObject({ ok: false });
  });
});
