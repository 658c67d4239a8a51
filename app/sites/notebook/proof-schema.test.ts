import { generateKeyPairSync, sign } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isCanonicalBase64Url,
  PAYLOAD_V1_MEMBERS,
  PAYLOAD_V2_MEMBERS,
  parseProof,
  SIGNATURE_CHARS,
} from "./proof-schema";

const { privateKey } = generateKeyPairSync("ed25519");
const KID = "q3Xh1mJ0v9c2yQyR6x0pD0m6cJbH0Jp9m8tLz1a7T2c";
const HASH = "a".repeat(64);

/** A v1 payload exactly as today's buildPayload (server/notes/proof.ts) writes one. */
const V1_PUBLIC = {
  v: 1,
  slug: "AbCdEfGhIjKlMnOp",
  createdAt: "2025-03-01T10:20:30.456Z",
  contentHash: HASH,
  commitment: "sha256",
  envelopeHash: null,
  viewPolicy: "public",
  isPrivate: false,
  humanScore: 100,
  rubric: "v1",
  isHuman: true,
  duration: 42.5,
  serverObservedSeconds: 44.1,
  keystrokeCount: 120,
  backspaceCount: 6,
  pasteCount: 0,
  largePasteCount: 0,
  typingSpeed: 34,
};
const V1_PRIVATE = {
  ...V1_PUBLIC,
  commitment: "hmac-sha256",
  envelopeHash: "b".repeat(64),
  viewPolicy: "passphrase",
  isPrivate: true,
  serverObservedSeconds: null,
};

const V2_PUBLIC = {
  v: 2,
  slug: "AbCdEfGhIjKlMnOp",
  createdAt: "2025-03-01T10:24:42.456Z",
  session: "s3ss10n-1d_0f22charsAA",
  sessionStartedAt: "2025-03-01T10:20:30.000Z",
  typedSeconds: 252.5,
  batchCount: 117,
  contentHash: HASH,
  commitment: "sha256",
  envelopeHash: null,
  logHash: "c".repeat(64),
  viewPolicy: "public",
  isPrivate: false,
  rubric: "v2",
  humanScore: 100,
  isHuman: true,
  flags: [],
  keys: 312,
  corrections: 14,
  compositions: 0,
  pastes: 1,
  largePastes: 0,
  wpm: 15,
};
const V2_PRIVATE = {
  ...V2_PUBLIC,
  commitment: "hmac-sha256-v2",
  envelopeHash: "b".repeat(64),
  viewPolicy: "passphrase",
  isPrivate: true,
};

function proofOf(payload: unknown, payloadText = JSON.stringify(payload)) {
  const signature = sign(null, Buffer.from(payloadText, "utf8"), privateKey).toString("base64url");
  return { alg: "Ed25519", kid: KID, payload: payloadText, signature };
}

const refusal = (value: unknown): string => {
  const result = parseProof(value);
  if (result.ok) throw new Error("expected parseProof to refuse");
  return result.message;
};

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("parseProof", () => {
  it("accepts v1 proofs (notes signed before proof v2), public and private", () => {
    for (const payload of [V1_PUBLIC, V1_PRIVATE]) {
      const result = parseProof(proofOf(payload));
      expect(result.ok && result.value.payload).toEqual(payload);
    }
  });

  it("accepts v2 proofs, public and private, with flags", () => {
    const flagged = { ...V2_PUBLIC, humanScore: 40, isHuman: false, flags: [{ code: "constant-rhythm", penalty: 60 }] };
    for (const payload of [V2_PUBLIC, V2_PRIVATE, flagged]) {
      const result = parseProof(proofOf(payload));
      expect(result.ok && result.value.payload).toEqual(payload);
      expect(result.ok && result.value.proof.payload).toBe(JSON.stringify(payload));
    }
  });

  it("lists the contract's members in the contract's order", () => {
    expect(PAYLOAD_V2_MEMBERS.join(",")).toBe(
      "v,slug,createdAt,session,sessionStartedAt,typedSeconds,batchCount,contentHash,commitment,envelopeHash,logHash,viewPolicy,isPrivate,rubric,humanScore,isHuman,flags,keys,corrections,compositions,pastes,largePastes,wpm",
    );
    expect(Object.keys(V1_PUBLIC)).toEqual([...PAYLOAD_V1_MEMBERS]);
    expect(Object.keys(V2_PUBLIC)).toEqual([...PAYLOAD_V2_MEMBERS]);
  });

  it("refuses a proof object with extra or missing members, or another algorithm", () => {
    const proof = proofOf(V2_PUBLIC);
    expect(refusal({ ...proof, verified: true })).toMatch(/exactly alg, kid, payload and signature/);
    const { kid: _kid, ...withoutKid } = proof;
    expect(refusal(withoutKid)).toMatch(/exactly alg, kid, payload and signature/);
    expect(refusal({ ...proof, alg: "EdDSA" })).toMatch(/alg must be "Ed25519"/);
    expect(refusal({ ...proof, kid: "key-1" })).toMatch(/kid/);
    expect(refusal({ ...proof, payload: JSON.parse(proof.payload) })).toMatch(/signed JSON text/);
    expect(refusal(null)).toMatch(/exactly/);
    expect(refusal([proof])).toMatch(/exactly/);
  });

  it("refuses a non-canonical signature: the last character's spare bits flipped decodes to the same bytes", () => {
    const proof = proofOf(V2_PUBLIC);
    const last = ALPHABET.indexOf(proof.signature.at(-1)!);
    expect(last & 0b1111).toBe(0);
    for (let spare = 1; spare < 16; spare += 1) {
      const forged = proof.signature.slice(0, -1) + ALPHABET[last | spare];
      expect(Buffer.from(forged, "base64url")).toEqual(Buffer.from(proof.signature, "base64url"));
      expect(refusal({ ...proof, signature: forged })).toMatch(/canonical base64url/);
    }
  });

  it("refuses a padded, standard-alphabet, short or long signature", () => {
    const proof = proofOf(V2_PUBLIC);
    const standard = Buffer.from(proof.signature, "base64url").toString("base64");
    for (const signature of [
      `${proof.signature}==`,
      standard,
      proof.signature.slice(0, -1),
      `${proof.signature}A`,
      "",
    ]) {
      expect(refusal({ ...proof, signature })).toMatch(/signature is malformed/);
    }
    expect(SIGNATURE_CHARS).toBe(86);
  });

  it("refuses a payload with an unknown or a missing member, naming it", () => {
    expect(refusal(proofOf({ ...V2_PUBLIC, humanScoreBonus: 10 }))).toMatch(
      /members of a v2 proof \(unknown: humanScoreBonus\)/,
    );
    const { logHash: _logHash, ...withoutLog } = V2_PUBLIC;
    expect(refusal(proofOf(withoutLog))).toMatch(/missing: logHash/);
    expect(refusal(proofOf({ ...V1_PUBLIC, keys: 3 }))).toMatch(/members of a v1 proof \(unknown: keys\)/);
    // A v1 payload claiming the v2 rubric, or the reverse, is neither.
    expect(refusal(proofOf({ ...V1_PUBLIC, v: 2 }))).toMatch(/members of a v2 proof/);
    expect(refusal(proofOf({ ...V2_PUBLIC, v: 3 }))).toMatch(/version must be 1 or 2/);
  });

  it("refuses every v2 member of the wrong type, and every one left out", () => {
    for (const member of PAYLOAD_V2_MEMBERS) {
      for (const wrong of [{}, "1", -1, 1.25, true, null]) {
        const original = (V2_PUBLIC as Record<string, unknown>)[member];
        if (Object.is(wrong, original) || (member === "envelopeHash" && wrong === null)) continue;
        expect(parseProof(proofOf({ ...V2_PUBLIC, [member]: wrong })).ok, `${member}: ${JSON.stringify(wrong)}`).toBe(
          false,
        );
      }
      const { [member]: _left, ...rest } = V2_PUBLIC;
      expect(parseProof(proofOf(rest)).ok, `without ${member}`).toBe(false);
    }
  });

  it("refuses every v1 member of the wrong type", () => {
    for (const member of PAYLOAD_V1_MEMBERS) {
      const nullable = member === "envelopeHash" || member === "serverObservedSeconds";
      expect(parseProof(proofOf({ ...V1_PUBLIC, [member]: nullable ? "x" : null })).ok, member).toBe(false);
    }
  });

  it("refuses values no server writes", () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...V2_PUBLIC, flags: [{ code: "constant-rhythm", penalty: 60, note: "x" }] }, /flags/],
      [{ ...V2_PUBLIC, flags: [{ code: "lucky", penalty: 60 }] }, /flags/],
      [{ ...V2_PUBLIC, flags: [{ code: "too-fast", penalty: 0 }] }, /flags/],
      [{ ...V2_PUBLIC, humanScore: 101 }, /humanScore/],
      [{ ...V2_PUBLIC, rubric: "v1" }, /rubric/],
      [{ ...V2_PUBLIC, commitment: "hmac-sha256" }, /commitment/],
      [{ ...V2_PUBLIC, contentHash: HASH.toUpperCase() }, /contentHash/],
      [{ ...V2_PUBLIC, createdAt: "2025-03-01 10:24:42" }, /createdAt/],
      [{ ...V2_PUBLIC, session: "short" }, /session/],
      [{ ...V2_PUBLIC, slug: "../../etc/passwd" }, /slug/],
      [{ ...V2_PUBLIC, batchCount: 0 }, /batchCount/],
      [{ ...V2_PUBLIC, isHuman: false }, /isHuman disagrees/],
      [{ ...V2_PUBLIC, isPrivate: true }, /isPrivate, commitment and envelopeHash disagree/],
      [{ ...V2_PRIVATE, envelopeHash: null }, /disagree/],
      [{ ...V2_PUBLIC, commitment: "hmac-sha256-v2" }, /disagree/],
      [{ ...V1_PUBLIC, commitment: "hmac-sha256" }, /disagree/],
      [{ ...V2_PUBLIC, sessionStartedAt: "2025-03-01T10:30:00.000Z" }, /session starts after/],
    ];
    for (const [payload, reason] of cases) expect(refusal(proofOf(payload))).toMatch(reason);
  });

  it("refuses a payload that is not a JSON object", () => {
    expect(refusal(proofOf(null, "{not json"))).toMatch(/not valid JSON/);
    expect(refusal(proofOf(null, "[1,2]"))).toMatch(/not a JSON object/);
    expect(refusal(proofOf(null, '"text"'))).toMatch(/not a JSON object/);
  });
});

describe("isCanonicalBase64Url", () => {
  it("accepts only the text that re-encoding gives back", () => {
    expect(isCanonicalBase64Url("")).toBe(true);
    expect(isCanonicalBase64Url("AA")).toBe(true);
    expect(isCanonicalBase64Url("AB")).toBe(false);
    expect(isCanonicalBase64Url("AAE")).toBe(true);
    expect(isCanonicalBase64Url("AAF")).toBe(false);
    expect(isCanonicalBase64Url("AAAA")).toBe(true);
    expect(isCanonicalBase64Url("A")).toBe(false);
    expect(isCanonicalBase64Url("AA==")).toBe(false);
    expect(isCanonicalBase64Url("A+/A")).toBe(false);
  });

  it("agrees with decode → re-encode for any bytes and any last character", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 70 }), fc.nat(63), (bytes, index) => {
        const text = Buffer.from(bytes).toString("base64url");
        expect(isCanonicalBase64Url(text)).toBe(true);
        const variant = text.slice(0, -1) + ALPHABET[index];
        expect(isCanonicalBase64Url(variant)).toBe(Buffer.from(variant, "base64url").toString("base64url") === variant);
      }),
    );
  });
});
