import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Note } from "#app/sites/notebook/note-types.ts";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { appPoster, writeNote } from "#tests/support/note-writer.ts";
import { auditLog, notes } from "../../db/schema";

const REASON = "Shares someone's home address.";

describeApi("Note takedown (POST /api/admin/notes/:slug/takedown)", (api) => {
  async function createNote(content = "A note that will be taken down, typed slowly."): Promise<Note> {
    const { slug } = await writeNote(appPoster(api()), { content, pace: "instant" });
    const read = await api().request(`/api/notes/${slug}`);
    expect(read.status).toBe(200);
    return (await read.json()) as Note;
  }

  const takedown = (slug: string, headers: Record<string, string>, body: unknown = { reason: REASON }) =>
    api().post(`/api/admin/notes/${slug}/takedown`, body, headers);

  const noteRow = async (slug: string) => (await api().database.db.select().from(notes).where(eq(notes.slug, slug)))[0];
  const takedownAudits = () => api().database.db.select().from(auditLog).where(eq(auditLog.action, "note_takedown"));

  it("refuses nobody (401), an owner (403) and another origin (403), and leaves the note readable", async () => {
    const note = await createNote();
    const owner = await createSignedInAdmin(api().database.db, { role: "owner", sites: ["felimar", "neron"] });
    const operator = await createSignedInAdmin(api().database.db, { role: "operator" });
    const auditsBefore = (await takedownAudits()).length;

    const nobody = await takedown(note.slug, { Origin: operator.headers.Origin! });
    expect(nobody.status).toBe(401);
    expect(((await nobody.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");

    const asOwner = await takedown(note.slug, owner.headers);
    expect(asOwner.status).toBe(403);
    expect(((await asOwner.json()) as { error: { code: string } }).error.code).toBe("forbidden");

    const crossOrigin = await takedown(note.slug, { ...operator.headers, Origin: "https://evil.example" });
    expect(crossOrigin.status).toBe(403);

    expect((await noteRow(note.slug))?.takenDownAt).toBeNull();
    expect(await takedownAudits()).toHaveLength(auditsBefore);
    expect((await api().request(`/api/notes/${note.slug}`)).status).toBe(200);
  });

  it("takes the note down for an operator, with who, when and why in the audit log, in one go", async () => {
    const note = await createNote();
    const operator = await createSignedInAdmin(api().database.db, { role: "operator" });
    const before = Date.now();

    const response = await takedown(note.slug, operator.headers, { reason: `  ${REASON}  ` });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { slug: string; takenDownAt: string };
    expect(body.slug).toBe(note.slug);
    expect(Object.keys(body).sort()).toEqual(["slug", "takenDownAt"]);

    const row = await noteRow(note.slug);
    expect(row?.takenDownAt?.toISOString()).toBe(body.takenDownAt);
    expect(Math.abs(new Date(body.takenDownAt).getTime() - before)).toBeLessThan(60_000);

    const audits = (await takedownAudits()).filter((audit) => (audit.details as { slug?: string }).slug === note.slug);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userId: operator.userId,
      actorEmail: operator.email,
      details: { slug: note.slug, reason: REASON },
    });
    expect(Math.abs(audits[0]!.createdAt.getTime() - new Date(body.takenDownAt).getTime())).toBeLessThan(5_000);
  });

  it("answers 410 on the API afterwards, with nothing of the note and no view counted", async () => {
    const note = await createNote("Words nobody should read again after the takedown.");
    const other = await createNote("Another note that stays up, typed by a person.");
    const operator = await createSignedInAdmin(api().database.db, { role: "operator" });
    expect((await takedown(note.slug, operator.headers)).status).toBe(200);
    const viewsAtTakedown = (await noteRow(note.slug))!.viewsCount;

    for (let i = 0; i < 2; i++) {
      const read = await api().request(`/api/notes/${note.slug}`);
      expect(read.status).toBe(410);
      const text = await read.text();
      expect(JSON.parse(text)).toEqual({ error: { code: "gone", message: "This note has been taken down." } });
      expect(text).not.toContain("Words nobody");
      expect(text).not.toContain(note.contentHash);
    }
    expect((await noteRow(note.slug))!.viewsCount).toBe(viewsAtTakedown);

    // Verifying would confirm the text: the verify endpoint answers 410 too.
    const verify = await api().post("/api/notes/verify", { proof: note.proof, content: note.content });
    expect(verify.status).toBe(410);
    expect(((await verify.json()) as { error: { code: string } }).error.code).toBe("gone");

    // Other notes are untouched.
    expect((await api().request(`/api/notes/${other.slug}`)).status).toBe(200);
    const verifyOther = await api().post("/api/notes/verify", { proof: other.proof, content: other.content });
    expect(await verifyOther.json()).toMatchObject({ valid: true });
  });

  it("is idempotent: a second takedown answers 200 with the first time and records nothing new", async () => {
    const note = await createNote();
    const first = await createSignedInAdmin(api().database.db, { role: "operator" });
    const second = await createSignedInAdmin(api().database.db, { role: "operator" });
    const one = (await (await takedown(note.slug, first.headers)).json()) as { takenDownAt: string };
    const again = await takedown(note.slug, second.headers, { reason: "Another reason, later." });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { takenDownAt: string }).takenDownAt).toBe(one.takenDownAt);
    const audits = (await takedownAudits()).filter((audit) => (audit.details as { slug?: string }).slug === note.slug);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.userId).toBe(first.userId);
  });

  it("answers 404 for a slug no note has, and 400 for a missing, short, long or extra reason, changing nothing", async () => {
    const note = await createNote();
    const operator = await createSignedInAdmin(api().database.db, { role: "operator" });
    const auditsBefore = (await takedownAudits()).length;

    for (const slug of ["AAAAAAAAAAAAAAAA", "not-a-slug", "x".repeat(300)]) {
      const response = await takedown(slug, operator.headers);
      expect(response.status, slug).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
    for (const body of [
      {},
      { reason: "  a " },
      { reason: "x".repeat(501) },
      { reason: 42 },
      { reason: REASON, slug: note.slug },
    ]) {
      const response = await takedown(note.slug, operator.headers, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(
        ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error,
      ).toMatchObject({ code: "validation_failed" });
    }
    expect((await noteRow(note.slug))?.takenDownAt).toBeNull();
    expect(await takedownAudits()).toHaveLength(auditsBefore);
  });
});
