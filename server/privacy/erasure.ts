import { and, inArray, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ErasurePreview, SubjectAccessExport } from "#app/admin/api-types.ts";
import { FORM_MODULES, formDefinition } from "#app/forms/index.server.ts";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { submissions } from "../db/schema";
import { recordAudit } from "../audit/audit";
import { listColumns, newestFirst, toListItem } from "../inbox/inbox-query";
import { recordErasure } from "./erasure-log";
import { aboutSubject, matchedBy, type Subject } from "./subject";

/** The subject's submissions on the user's sites (spam included): authorization by construction. */
function subjectSubmissions(admin: Pick<AdminPrincipal, "sites">, subject: Subject) {
  return and(
    inArray(submissions.site, admin.sites),
    aboutSubject(subject, { email: submissions.email, phone: submissions.phone }),
  );
}

/** What an erasure would delete: shown for confirmation before it happens. */
export async function previewErasure(
  db: Db,
  admin: Pick<AdminPrincipal, "sites">,
  subject: Subject,
): Promise<ErasurePreview> {
  const rows = await db
    .select(listColumns)
    .from(submissions)
    .where(subjectSubmissions(admin, subject))
    .orderBy(...newestFirst);
  return { items: rows.map(toListItem), total: rows.length };
}

/**
 * Deletes everything stored about the subject on the user's sites, in one transaction:
 * the inbox rows, the forms' own rows with the same ids, and any form row about the
 * subject without an inbox row (a newsletter sign-up made before the inbox, say). The
 * audit record says who, which sites, how many and matched by what: never the address.
 * The erasure log keeps a hash of it, so restoring an older backup erases the person
 * again (./erasure-log.ts).
 */
export function eraseSubject(db: Db, admin: AdminPrincipal, subject: Subject): Promise<number> {
  return db.transaction(async (tx) => {
    const count = await deleteAbout(tx, admin.sites, (columns) => aboutSubject(subject, columns));
    await recordAudit(tx, admin, "erasure", { sites: admin.sites, count, matchedBy: matchedBy(subject) });
    await recordErasure(tx, subject, admin.sites);
    return count;
  });
}

/** Which columns of a table name the person: its e-mail and, if it has one, its phone. */
export type AboutSubject = (columns: { email: AnyPgColumn; phone?: AnyPgColumn }) => SQL;

/**
 * Deletes every inbox row and form row on `sites` that `about` matches; answers how many
 * records went. Shared by eraseSubject and the erasure log's replay after a restore
 * (replayErasures, server/backup/replay-erasures.ts), which matches by a hash instead of the address.
 */
export async function deleteAbout(tx: Db, sites: readonly string[], about: AboutSubject): Promise<number> {
  const onSites = and(
    inArray(submissions.site, [...sites]),
    about({ email: submissions.email, phone: submissions.phone }),
  );
  // The forms' rows go first, matched by a subquery on the inbox rows about to go (a list of
  // ids as parameters would fail past 65,535), each condition bracketed by or(): a bare
  // `a or b` beside the site condition would widen it to every site.
  const erasedIds = tx.select({ id: submissions.id }).from(submissions).where(onSites);
  const formRows: string[] = [];
  for (const { table, sites: formSites, erasure } of FORM_MODULES) {
    const ownSites = formSites.filter((site) => sites.includes(site));
    if (ownSites.length === 0) continue;
    const matches = or(inArray(table.id, erasedIds), about(erasure));
    // A table of several sites' rows (the newsletter's) keeps the other sites' rows.
    const deleted = await tx
      .delete(table)
      .where(erasure.site ? and(inArray(erasure.site, ownSites), matches) : matches)
      .returning({ id: table.id });
    formRows.push(...deleted.map((row) => row.id as string));
  }
  const erased = await tx.delete(submissions).where(onSites).returning({ id: submissions.id });
  const ids = new Set(erased.map((row) => row.id));
  return ids.size + formRows.filter((id) => !ids.has(id)).length;
}

/** The subject's data as a download (a subject access request), recorded in the audit log without the address. */
export function exportSubject(db: Db, admin: AdminPrincipal, subject: Subject): Promise<SubjectAccessExport> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ ...listColumns, fields: submissions.fields })
      .from(submissions)
      .where(subjectSubmissions(admin, subject))
      .orderBy(...newestFirst);
    await recordAudit(tx, admin, "access_export", {
      sites: admin.sites,
      count: rows.length,
      matchedBy: matchedBy(subject),
    });
    return {
      subject: { email: subject.email ?? null, phone: subject.phone ?? null },
      exportedAt: new Date().toISOString(),
      submissions: rows.map((row) => ({
        ...toListItem(row),
        fields: formDefinition(row.form)?.labelFields((row.fields ?? {}) as Record<string, unknown>) ?? [],
      })),
    };
  });
}
