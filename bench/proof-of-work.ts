import { openDatabase } from "#server/db/database.ts";
import { checkSolution, decodeSolution } from "#server/proof-of-work/challenge.ts";
import { proofOfWorkKey } from "#server/proof-of-work/hmac-key.ts";
import { mintSolution } from "#tests/support/proof-of-work.ts";

/** The key the app under test signs with: read (or made) in its database, as its first request would. */
export async function benchProofKey(databaseUrl: string): Promise<string> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    return await proofOfWorkKey(database.db);
  } finally {
    await database.close();
  }
}

/**
 * What checking one request's proof of work costs the server's CPU (decodeSolution, then
 * checkSolution: one SHA-256 and one HMAC), in microseconds: the median of five runs of
 * 20,000 checks of distinct solutions. Every POST row of a public form pays it once per
 * request, beside the one INSERT that spends the solution.
 */
export function measureProofCheck(hmacKey: string): { microsPerCheck: number } {
  const fields = Array.from({ length: 20_000 }, () => mintSolution(hmacKey, Date.now() + 600_000));
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = process.hrtime.bigint();
    for (const field of fields)
      if (!checkSolution(decodeSolution(field)!, hmacKey)) throw new Error("a minted proof was refused");
    runs.push(Number(process.hrtime.bigint() - started) / 1_000 / fields.length);
  }
  runs.sort((a, b) => a - b);
  return { microsPerCheck: Math.round(runs[2]! * 100) / 100 };
}

export function formatProofCheck({ microsPerCheck }: { microsPerCheck: number }): string {
  return `Proof-of-work check (decoded, then one SHA-256 and one HMAC): ${microsPerCheck} µs of CPU per POST request (target under 200 µs).`;
}
