import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

const keys = new WeakMap<Db, Promise<string>>();

/**
 * The key every instance signs and checks challenges with: made by the first process that
 * needs it and stored (proof_of_work_key), so a challenge issued by one worker is solved for
 * another, and no setting has to be kept secret and in step across instances. Read once
 * per process; a failed read is tried again on the next request.
 */
export function proofOfWorkKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = readOrCreate(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

async function readOrCreate(db: Db): Promise<string> {
  const made = randomBytes(32).toString("base64url");
  const { rows } = (await db.execute(sql`
    with made as (
      insert into proof_of_work_key (id, hmac_key) values (true, ${made}) on conflict (id) do nothing returning hmac_key
    )
    select hmac_key from made union all select hmac_key from proof_of_work_key`)) as unknown as {
    rows: Array<{ hmac_key: string }>;
  };
  const key = rows[0]?.hmac_key;
  if (!key) throw new Error("the proof-of-work key could not be read");
  return key;
}
