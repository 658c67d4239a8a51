import { createPublicKey, verify } from "node:crypto";
import type { VerifyEd25519 } from "#app/sites/notebook/public-log.ts";

/**
 * node:crypto's Ed25519 over a raw 32-byte public key, the form the log's checkpoints name
 * their keys in (the browser checks them with WebCrypto or @noble/curves instead). False,
 * never a throw, for a key or signature that does not parse: a bad signature is an answer.
 * Used by `npm run verify-note`, the restore drill and the log's tests.
 */
export const verifyEd25519Raw: VerifyEd25519 = (message, signature, publicKey) => {
  try {
    return verify(
      null,
      message,
      createPublicKey({
        key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(publicKey).toString("base64url") },
        format: "jwk",
      }),
      signature,
    );
  } catch {
    return false;
  }
};
