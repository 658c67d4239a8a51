import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { felimarContentDefaults } from "#app/sites/felimar/site-content.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import type { Db } from "../db/database";
import { siteContentVersions } from "../db/schema";
import { migrationsDir } from "../paths";
import { readLiveContent } from "./site-content-store";

/** A statement list as the migrator runs it (split at its breakpoints). */
const statements = (file: string) => readFileSync(join(migrationsDir, file), "utf8").split("--> statement-breakpoint");
/** Migration 0000's three content tables, as they were before 0012 dropped them. */
const oldTables = statements("0000_initial.sql").filter((statement) =>
  /CREATE TABLE "felimar_(bundles|gallery|testimonials)"/.test(statement),
);
const migration0012 = statements("0012_felimar_content_to_document.sql");

async function tableExists(db: Db, name: string): Promise<boolean> {
  // Both drivers answer { rows }.
  const result = (await db.execute(sql`select to_regclass(${`public.${name}`}) is not null as present`)) as unknown as {
    rows: { present: boolean }[];
  };
  return result.rows[0]!.present;
}

const withoutIds = <T extends { id: string }>(items: readonly T[]) => items.map(({ id: _id, ...rest }) => rest);

describeApi("migration 0012: Felimar's tables become its content document", (api) => {
  it("moved a fresh install's sample rows into version 1, in the page's order, and dropped the tables", async () => {
    const db = api().database.db;
    const rows = await db.select().from(siteContentVersions).where(eq(siteContentVersions.site, "felimar"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 1, userId: null, restoredFrom: null });
    // Details were constants in code: not stored, read from the defaults.
    expect(Object.keys(rows[0]!.content as object).sort()).toEqual(["bundles", "gallery", "testimonials"]);
    const live = await readLiveContent(db, "felimar");
    expect(live.version).toBe(1);
    expect(live.content.details).toEqual(felimarContentDefaults.details);
    expect(withoutIds(live.content.bundles)).toEqual(withoutIds(felimarContentDefaults.bundles));
    expect(withoutIds(live.content.testimonials)).toEqual(withoutIds(felimarContentDefaults.testimonials));
    expect(live.content.gallery).toEqual([]);
    for (const table of ["felimar_bundles", "felimar_gallery", "felimar_testimonials"])
      expect(await tableExists(db, table)).toBe(false);
  });

  it("moves an owner's rows with their ids, order and fields; a path that is not on this site is dropped", async () => {
    const db = api().database.db;
    for (const statement of oldTables) await db.execute(sql.raw(statement));
    await db.delete(siteContentVersions).where(eq(siteContentVersions.site, "felimar"));
    await db.execute(sql`insert into felimar_bundles (id, titel, vanaf_prijs, bullets, cta_label, created_at) values
      ('00000000-0000-4000-8000-000000000002', 'Tweede', null, '{}', 'Kies', '2025-01-02T00:00:00Z'),
      ('00000000-0000-4000-8000-000000000001', 'Eerste', '€ 1', array['a', 'b''s'], 'Kies mij', '2025-01-01T00:00:00Z')`);
    await db.execute(sql`insert into felimar_gallery (id, titel, caption, image_url, created_at) values
      ('00000000-0000-4000-8000-000000000011', 'Oud', 'Bijschrift', '/felimar/oud.jpg', '2024-01-01T00:00:00Z'),
      ('00000000-0000-4000-8000-000000000012', 'Nieuw', null, 'https://elders.example/x.jpg', '2025-06-01T12:34:56.789Z')`);
    await db.execute(sql`insert into felimar_testimonials (id, quote, naam, plaats, created_at) values
      ('00000000-0000-4000-8000-000000000021', 'Top!', 'Anna', 'Mijas', '2025-02-01T00:00:00Z')`);

    for (const statement of migration0012) await db.execute(sql.raw(statement));

    const live = await readLiveContent(db, "felimar");
    expect(live.version).toBe(1);
    expect(live.content.bundles).toEqual([
      {
        id: "00000000-0000-4000-8000-000000000001",
        titel: "Eerste",
        vanaf_prijs: "€ 1",
        bullets: ["a", "b's"],
        cta_label: "Kies mij",
        hidden: false,
      },
      {
        id: "00000000-0000-4000-8000-000000000002",
        titel: "Tweede",
        vanaf_prijs: null,
        bullets: [],
        cta_label: "Kies",
        hidden: false,
      },
    ]);
    expect(live.content.gallery).toEqual([
      {
        id: "00000000-0000-4000-8000-000000000012",
        titel: "Nieuw",
        caption: null,
        imageId: null,
        image_url: null,
        hidden: false,
        created_at: "2025-06-01T12:34:56.789Z",
      },
      {
        id: "00000000-0000-4000-8000-000000000011",
        titel: "Oud",
        caption: "Bijschrift",
        imageId: null,
        image_url: "/felimar/oud.jpg",
        hidden: false,
        created_at: "2024-01-01T00:00:00.000Z",
      },
    ]);
    expect(live.content.testimonials).toEqual([
      {
        id: "00000000-0000-4000-8000-000000000021",
        quote: "Top!",
        naam: "Anna",
        plaats: "Mijas",
        hidden: false,
        created_at: "2025-02-01T00:00:00.000Z",
      },
    ]);
    for (const table of ["felimar_bundles", "felimar_gallery", "felimar_testimonials"])
      expect(await tableExists(db, table)).toBe(false);
  });
});
