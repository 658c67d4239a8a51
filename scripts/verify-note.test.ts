import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Note, PublicJwk } from "../app/sites/notebook/note-types";
import { checkNote, parseNoteUrl } from "./verify-note";

const { privateKey, publicKey } = generateKeyPairSync("ed25519");
const jwk: PublicJwk = { kty: "OKP", crv: "Ed25519", x: publicKey.export({ format: "jwk" }).x!, kid: "k1" };
const content = "Written by hand.";
const contentHash = createHash("sha256").update(content).digest("hex");
const payload = JSON.stringify({ v: 1, slug: "AAAAAAAAAAAAAAAA", createdAt: "2026-01-01T00:00:00.000Z", contentHash, commitment: "sha256" });
const note: Note = {
  slug: "AAAAAAAAAAAAAAAA",
  content,
  contentEnc: null,
  isPrivate: false,
  passphraseHint: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  viewsCount: 1,
  contentHash,
  viewPolicy: "public",
  proof: { alg: "Ed25519", kid: "k1", payload, signature: sign(null, Buffer.from(payload), privateKey).toString("base64url") },
};

describe("verify-note", () => {
  it("reads the origin and slug from a note page or API URL", () => {
    expect(parseNoteUrl("https://example.com/writtenbyhuman/note/AAAAAAAAAAAAAAAA")).toEqual({ origin: "https://example.com", slug: "AAAAAAAAAAAAAAAA" });
    expect(parseNoteUrl("http://localhost:3000/api/notes/AAAAAAAAAAAAAAAA")).toEqual({ origin: "http://localhost:3000", slug: "AAAAAAAAAAAAAAAA" });
    expect(() => parseNoteUrl("https://example.com/writtenbyhuman")).toThrow(/Not a note URL/);
  });

  it("passes a genuine note and fails each kind of change", () => {
    expect(checkNote(note, [jwk], note.slug).every((check) => check.ok)).toBe(true);
    const failing = (changed: Note, keys = [jwk]) => checkNote(changed, keys, note.slug).filter((check) => !check.ok).map((check) => check.label);
    expect(failing({ ...note, content: "Written by a bot." })).toEqual(["sha256(content) equals the signed contentHash"]);
    expect(failing(note, [])).toContain("Its signing key is published in /.well-known/jwks.json");
    expect(failing({ ...note, proof: { ...note.proof, payload: payload.replace(`"v":1`, `"v":2`) } })).toContain(
      "The Ed25519 signature is valid over the payload's exact bytes",
    );
  });
});
