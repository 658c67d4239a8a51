import { and, inArray, sql } from "drizzle-orm";
import type { ErasurePreview, SubjectAccessExport } from "../../app/admin/api-types";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { AdminPrincipal } from "../auth/session";
import type { Db } from "../db/database";
import { felimarRequests, housingMessages, neronContacto, newsletterSignups, submissions } from "../db/schema";
import { recordAudit } from "./audit";
import { formDefinition } from "./forms";
import { listColumns, newestFirst, toListItem } from "./inbox-query";
import { aboutSubject, matchedBy, type Subject } from "./subject";

/** The subject's submissions on the user's sites (spam included): authorization by construction. */
function subjectSubmissions(admin: Pick<AdminPrincipal, "sites">, subject: Subject) {
  return and(inArray(submissions.site, admin.sites), aboutSubject(subject, { email: submissions.email, phone: submissions.phone }));
}

/** What an erasure would delete: shown for confirmation before it happens. */
export async function previewErasure(db: Db, admin: Pick<AdminPrincipal, "sites">, subject: Subject): Promise<ErasurePreview> {
  const rows = await db.select(listColumns).from(submissions).where(subjectSubmissions(admin, subject)).orderBy(...newestFirst);
  return { items: rows.map(toListItem), total: rows.length };
}

/**
 * Deletes everything stored about the subject on the user's sites, in one transaction:
 * the inbox rows, the forms' own rows with the same ids, and any form row about the
 * subject without an inbox row (a newsletter sign-up made before the inbox, say). The
 * audit record says who, which sites, how many and matched by what: never the address.
 */
export function eraseSubject(db: Db, admin: AdminPrincipal, subject: Subject): Promise<number> {
  return db.transaction(async (tx) => {
    const erased = await tx.delete(submissions).where(subjectSubmissions(admin, subject)).returning({ id: submissions.id });
    const ids = erased.map((row) => row.id);
    const byId = (column: AnyPgColumn) => (ids.length > 0 ? inArray(column, ids) : sql`false`);
    const sites = new Set<string>(admin.sites);
    const formRows: string[] = [];
    const collect = (rows: { id: string }[]) => formRows.push(...rows.map((row) => row.id));
    if (sites.has("felimar")) {
      collect(await tx.delete(felimarRequests).where(sql`${byId(felimarRequests.id)} or ${aboutSubject(subject, { email: felimarRequests.email, phone: felimarRequests.telefoon })}`).returning({ id: felimarRequests.id }));
    }
    if (sites.has("neron")) {
      collect(await tx.delete(neronContacto).where(sql`${byId(neronContacto.id)} or ${aboutSubject(subject, { email: neronContacto.email, phone: neronContacto.telefono })}`).returning({ id: neronContacto.id }));
    }
    if (sites.has("housing")) {
      collect(await tx.delete(housingMessages).where(sql`${byId(housingMessages.id)} or ${aboutSubject(subject, { email: housingMessages.email, phone: housingMessages.phone })}`).returning({ id: housingMessages.id }));
    }
    const newsletterSites = admin.sites.filter((site) => site === "community" || site === "naturliv");
    if (newsletterSites.length > 0) {
      collect(
        await tx
          .delete(newsletterSignups)
          .where(and(inArray(newsletterSignups.site, newsletterSites), sql`${byId(newsletterSignups.id)} or ${aboutSubject(subject, { email: newsletterSignups.email })}`))
          .returning({ id: newsletterSignups.id }),
      );
    }
    const count = ids.length + formRows.filter((id) => !ids.includes(id)).length;
    await recordAudit(tx, admin, "erasure", { sites: admin.sites, count, matchedBy: matchedBy(subject) });
    return count;
  });
}

/** The subject's data as a download (a subject access request), recorded in the audit log without the address. */
export function exportSubject(db: Db, admin: AdminPrincipal, subject: Subject): Promise<SubjectAccessExport> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ ...listColumns, fields: submissions.fields })
      .from(submissions)
      .where(subjectSubmissions(admin, subject))
      .orderBy(...newestFirst);
    await recordAudit(tx, admin, "access_export", { sites: admin.sites, count: rows.length, matchedBy: matchedBy(subject) });
    return {
      subject: { email: subject.email ?? null, phone: subject.phone ?? null },
      exportedAt: new Date().toISOString(),
      submissions: rows.map((row) => ({ ...toListItem(row), fields: formDefinition(row.form)?.labelFields((row.fields ?? {}) as Record<string, unknown>) ?? [] })),
    };
  });
}
