import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { phoneAsTypedKey } from "#app/forms/column-words.server.ts";
import type { RegisteredForm } from "#app/forms/define-form.server.ts";
import { formDefinition } from "#app/forms/index.server.ts";
import { isSiteKey } from "#app/sites/registry.ts";
import type { Db } from "../db/database";
import { submissions } from "../db/schema";
import { phoneCountriesOf, readPhone } from "./read-phone";

/** Rows read per query: a large inbox is walked in pages, never held at once. */
const PAGE = 500;

/** The form's phone field: the one its labels keep a text-as-written beside. */
function phoneFieldOf(module: RegisteredForm): string | undefined {
  const keys = new Set(module.ownerLabels.map((label) => label.key));
  return module.ownerLabels.find((label) => keys.has(phoneAsTypedKey(label.key)))?.key;
}

/**
 * Start-up backfill: submissions stored before the forms wrote E.164 get their phone in
 * E.164 (the inbox's column, the field under the form's name and the form's own row), with
 * the text as written kept in `<field>_as_typed`. Only phones not yet E.164 are read, so a
 * second run changes nothing; one that cannot be read, or that two countries have alike,
 * stays as it is. Each submission is updated in a transaction of its own, its phone
 * compared again inside it: a crash or a concurrent run leaves every row whole. Returns how
 * many it changed.
 */
export async function normaliseStoredPhones(db: Db): Promise<number> {
  let changed = 0;
  let after = "";
  for (;;) {
    const rows = await db
      .select({ id: submissions.id, site: submissions.site, form: submissions.form, phone: submissions.phone })
      .from(submissions)
      .where(
        and(
          isNotNull(submissions.phone),
          sql`${submissions.phone} !~ '^\\+[1-9][0-9]{6,14}$'`,
          after ? gt(submissions.id, after) : undefined,
        ),
      )
      .orderBy(asc(submissions.id))
      .limit(PAGE);
    for (const row of rows) if (await normaliseOne(db, row)) changed += 1;
    if (rows.length < PAGE) return changed;
    after = rows.at(-1)!.id;
  }
}

async function normaliseOne(db: Db, row: { id: string; site: string; form: string; phone: string | null }) {
  const module = formDefinition(row.form);
  const field = module && phoneFieldOf(module);
  if (!module || !field || !row.phone || !isSiteKey(row.site)) return false;
  const reading = readPhone(row.phone, phoneCountriesOf(row.site));
  if (reading.kind !== "read") return false;
  const written = row.phone;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(submissions)
      .set({
        phone: reading.e164,
        fields: sql`${submissions.fields} || jsonb_build_object(${field}::text, ${reading.e164}::text, ${phoneAsTypedKey(field)}::text, ${written}::text)`,
      })
      .where(and(eq(submissions.id, row.id), eq(submissions.phone, written)))
      .returning({ id: submissions.id });
    if (updated.length === 0) return false;
    const column = module.erasure.phone;
    if (column) {
      await tx.execute(
        sql`update ${module.table} set ${sql.identifier(column.name)} = ${reading.e164} where id = ${row.id} and ${column} = ${written}`,
      );
    }
    return true;
  });
}
