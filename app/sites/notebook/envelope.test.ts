import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fromBase64Url, KDF_DEFAULTS, parseEnvelope, stringifyEnvelope, toBase64Url, type Envelope } from "./envelope";

/** An envelope of random bytes (its shape is all parseEnvelope checks): 16-byte salt, 12-byte IV, 50-byte ct. */
function envelope(): Envelope {
  return {
    v: 2,
    alg: "AES-256-GCM",
    kdf: { name: "argon2id", ...KDF_DEFAULTS, salt: toBase64Url(randomBytes(16)) },
    iv: toBase64Url(randomBytes(12)),
    ct: toBase64Url(randomBytes(50)),
  };
}

/** The same bytes spelt otherwise: the last character's unused low bits set (they decode away). */
function withSpareBitsSet(text: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const last = alphabet.indexOf(text.at(-1)!);
  const spare = text.length % 4 === 2 ? 0b1111 : 0b11;
  return text.slice(0, -1) + alphabet[last | spare];
}

describe("parseEnvelope", () => {
  it("accepts canonical base64url and gives the ciphertext's size; fromBase64Url(ct) is its one byte string", () => {
    const sealed = envelope();
    const parsed = parseEnvelope(stringifyEnvelope(sealed));
    expect(parsed).toMatchObject({ ok: true, ciphertextBytes: 50 });
    expect(Buffer.from(fromBase64Url(sealed.ct))).toEqual(Buffer.from(sealed.ct, "base64url"));
  });

  it("refuses a copied ciphertext respelt with its spare bits set, though it decodes to the same bytes (security review, finding 5)", () => {
    const sealed = envelope();
    const respelt = withSpareBitsSet(sealed.ct);
    expect(respelt).not.toBe(sealed.ct);
    expect(Buffer.from(respelt, "base64url")).toEqual(Buffer.from(sealed.ct, "base64url"));
    expect(parseEnvelope(stringifyEnvelope({ ...sealed, ct: respelt }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/ciphertext must be canonical base64url/),
    });
  });

  it("refuses a salt or an IV that is not canonical base64url: spare bits, padding, the standard alphabet", () => {
    const sealed = envelope();
    const refused = (changed: Envelope) => parseEnvelope(stringifyEnvelope(changed));
    expect(refused({ ...sealed, kdf: { ...sealed.kdf, salt: withSpareBitsSet(sealed.kdf.salt) } })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/salt/),
    });
    expect(refused({ ...sealed, kdf: { ...sealed.kdf, salt: `${sealed.kdf.salt}==` } })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/salt/),
    });
    expect(refused({ ...sealed, iv: `${sealed.iv.slice(0, -1)}+` })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/IV/),
    });
    expect(refused({ ...sealed, ct: `${sealed.ct}AA` })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/ciphertext/),
    });
  });
});
