import { count } from "drizzle-orm";
import type { AdminPrincipal } from "../auth/principal";
import { recordAudit } from "../audit/audit";
import type { Db } from "../db/database";
import { submissions } from "../db/schema";
import { inboxConditions, type InboxFilter } from "./inbox-filter";

/**
 * Records an inbox export in the audit log before its first byte leaves: the format, the
 * sites it covers, the folder and how many rows the filter holds now (counted here: the
 * download streams, and one cut short has still exposed what it sent). Never the filter's
 * search text, which may be a person's name or address.
 */
export async function auditInboxExport(
  db: Db,
  admin: Pick<AdminPrincipal, "userId" | "email" | "sites">,
  filter: InboxFilter,
  format: "csv" | "json",
): Promise<void> {
  const [counted] = await db.select({ rows: count() }).from(submissions).where(inboxConditions(admin, filter));
  await recordAudit(db, admin, "inbox_export", {
    format,
    sites: filter.site ? [filter.site] : admin.sites,
    folder: filter.folder,
    rows: counted?.rows ?? 0,
    filtered: Boolean(filter.form || filter.status || filter.from || filter.to || filter.q),
  });
}
