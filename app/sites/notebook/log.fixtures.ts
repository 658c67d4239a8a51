/**
 * Test helpers (never imported by the app): a public log holding a note's proof among
 * others, its checkpoint signed by the fixtures' test key (./proof.fixtures.ts), as
 * GET /api/notes/log/inclusion answers it, for the log checks of the note page and of
 * `npm run verify-note`.
 */
import {
  consistencyProof,
  inclusionProof,
  leafHash,
  nodeHash,
  rootHash,
  toBase64,
  type Hash,
  type NodeLookup,
} from "./merkle";
import type { Proof } from "./note-types";
import { signProof, TEST_JWK } from "./proof.fixtures";
import { checkpointBody, formatSignedNote, keyHash, proofLeafData, verifierKey, type LogInclusion } from "./public-log";

export const TEST_ORIGIN = "notebook.test/writtenbyhuman";
export const TEST_PUBLIC_KEY = new Uint8Array(Buffer.from(TEST_JWK.x, "base64url"));

/** Signs a checkpoint body with the test key: the fixtures' signer signs any UTF-8 text. */
export function signCheckpoint(body: string, origin = TEST_ORIGIN): string {
  const signature = new Uint8Array(Buffer.from(signProof(body).signature, "base64url"));
  return formatSignedNote(body, [{ name: origin, keyHash: keyHash(origin, TEST_PUBLIC_KEY), signature }]);
}

/** The complete subtrees of a list of leaf hashes. */
export function lookupOf(leaves: readonly Hash[]): NodeLookup {
  const node: NodeLookup = (level, index) =>
    level === 0 ? leaves[index]! : nodeHash(node(level - 1, 2 * index), node(level - 1, 2 * index + 1));
  return node;
}

/** Leaves standing for other notes' proofs. */
export function otherLeaves(count: number, seed = "other"): Hash[] {
  return Array.from({ length: count }, (_, index) => leafHash(new TextEncoder().encode(`${seed} ${index}`)));
}

export interface LoggedOptions {
  before?: number;
  after?: number;
  origin?: string;
}

/** The leaves of that log: `before` others, the proof's leaf, `after` others. */
export function loggedLeaves(proof: Proof, { before = 4, after = 2 }: LoggedOptions = {}): Hash[] {
  return [...otherLeaves(before), leafHash(proofLeafData(proof)), ...otherLeaves(after, "later")];
}

/** That log's checkpoint of its first `size` leaves, signed by the test key (deterministic: Ed25519). */
export function loggedCheckpoint(proof: Proof, size: number, options: LoggedOptions = {}): string {
  const origin = options.origin ?? TEST_ORIGIN;
  return signCheckpoint(
    checkpointBody({ origin, size, root: rootHash(size, lookupOf(loggedLeaves(proof, options))) }),
    origin,
  );
}

/**
 * A log of `before` other leaves, this proof, then `after` others; its inclusion answer
 * against its newest checkpoint. With `stamped`, the checkpoint of `stamped.size` leaves
 * (loggedCheckpoint) is the one timestamped, by `stamped.timestampReply`.
 */
export function loggedInclusion(
  proof: Proof,
  {
    before = 4,
    after = 2,
    origin = TEST_ORIGIN,
    stamped,
  }: LoggedOptions & { stamped?: { size: number; timestampReply: string } } = {},
): LogInclusion {
  const leaves = loggedLeaves(proof, { before, after });
  const leaf = leaves[before]!;
  const node = lookupOf(leaves);
  const size = leaves.length;
  return {
    origin,
    leafIndex: before,
    treeSize: size,
    leafHash: toBase64(leaf),
    inclusionPath: inclusionProof(before, size, node).map(toBase64),
    checkpoint: signCheckpoint(checkpointBody({ origin, size, root: rootHash(size, node) }), origin),
    verifierKeys: [verifierKey(origin, TEST_PUBLIC_KEY)],
    timestamped: stamped
      ? {
          checkpoint: loggedCheckpoint(proof, stamped.size, { before, after, origin }),
          timestampReply: stamped.timestampReply,
          consistencyPath: consistencyProof(stamped.size, size, node).map(toBase64),
        }
      : null,
  };
}
