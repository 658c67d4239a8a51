import { eq } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { submissions } from "#server/db/schema.ts";

/** The inbox rows (spam or not) stored for one e-mail address: for the form endpoints' tests. */
export function inboxRowsFor(db: Db, email: string) {
  return db.select().from(submissions).where(eq(submissions.email, email));
}
