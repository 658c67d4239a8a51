import { and, count, eq } from "drizzle-orm";
import { beforeAll, expect, it, onTestFinished, vi } from "vitest";
import type { SiteContentState, SiteContentVersion } from "#app/admin/api-types.ts";
import { felimarContentDefaults, type FelimarContent } from "#app/sites/felimar/site-content.ts";
import { createSignedInAdmin, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import { FOREIGN_IMAGE_MESSAGE } from "../../content/site-content-store";
import { auditLog, contentVersion, siteContentVersions, storedImageFiles, storedImages } from "../../db/schema";

const felimarPath = "/api/admin/content/felimar";
type FelimarState = SiteContentState<FelimarContent>;

describeApi(
  "the site content API",
  (api) => {
    let owner: TestAdmin;
    let operator: TestAdmin;
    let neronOwner: TestAdmin;

    beforeAll(async () => {
      const db = api().database.db;
      // Owners who chose English: the refusals below are the catalogue's English (error-language.api.test.ts covers the others).
      owner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"], language: "en" });
      operator = await createSignedInAdmin(db, { role: "operator" });
      neronOwner = await createSignedInAdmin(db, { role: "owner", sites: ["neron"], language: "en" });
    });

    const read = async (admin: TestAdmin = owner): Promise<FelimarState> => {
      const response = await api().request(felimarPath, { headers: admin.headers });
      expect(response.status).toBe(200);
      return response.json();
    };
    const save = (body: unknown, admin: TestAdmin = owner) => api().post(felimarPath, body, admin.headers);
    const versions = async (): Promise<SiteContentVersion[]> =>
      (await api().request(`${felimarPath}/versions`, { headers: owner.headers })).json();
    const versionCount = async () =>
      (
        await api()
          .database.db.select({ total: count() })
          .from(siteContentVersions)
          .where(eq(siteContentVersions.site, "felimar"))
      )[0]!.total;
    const withTestimonial = (content: FelimarContent, quote: string): FelimarContent => ({
      ...content,
      testimonials: [{ ...content.testimonials[0]!, quote }, ...content.testimonials.slice(1)],
    });

    it("answers the live version with its content and photos: version 1 from migration 0012, details from the defaults", async () => {
      const state = await read();
      expect(state).toMatchObject({ site: "felimar", version: 1, images: {} });
      expect(state.content.details).toEqual(felimarContentDefaults.details);
      expect(state.content.bundles.map((bundle) => bundle.titel)).toEqual(
        felimarContentDefaults.bundles.map((bundle) => bundle.titel),
      );
    });

    it("saves a new version that reads back, bumps the content version, is in the history and the audit log", async () => {
      const db = api().database.db;
      const before = await read();
      const [bumpBefore] = await db.select().from(contentVersion);
      const content = {
        ...withTestimonial(before.content, "Nieuwe tekst van de eigenaar."),
        details: { ...before.content.details, phone: "+34600111222" },
      };
      const response = await save({ baseVersion: before.version, content, summary: "Testimonial by Annemiek edited" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ version: before.version + 1 });

      const after = await read();
      expect(after.version).toBe(before.version + 1);
      expect(after.content).toEqual(content);
      const [bumpAfter] = await db.select().from(contentVersion);
      expect(bumpAfter!.version).toBeGreaterThan(bumpBefore!.version);
      const [newest] = await versions();
      expect(newest).toMatchObject({
        version: after.version,
        actor: owner.email,
        summary: "Testimonial by Annemiek edited",
        restoredFrom: null,
      });
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "content.saved"), eq(auditLog.userId, owner.userId)));
      expect(audit.map((row) => row.details)).toContainEqual({
        site: "felimar",
        version: after.version,
        summary: "Testimonial by Annemiek edited",
      });
      // The public API shows it at once.
      const testimonials = await (await api().request("/api/felimar/testimonials")).json();
      expect(testimonials[0].quote).toBe("Nieuwe tekst van de eigenaar.");
    });

    it("lets exactly one of two saves from the same base win; the other is 409 and nothing is overwritten", async () => {
      const base = await read();
      const countBefore = await versionCount();
      const first = withTestimonial(base.content, "Eerste redacteur.");
      const second = withTestimonial(base.content, "Tweede redacteur.");
      const responses = await Promise.all([
        save({ baseVersion: base.version, content: first, summary: "A" }),
        save({ baseVersion: base.version, content: second, summary: "B" }, operator),
      ]);
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = responses.find((response) => response.status === 409)!;
      expect((await refused.json()).error.code).toBe("content_changed");
      const winner = responses[0]!.status === 200 ? first : second;
      const live = await read();
      expect(live.version).toBe(base.version + 1);
      expect(live.content).toEqual(winner);
      expect(await versionCount()).toBe(countBefore + 1);
      // A stale base later on is refused too, and so is one from the future.
      expect((await save({ baseVersion: base.version, content: second, summary: "again" })).status).toBe(409);
      expect((await save({ baseVersion: live.version + 5, content: second, summary: "future" })).status).toBe(409);
      expect((await read()).content).toEqual(winner);
    });

    it("undoes the last change by restoring the version before it, as a new version", async () => {
      const db = api().database.db;
      const start = await read();
      await save({ baseVersion: start.version, content: withTestimonial(start.content, "Versie A."), summary: "A" });
      await save({
        baseVersion: start.version + 1,
        content: withTestimonial(start.content, "Versie B."),
        summary: "B",
      });
      const response = await api().post(
        `${felimarPath}/restore`,
        { baseVersion: start.version + 2, version: start.version + 1 },
        owner.headers,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ version: start.version + 3 });
      const live = await read();
      expect(live.content.testimonials[0]!.quote).toBe("Versie A.");
      const [newest] = await versions();
      expect(newest).toMatchObject({
        version: start.version + 3,
        restoredFrom: start.version + 1,
        summary: `Restored version ${start.version + 1}`,
        actor: owner.email,
      });
      const audit = await db.select().from(auditLog).where(eq(auditLog.action, "content.restored"));
      expect(audit.map((row) => row.details)).toContainEqual({
        site: "felimar",
        version: start.version + 3,
        summary: `Restored version ${start.version + 1}`,
        restoredFrom: start.version + 1,
      });
      // A stale base, and a version that does not exist.
      expect(
        (await api().post(`${felimarPath}/restore`, { baseVersion: start.version, version: 1 }, owner.headers)).status,
      ).toBe(409);
      const missing = await api().post(
        `${felimarPath}/restore`,
        { baseVersion: live.version, version: 9999 },
        owner.headers,
      );
      expect(missing.status).toBe(404);
      expect((await read()).version).toBe(live.version);
    });

    it("lists versions newest first", async () => {
      const list = await versions();
      expect(list.length).toBeGreaterThan(3);
      expect(list.map((item) => item.version)).toEqual([...list.map((item) => item.version)].sort((a, b) => b - a));
      expect(list.at(-1)).toMatchObject({ version: 1, actor: null, restoredFrom: null });
    });

    it("refuses invalid content with a message per field under content.<path>, storing nothing", async () => {
      const live = await read();
      const countBefore = await versionCount();
      const content = {
        ...withTestimonial(live.content, ""),
        details: {
          ...live.content.details,
          whatsapp: "612 48 93 07",
          social: [{ label: "X", handle: "@x", href: "http://x.example" }],
        },
        extra: true,
      };
      const response = await save({ baseVersion: live.version, content, summary: "bad" });
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe("validation_failed");
      expect(error.fields).toMatchObject({
        "content.testimonials.0.quote": "Quote is required.",
        "content.details.whatsapp": expect.stringMatching(/^WhatsApp number must be in international format/),
        "content.details.social.0.href": "Social link address must be a full https:// address.",
        "content.extra": "Unknown field.",
      });
      expect((await save({ baseVersion: live.version, content: null, summary: "null" })).status).toBe(400);
      expect((await save({ content: live.content })).status).toBe(400);
      expect(await versionCount()).toBe(countBefore);
    });

    it("takes only this site's own uploaded photos, and answers them with the content", async () => {
      const db = api().database.db;
      const [own] = await db
        .insert(storedImages)
        .values({ site: "felimar", sourceDigest: "own", width: 1200, height: 900 })
        .returning();
      await db.insert(storedImageFiles).values([
        { name: "own-480.webp", imageId: own!.id, format: "webp", width: 480, height: 360, bytes: new Uint8Array([1]) },
        { name: "own-480.avif", imageId: own!.id, format: "avif", width: 480, height: 360, bytes: new Uint8Array([2]) },
      ]);
      const [foreign] = await db
        .insert(storedImages)
        .values({ site: "neron", sourceDigest: "foreign", width: 10, height: 10 })
        .returning();
      const live = await read();
      const item = (imageId: string) => ({
        id: crypto.randomUUID(),
        titel: "Foto",
        caption: null,
        imageId,
        image_url: null,
        hidden: false,
        created_at: "2025-06-01T00:00:00.000Z",
      });

      const refused = await save({
        baseVersion: live.version,
        content: { ...live.content, gallery: [item(own!.id), item(foreign!.id), item(crypto.randomUUID())] },
        summary: "x",
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({
        "content.gallery.1.imageId": FOREIGN_IMAGE_MESSAGE,
        "content.gallery.2.imageId": FOREIGN_IMAGE_MESSAGE,
      });

      expect(
        (
          await save({
            baseVersion: live.version,
            content: { ...live.content, gallery: [item(own!.id)] },
            summary: "photo",
          })
        ).status,
      ).toBe(200);
      const state = await read();
      expect(state.images).toEqual({
        [own!.id]: { id: own!.id, width: 1200, height: 900, previewUrl: expect.stringContaining("own-480.webp") },
      });
      // The public API names the photo by its WebP, as a client without <picture> would show it.
      expect(await (await api().request("/api/felimar/gallery")).json()).toMatchObject([
        { titel: "Foto", image_url: expect.stringContaining("own-480.webp") },
      ]);
    });

    it("answers 404 to another site's owner and to an unknown site on every content endpoint, storing nothing", async () => {
      const live = await read();
      const countBefore = await versionCount();
      for (const [path, headers] of [
        [felimarPath, neronOwner.headers],
        ["/api/admin/content/unknown", operator.headers],
      ] as const) {
        const answers = [
          await api().request(path, { headers }),
          await api().request(`${path}/versions`, { headers }),
          await api().post(path, { baseVersion: live.version, content: live.content, summary: "x" }, headers),
          await api().post(`${path}/restore`, { baseVersion: live.version, version: 1 }, headers),
        ];
        for (const response of answers) {
          expect(response.status).toBe(404);
          expect((await response.json()).error.code).toBe("not_found");
        }
      }
      expect(await versionCount()).toBe(countBefore);
      // An operator edits every site.
      expect((await read(operator)).version).toBe(live.version);
    });

    it("takes a whole document up to 256 KB, and answers 413 beyond", async () => {
      const live = await read();
      const response = await save({
        baseVersion: live.version,
        content: live.content,
        summary: "x".repeat(300 * 1024),
      });
      expect(response.status).toBe(413);
    });
  },
  UNLIMITED,
);

describeApi(
  "the site content API under its rate limit",
  (api) => {
    it("refuses a client's saves and restores beyond three times RATE_LIMIT_CLIENT_MAX a minute with 429, storing nothing more", async () => {
      // The limit counts in one-minute windows: start the saves at the start of one, so a slow
      // machine's five requests never straddle two windows (the clock runs on from there).
      vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
      vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const db = api().database.db;
      const owner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"], language: "en" });
      const live: FelimarState = await (await api().request(felimarPath, { headers: owner.headers })).json();
      const statuses: number[] = [];
      let version = live.version;
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await api().post(
          felimarPath,
          { baseVersion: version, content: live.content, summary: `Save ${attempt}` },
          owner.headers,
        );
        statuses.push(response.status);
        if (response.status === 200) version = ((await response.json()) as { version: number }).version;
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const restore = await api().post(
        `${felimarPath}/restore`,
        { baseVersion: version, version: live.version },
        owner.headers,
      );
      expect(restore.status).toBe(429);
      const [stored] = await db
        .select({ total: count() })
        .from(siteContentVersions)
        .where(eq(siteContentVersions.site, "felimar"));
      expect(stored!.total).toBe(live.version + 3);
    });
  },
  { ...UNLIMITED, RATE_LIMIT_CLIENT_MAX: 1 },
);
