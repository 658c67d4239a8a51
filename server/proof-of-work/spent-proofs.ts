import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

/**
 * Spends a solution: true the first time its signature is seen, false for a replay. The
 * signature stays in proof_of_work_spent, which every worker and instance shares, until its
 * challenge expires (after that the solution is refused as expired anyway); the same
 * statement deletes a few expired ones, so the table holds about ten minutes of submissions.
 */
export async function spendProof(db: Pick<Db, "execute">, signature: string, expiresAt: Date): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    with expired as (
      delete from proof_of_work_spent where signature in (
        select signature from proof_of_work_spent where expires_at < now() limit 100
      )
    )
    insert into proof_of_work_spent (signature, expires_at) values (${signature}, ${expiresAt.toISOString()})
    on conflict (signature) do nothing returning 1 as spent`)) as unknown as { rows: unknown[] };
  return rows.length === 1;
}
