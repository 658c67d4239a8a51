import { readFileSync } from "node:fs";
import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { auditLog, siteContentVersions } from "../db/schema";
import { exportDocuments, importDocuments } from "./content-file";
import { readLiveContent } from "./site-content-store";

const example = JSON.parse(
  readFileSync(new URL("../../app/sites/felimar/content.example.json", import.meta.url), "utf8"),
);

describeApi("npm run content: whole documents to and from a file", (api) => {
  it("imports the example file as a new version with no actor, then exports it back unchanged", async () => {
    const db = api().database.db;
    const before = await readLiveContent(db, "felimar");
    const outcome = await importDocuments(db, example, { fileName: "content.example.json" });
    expect(outcome).toEqual({ ok: true, saved: [{ site: "felimar", version: before.version + 1 }] });
    const [row] = await db.select().from(siteContentVersions).orderBy(desc(siteContentVersions.version)).limit(1);
    expect(row).toMatchObject({ summary: "Imported from content.example.json", userId: null, actorEmail: null });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "content.saved"));
    expect(audit?.details).toMatchObject({
      site: "felimar",
      version: before.version + 1,
      summary: "Imported from content.example.json",
    });
    expect((await exportDocuments(db, ["felimar"])).felimar).toEqual(example);
    // Keyed by site, as a whole export writes it.
    const all = await exportDocuments(db);
    expect(await importDocuments(db, all, { fileName: "all.json" })).toMatchObject({
      ok: true,
      saved: expect.arrayContaining([{ site: "felimar", version: before.version + 2 }]),
    });
  });

  it("still takes Felimar's old file shape: each list it has replaces the live one, the rest is kept", async () => {
    const db = api().database.db;
    const before = await readLiveContent(db, "felimar");
    const outcome = await importDocuments(
      db,
      {
        bundles: [{ titel: "Eerste", vanaf_prijs: "€ 10", bullets: ["a"], cta_label: "Kies" }],
        gallery: [
          {
            titel: "Ouder",
            caption: "Bijschrift",
            image_url: "/felimar/ouder.jpg",
            created_at: "2024-01-01T00:00:00Z",
          },
          { titel: "Nieuwste", caption: null, image_url: null },
        ],
      },
      { site: "felimar", fileName: "old.json" },
    );
    expect(outcome.ok).toBe(true);
    const after = await readLiveContent(db, "felimar");
    expect(after.content.bundles).toMatchObject([
      { titel: "Eerste", vanaf_prijs: "€ 10", bullets: ["a"], cta_label: "Kies", hidden: false },
    ]);
    expect(after.content.gallery.map((item) => item.titel)).toEqual(["Nieuwste", "Ouder"]);
    expect(after.content.testimonials).toEqual(before.content.testimonials);
    expect(after.content.details).toEqual(before.content.details);
  });

  it("changes nothing for an invalid file, naming each problem", async () => {
    const db = api().database.db;
    const before = await readLiveContent(db, "felimar");
    const badDocument = { ...example, details: { ...example.details, phone: "612 48 93 07" } };
    const outcome = await importDocuments(db, badDocument, { fileName: "bad.json" });
    expect(outcome).toMatchObject({ ok: false, site: "felimar" });
    expect(!outcome.ok && outcome.problems.join("\n")).toContain(
      "details.phone: Phone must be in international format",
    );
    const oldShape = await importDocuments(
      db,
      { gallery: [{ titel: "Foto", image_url: "https://elders.example/foto.jpg" }] },
      { fileName: "bad-old.json" },
    );
    expect(oldShape).toMatchObject({
      ok: false,
      problems: [
        "gallery.0.image_url: must be a path on this site starting with / (put the file in public/), not a full URL",
      ],
    });
    expect(await readLiveContent(db, "felimar")).toEqual(before);
  });
});
