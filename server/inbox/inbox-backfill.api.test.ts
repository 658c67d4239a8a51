import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import type { Db } from "../db/database";
import { felimarRequests, housingMessages, neronContacto, newsletterSignups, submissions } from "../db/schema";
import { migrationsDir } from "../paths";

/** The statements of migration 0004, as the migrator runs them (split at its breakpoints). */
const backfillStatements = readFileSync(join(migrationsDir, "0004_inbox_backfill.sql"), "utf8").split(
  "--> statement-breakpoint",
);

async function runBackfill(db: Db) {
  for (const statement of backfillStatements) await db.execute(sql.raw(statement));
}

describeApi("migration 0004: the inbox backfill", (api) => {
  it("gives every row stored before the inbox its submission: same id and time, status new, fields under the form's names", async () => {
    const db = api().database.db;
    // Rows as the endpoints stored them before the inbox existed: no submission beside them.
    const [felimar] = await db
      .insert(felimarRequests)
      .values({
        categorie: "airco",
        naam: "Old Felimar",
        telefoon: "+34 600 111 222",
        email: "old@felimar.example",
        details: "Airco kapot sinds gisteren.",
        sleutelBeheer: true,
        createdAt: new Date("2025-01-02T03:04:05Z"),
      })
      .returning();
    const [neron] = await db
      .insert(neronContacto)
      .values({ nombre: "Old Neron", email: "old@neron.example", telefono: "600 333 444", mensaje: "¿Relojes?" })
      .returning();
    const [housing] = await db
      .insert(housingMessages)
      .values({
        name: "Old Housing",
        email: "old@housing.example",
        message: "Hei, et spørsmål.",
        consent: true,
        consentText: "Jeg godtar",
        consentLanguage: "nb",
      })
      .returning();
    const [signup] = await db
      .insert(newsletterSignups)
      .values({ email: "old@reader.example", site: "naturliv" })
      .returning();

    await runBackfill(db);
    await runBackfill(db); // A second run (or rows that already have one) adds nothing.

    const rows = await db
      .select()
      .from(submissions)
      .where(sql`${submissions.id} in (${felimar!.id}, ${neron!.id}, ${housing!.id}, ${signup!.id})`);
    expect(rows).toHaveLength(4);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(felimar!.id)).toMatchObject({
      site: "felimar",
      form: "felimar-quote",
      status: "new",
      spam: false,
      name: "Old Felimar",
      phone: "+34 600 111 222",
      createdAt: new Date("2025-01-02T03:04:05Z"),
      fields: expect.objectContaining({
        categorie: "airco",
        sleutel_beheer: true,
        pakket: null,
        details: "Airco kapot sinds gisteren.",
      }),
    });
    expect(byId.get(neron!.id)).toMatchObject({
      site: "neron",
      form: "neron-contact",
      name: "Old Neron",
      message: "¿Relojes?",
      fields: { nombre: "Old Neron", telefono: "600 333 444" },
    });
    expect(byId.get(housing!.id)).toMatchObject({
      site: "housing",
      form: "housing-contact",
      fields: expect.objectContaining({ language: "no", consent_text: "Jeg godtar", consent: true }),
    });
    expect(byId.get(signup!.id)).toMatchObject({
      site: "naturliv",
      form: "newsletter",
      email: "old@reader.example",
      name: null,
      fields: { email: "old@reader.example", site: "naturliv" },
    });
    const [{ count }] = (await db
      .select({ count: sql<number>`count(*)::int` })
      .from(submissions)
      .where(eq(submissions.id, felimar!.id))) as [{ count: number }];
    expect(count).toBe(1);
  });
});
