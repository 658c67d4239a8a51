import type { Db } from "../db/database";
import { checkSolution, decodeSolution } from "./challenge";
import { proofOfWorkKey } from "./hmac-key";
import { spendProof } from "./spent-proofs";

/**
 * What a request's proof of work turned out to be: solved and spent now (`valid`), absent,
 * not ours or not solved or expired (`invalid`), or spent before (`replayed`).
 */
export type ProofOutcome = "valid" | "missing" | "invalid" | "replayed";

/**
 * Checks the `altcha` field of a request and spends it: verification first (no database),
 * then one statement that records its signature, so a replay is refused on every worker
 * and instance until the challenge would have expired.
 */
export async function spendSolution(db: Db, field: string | undefined, now = Date.now()): Promise<ProofOutcome> {
  if (!field) return "missing";
  const payload = decodeSolution(field);
  if (!payload) return "invalid";
  const expiresAt = checkSolution(payload, await proofOfWorkKey(db), now);
  if (!expiresAt) return "invalid";
  return (await spendProof(db, payload.signature, expiresAt)) ? "valid" : "replayed";
}
