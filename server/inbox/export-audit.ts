import { count } from "drizzle-orm";
import type { AdminPrincipal } from "../auth/principal";
import { recordAudit } from "../audit/audit";
import type { Db } from "../db/database";
import { submissions } from "../db/schema";
import { inboxConditions, type InboxFilter } from "./inbox-filter";

/**
 * Records an inbox export in the audit log before its first byte leaves: the format, the
 * sites it covers, the folder and how many rows it holds: for a streamed download (CSV,
 * JSON) the rows the filter holds now, counted here (one cut short has still exposed what it
 * sent); for the XLSX, built whole first, the rows it holds (`rows`). Never the filter's
 * search text, which may be a person's name or address.
 */
export async function auditInboxExport(
  db: Db,
  admin: Pick<AdminPrincipal, "userId" | "email" | "sites">,
  filter: InboxFilter,
  format: "csv" | "json" | "xlsx",
  rows?: number,
): Promise<void> {
  const counted =
    rows ?? (await db.select({ rows: count() }).from(submissions).where(inboxConditions(admin, filter)))[0]?.rows ?? 0;
  await recordAudit(db, admin, "inbox_export", {
    format,
    sites: filter.site ? [filter.site] : admin.sites,
    folder: filter.folder,
    rows: counted,
    filtered: Boolean(filter.form || filter.status || filter.from || filter.to || filter.q),
  });
}
