import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { jwkThumbprint, parseSigningKeyPem, publicJwkOf } from "./signing-keys";
import { PAYLOAD_V2_MEMBERS, parseProof } from "#app/sites/notebook/proof-schema.ts";
import type { TypingScore } from "#app/sites/notebook/typing-log.ts";
import { buildPayload, signPayload } from "./proof";

describe("signing keys", () => {
  it("names keys by their RFC 7638 thumbprint (RFC 8037 A.3 example)", () => {
    expect(jwkThumbprint("11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo")).toBe(
      "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k",
    );
  });

  it("reads NOTE_SIGNING_KEY as PEM, also with escaped newlines, and only Ed25519", () => {
    const { privateKey } = generateKeyPairSync("ed25519");
    const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const expected = publicJwkOf(privateKey);
    expect(publicJwkOf(parseSigningKeyPem(pem))).toEqual(expected);
    expect(publicJwkOf(parseSigningKeyPem(pem.trim().replace(/\n/g, "\\n")))).toEqual(expected);
    expect(expected).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" })
      .privateKey.export({ format: "pem", type: "pkcs8" })
      .toString();
    expect(() => parseSigningKeyPem(ec)).toThrow(/must be an Ed25519 key/);
  });
});

describe("proof payload", () => {
  it("has the members of proof v2 in the contract's order, parses strictly and is signed over its exact bytes", () => {
    const { privateKey } = generateKeyPairSync("ed25519");
    const jwk = publicJwkOf(privateKey);
    const score: TypingScore = {
      rubric: "v2",
      humanScore: 90,
      isHuman: true,
      flags: [],
      typedSeconds: 42.5,
      keys: 30,
      corrections: 1,
      pastes: 0,
      largePastes: 0,
      compositions: 0,
      wpm: 8,
    };
    const payload = buildPayload({
      slug: "AAAAAAAAAAAAAAAA",
      createdAt: new Date("2026-01-02T03:04:05.678Z"),
      session: { id: "B".repeat(22), startedAt: new Date("2026-01-02T03:03:23.178Z") },
      batchCount: 3,
      contentHash: "a".repeat(64),
      logHash: "b".repeat(64),
      viewPolicy: "public",
      score,
    });
    expect(Object.keys(JSON.parse(payload))).toEqual([...PAYLOAD_V2_MEMBERS]);
    expect(JSON.parse(payload)).toMatchObject({
      createdAt: "2026-01-02T03:04:05.678Z",
      commitment: "sha256",
      envelopeHash: null,
      rubric: "v2",
      typedSeconds: 42.5,
    });
    const proof = signPayload(payload, { kid: jwk.kid, privateKey, publicJwk: jwk });
    expect(proof).toMatchObject({ alg: "Ed25519", kid: jwk.kid, payload });
    expect(parseProof(proof)).toMatchObject({ ok: true });
  });
});
