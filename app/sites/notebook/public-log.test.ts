import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { leafHash, toBase64 } from "./merkle";
import {
  checkpointBody,
  checkSignedCheckpoint,
  formatSignedNote,
  keyHash,
  parseCheckpointBody,
  parseSignedNote,
  parseVerifierKey,
  proofLeafData,
  verifierKey,
} from "./public-log";
import { verifyEd25519Raw as verifyEd25519 } from "#server/public-log/verify-ed25519-raw.ts";

const ORIGIN = "example.com/writtenbyhuman";

function newKey() {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const raw = new Uint8Array(Buffer.from(publicKey.export({ format: "jwk" }).x as string, "base64url"));
  return { privateKey, raw };
}

function signedCheckpoint(key: ReturnType<typeof newKey>, size: number, origin = ORIGIN) {
  const body = checkpointBody({ origin, size, root: leafHash(new Uint8Array([size])) });
  return formatSignedNote(body, [
    { name: origin, keyHash: keyHash(origin, key.raw), signature: sign(null, Buffer.from(body), key.privateKey) },
  ]);
}

describe("the public log's text formats (C2SP tlog-checkpoint, signed-note)", () => {
  it("writes a checkpoint as origin, size and base64 root, each on its own line, and reads it back", () => {
    const root = leafHash(new Uint8Array([1]));
    const body = checkpointBody({ origin: ORIGIN, size: 42, root });
    expect(body).toBe(`${ORIGIN}\n42\n${toBase64(root)}\n`);
    expect(parseCheckpointBody(body)).toEqual({ origin: ORIGIN, size: 42, root });
    for (const bad of [
      `${ORIGIN}\n42\n${toBase64(root)}`,
      `${ORIGIN}\n042\n${toBase64(root)}\n`,
      `${ORIGIN}\n-1\n${toBase64(root)}\n`,
      `${ORIGIN}\n4\nAAAA\n`,
      `has space\n4\n${toBase64(root)}\n`,
    ]) {
      expect(parseCheckpointBody(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("verifier keys round-trip for many keys, whatever '+' their base64 holds, and a wrong hash is refused", () => {
    for (let i = 0; i < 50; i++) {
      const { raw } = newKey();
      const text = verifierKey(ORIGIN, raw);
      expect(parseVerifierKey(text)?.publicKey).toEqual(raw);
      const wrongHash = text.replace(
        /\+([0-9a-f]{8})\+/,
        (_, hex: string) => `+${hex === "00000000" ? "00000001" : "00000000"}+`,
      );
      expect(parseVerifierKey(wrongHash)).toBeNull();
    }
  });

  it("accepts a checkpoint signed by a listed key for the expected origin, and nothing else", async () => {
    const key = newKey();
    const other = newKey();
    const keys = [parseVerifierKey(verifierKey(ORIGIN, key.raw))!];
    const note = signedCheckpoint(key, 7);
    expect(parseSignedNote(note)?.signatures).toHaveLength(1);
    const checked = await checkSignedCheckpoint(note, ORIGIN, keys, verifyEd25519);
    expect(checked.ok && checked.checkpoint.size).toBe(7);
    expect((await checkSignedCheckpoint(signedCheckpoint(other, 7), ORIGIN, keys, verifyEd25519)).ok).toBe(false);
    expect((await checkSignedCheckpoint(note.replace("\n7\n", "\n8\n"), ORIGIN, keys, verifyEd25519)).ok).toBe(false);
    expect(
      (await checkSignedCheckpoint(signedCheckpoint(key, 7, "other.example/log"), ORIGIN, keys, verifyEd25519)).ok,
    ).toBe(false);
    expect((await checkSignedCheckpoint("not a note", ORIGIN, keys, verifyEd25519)).ok).toBe(false);
  });

  it("makes a leaf of the proof's four members in a fixed order, whatever order they came in", () => {
    const proof = { alg: "Ed25519", kid: "k", payload: '{"v":2}', signature: "sig" } as const;
    const shuffled = { signature: "sig", payload: '{"v":2}', alg: "Ed25519", kid: "k" } as const;
    expect(new TextDecoder().decode(proofLeafData(shuffled))).toBe(
      '{"alg":"Ed25519","kid":"k","payload":"{\\"v\\":2}","signature":"sig"}',
    );
    expect(proofLeafData(shuffled)).toEqual(proofLeafData(proof));
  });
});
