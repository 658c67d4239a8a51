import { sign } from "node:crypto";
import { formatSignedNote, keyHash, verifierKey } from "#app/sites/notebook/public-log.ts";
import type { PublicJwk } from "#app/sites/notebook/note-types.ts";
import type { Config } from "../config";
import type { SigningKeyStore } from "../notes/signing-keys";

/**
 * The log's name in its checkpoints (their first line) and its keys' name: the site's
 * host and the notebook's path, e.g. "example.com/writtenbyhuman". A verifier pins it,
 * so it must not change once notes are logged (keep SITE_URL's host).
 */
export function logOrigin(config: Pick<Config, "SITE_URL">): string {
  return `${new URL(config.SITE_URL).host}/writtenbyhuman`;
}

export interface CheckpointSigner {
  origin: string;
  /**
   * The notebook's active key, as a function that signs a checkpoint body into its
   * signed note. Loaded before the append's transaction: the key store reads the
   * database on its own connection (PGlite has one).
   */
  load(): Promise<(body: string) => string>;
}

/**
 * Checkpoints are signed with the key that signs new proofs at the time, so each
 * checkpoint binds the proofs it covers to the keys of their time; after a rotation
 * the retired key stays published (JWKS) and its checkpoints stay checkable.
 */
export function checkpointSigner(keys: SigningKeyStore, origin: string): CheckpointSigner {
  return {
    origin,
    async load() {
      const key = await keys.active();
      const hash = keyHash(origin, rawPublicKey(key.publicJwk));
      return (body) =>
        formatSignedNote(body, [
          { name: origin, keyHash: hash, signature: sign(null, Buffer.from(body, "utf8"), key.privateKey) },
        ]);
    },
  };
}

export function rawPublicKey(jwk: Pick<PublicJwk, "x">): Uint8Array {
  return new Uint8Array(Buffer.from(jwk.x, "base64url"));
}

/** The signed-note verifier keys of every published key (retired ones too), the active one first. */
export async function verifierKeys(keys: SigningKeyStore, origin: string): Promise<string[]> {
  return (await keys.publicKeys()).map((jwk) => verifierKey(origin, rawPublicKey(jwk)));
}
