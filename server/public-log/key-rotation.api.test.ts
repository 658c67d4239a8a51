import { generateKeyPairSync } from "node:crypto";
import { expect, it } from "vitest";
import { fromBase64, verifyConsistency, verifyInclusion, leafHash, type Hash } from "#app/sites/notebook/merkle.ts";
import type { Note } from "#app/sites/notebook/note-types.ts";
import {
  checkSignedCheckpoint,
  parseVerifierKey,
  proofLeafData,
  type LogConsistency,
  type LogInclusion,
  type VerifierKey,
} from "#app/sites/notebook/public-log.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { appPoster, writeNote } from "#tests/support/note-writer.ts";
import { createApp } from "../app";
import { readConfig } from "../config";
import { createLogger } from "../logger";
import { SigningKeyStore } from "../notes/signing-keys";
import { checkpointSigner, logOrigin } from "./checkpoint-signer";
import { integratePending } from "./integrate";
import { verifyEd25519Raw as verifyEd25519 } from "./verify-ed25519-raw";

const hashes = (list: string[]) => list.map((text) => fromBase64(text) as Hash);

describeApi("the public log across a key rotation", (harness) => {
  it("keeps old notes and old checkpoints checkable, and binds each proof to the key of its time", async () => {
    const config = readConfig({});
    const origin = logOrigin(config);
    const { db } = harness().database;
    // Before: the generated key signs the note and the first checkpoint.
    const before = await writeNote(appPoster(harness()), { content: "Signed with the first key.", pace: "instant" });
    await integratePending(db, checkpointSigner(new SigningKeyStore(db), origin));
    const firstInclusion = (await (
      await harness().request(`/api/notes/log/inclusion?slug=${before.slug}`)
    ).json()) as LogInclusion;

    // The operator rotates: NOTE_SIGNING_KEY set to a new key, on the same database.
    const pem = generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const rotated = createApp({
      config: { ...config, NOTE_SIGNING_KEY: pem },
      database: harness().database,
      logger: createLogger("silent"),
    });
    const after = await writeNote(appPoster(rotated), { content: "Signed with the second key.", pace: "instant" });
    await integratePending(db, checkpointSigner(new SigningKeyStore(db, pem), origin));

    const oldNote = (await (await rotated.request(`/api/notes/${before.slug}`)).json()) as Note;
    const newNote = (await (await rotated.request(`/api/notes/${after.slug}`)).json()) as Note;
    expect(oldNote.proof.kid).not.toBe(newNote.proof.kid);
    const inclusion = (await (
      await rotated.request(`/api/notes/log/inclusion?slug=${before.slug}`)
    ).json()) as LogInclusion;
    const keys = inclusion.verifierKeys.map(parseVerifierKey) as VerifierKey[];
    expect(keys).toHaveLength(2);

    // The newest checkpoint is signed by the new key only; the first one, by the retired key, still checks.
    const newest = await checkSignedCheckpoint(inclusion.checkpoint, origin, keys, verifyEd25519);
    const first = await checkSignedCheckpoint(firstInclusion.checkpoint, origin, keys, verifyEd25519);
    if (!newest.ok || !first.ok) throw new Error("a checkpoint did not verify");
    expect(newest.signedBy.keyHash).not.toEqual(first.signedBy.keyHash);
    expect((await checkSignedCheckpoint(inclusion.checkpoint, origin, [first.signedBy], verifyEd25519)).ok).toBe(false);

    // The old note's leaf (its proof names the retired key) is in the new tree, which extends the old one.
    expect(
      verifyInclusion(
        inclusion.leafIndex,
        inclusion.treeSize,
        leafHash(proofLeafData(oldNote.proof)),
        hashes(inclusion.inclusionPath),
        newest.checkpoint.root,
      ),
    ).toBe(true);
    const consistency = (await (
      await rotated.request(`/api/notes/log/consistency?from=${first.checkpoint.size}&to=${newest.checkpoint.size}`)
    ).json()) as LogConsistency;
    expect(
      verifyConsistency(
        first.checkpoint.size,
        newest.checkpoint.size,
        first.checkpoint.root,
        newest.checkpoint.root,
        hashes(consistency.consistencyPath),
      ),
    ).toBe(true);
    // And its proof still verifies, by the retired key the JWKS still lists.
    const verified = (await appPoster(rotated)("/api/notes/verify", { proof: oldNote.proof, content: oldNote.content }))
      .json as { valid: boolean };
    expect(verified.valid).toBe(true);
  });
});
