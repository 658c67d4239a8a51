import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { jwkThumbprint, parseSigningKeyPem, publicJwkOf } from "./signing-keys";
import { buildPayload, signPayload } from "./proof";

describe("signing keys", () => {
  it("names keys by their RFC 7638 thumbprint (RFC 8037 A.3 example)", () => {
    expect(jwkThumbprint("11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo")).toBe("kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k");
  });

  it("reads NOTE_SIGNING_KEY as PEM, also with escaped newlines, and only Ed25519", () => {
    const { privateKey } = generateKeyPairSync("ed25519");
    const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const expected = publicJwkOf(privateKey);
    expect(publicJwkOf(parseSigningKeyPem(pem))).toEqual(expected);
    expect(publicJwkOf(parseSigningKeyPem(pem.trim().replace(/\n/g, "\\n")))).toEqual(expected);
    expect(expected).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    expect(() => parseSigningKeyPem(ec)).toThrow(/must be an Ed25519 key/);
  });
});

describe("proof payload", () => {
  it("has the documented members in a fixed order and is signed over its exact bytes", () => {
    const { privateKey } = generateKeyPairSync("ed25519");
    const jwk = publicJwkOf(privateKey);
    const payload = buildPayload({
      slug: "AAAAAAAAAAAAAAAA",
      createdAt: new Date("2026-01-02T03:04:05.678Z"),
      contentHash: "a".repeat(64),
      viewPolicy: "public",
      session: { humanScore: 90, isHuman: true, duration: 4.2, serverObservedSeconds: 4.5, keystrokeCount: 30, backspaceCount: 1, pasteCount: 0, largePasteCount: 0, typingSpeed: 86 },
    });
    expect(Object.keys(JSON.parse(payload))).toEqual([
      "v", "slug", "createdAt", "contentHash", "commitment", "envelopeHash", "viewPolicy", "isPrivate", "humanScore", "rubric", "isHuman",
      "duration", "serverObservedSeconds", "keystrokeCount", "backspaceCount", "pasteCount", "largePasteCount", "typingSpeed",
    ]);
    expect(JSON.parse(payload)).toMatchObject({ createdAt: "2026-01-02T03:04:05.678Z", commitment: "sha256", rubric: "v1" });
    const proof = signPayload(payload, { kid: jwk.kid, privateKey, publicJwk: jwk });
    expect(proof).toMatchObject({ alg: "Ed25519", kid: jwk.kid, payload });
    expect(proof.signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
  });
});
