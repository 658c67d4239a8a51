import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { BulkResult, InboxCount } from "#app/admin/api-types.ts";
import { createSignedInAdmin, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import { felimarQuote as quote } from "#tests/support/felimar-quote.ts";
import { auditLog, bulkUndos, felimarRequests, submissionEvents, submissions } from "../../db/schema";

describeApi(
  "the inbox's bulk actions and their undo",
  (api) => {
    let felimarOwner: TestAdmin;
    let otherFelimarOwner: TestAdmin;
    let neronOwner: TestAdmin;
    let operator: TestAdmin;
    const db = () => api().database.db;
    const post = (path: string, admin: TestAdmin, body: unknown) =>
      api().request(path, {
        method: "POST",
        headers: { ...admin.headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const bulk = (admin: TestAdmin, body: unknown) => post("/api/admin/submissions/bulk", admin, body);
    const undo = (admin: TestAdmin, token: string) => post("/api/admin/submissions/bulk/undo", admin, { token });
    const sendQuote = async (overrides: Record<string, unknown> = {}) => {
      const response = await api().submit("/api/felimar/requests", { ...quote, ...overrides });
      expect(response.status).toBe(201);
      return (await response.json()).id as string;
    };
    const states = async (ids: string[]) =>
      Object.fromEntries(
        (
          await db()
            .select({
              id: submissions.id,
              status: submissions.status,
              spam: submissions.spam,
              since: submissions.spamSince,
            })
            .from(submissions)
            .where(inArray(submissions.id, ids))
        ).map((row) => [row.id, { status: row.status, spam: row.spam, since: row.since?.toISOString() ?? null }]),
      );
    /** `count` bare inbox rows of one site in one INSERT … SELECT, all new, their name starting with `tag`. */
    const seed = (site: "felimar" | "neron", count: number, tag: string) =>
      db().execute(sql`
        insert into submissions (id, site, form, name, email, message, fields)
        select gen_random_uuid(), ${site}, ${site === "felimar" ? "felimar-quote" : "neron-contact"},
               ${tag} || ' ' || n, ${tag} || n || '@example.com', 'Bulk test message', '{}'::jsonb
        from generate_series(1, ${count}::int) as n`);
    const audits = (action: "inbox_bulk" | "inbox_bulk_undone") =>
      db().select().from(auditLog).where(eq(auditLog.action, action));

    beforeAll(async () => {
      felimarOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"] });
      otherFelimarOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"] });
      neronOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["neron"] });
      operator = await createSignedInAdmin(db(), { role: "operator" });
    });

    it("archives the selected rows in one action, audited once with the count, and undoes each row exactly", async () => {
      const ids = [await sendQuote({ email: "bulk-a@example.nl" }), await sendQuote({ email: "bulk-b@example.nl" })];
      const answered = await sendQuote({ email: "bulk-c@example.nl" });
      await db().update(submissions).set({ status: "answered" }).where(eq(submissions.id, answered));
      const archivedAlready = await sendQuote({ email: "bulk-d@example.nl" });
      await db().update(submissions).set({ status: "archived" }).where(eq(submissions.id, archivedAlready));
      const all = [...ids, answered, archivedAlready];
      const before = await states(all);
      const auditsBefore = (await audits("inbox_bulk")).length;

      const response = await bulk(felimarOwner, { action: "archived", target: { ids: all } });
      expect(response.status, await response.clone().text()).toBe(200);
      const result: BulkResult = await response.json();
      expect(result).toMatchObject({ matched: 4, changed: 3, undo: { seconds: 10 } });
      expect(Object.values(await states(all)).every((row) => row.status === "archived")).toBe(true);
      const events = await db().select().from(submissionEvents).where(inArray(submissionEvents.submissionId, all));
      expect(events.map((event) => `${event.fromStatus}→${event.toStatus}`).sort()).toEqual([
        "answered→archived",
        "new→archived",
        "new→archived",
      ]);
      const records = await audits("inbox_bulk");
      expect(records.length).toBe(auditsBefore + 1);
      expect(records.at(-1)!.details).toEqual({ action: "archived", matched: 4, changed: 3, by: "selection" });
      expect(JSON.stringify(records.at(-1)!.details)).not.toContain("@");

      const undone = await undo(felimarOwner, result.undo!.token);
      expect(undone.status, await undone.clone().text()).toBe(200);
      expect(await undone.json()).toEqual({ restored: 3 });
      expect(await states(all)).toEqual(before);
      expect((await audits("inbox_bulk_undone")).at(-1)!.details).toEqual({ action: "archived", restored: 3 });
      // Spent: the same token again is unknown.
      expect((await undo(felimarOwner, result.undo!.token)).status).toBe(404);
    });

    it("moves to spam and back out, and the undo of each restores the folder and its date", async () => {
      const id = await sendQuote({ email: "bulk-spam@example.nl" });
      const toSpam: BulkResult = await (await bulk(felimarOwner, { action: "spam", target: { ids: [id] } })).json();
      expect(toSpam.changed).toBe(1);
      const inSpam = await states([id]);
      expect(inSpam[id]).toMatchObject({ spam: true });
      expect(inSpam[id]!.since).not.toBeNull();

      // Out of spam and undone: back in spam with the date it went there.
      await db().delete(felimarRequests).where(eq(felimarRequests.id, id));
      const out: BulkResult = await (await bulk(felimarOwner, { action: "not-spam", target: { ids: [id] } })).json();
      expect(out.changed).toBe(1);
      expect((await states([id]))[id]).toMatchObject({ spam: false, since: null });
      expect(await db().select().from(felimarRequests).where(eq(felimarRequests.id, id))).toHaveLength(1);
      expect((await undo(felimarOwner, out.undo!.token)).status).toBe(200);
      expect(await states([id])).toEqual(inSpam);

      expect((await undo(felimarOwner, toSpam.undo!.token)).status).toBe(200);
      expect((await states([id]))[id]).toMatchObject({ spam: false, since: null });
    });

    it("leaves a row someone changed again after the action as they left it", async () => {
      const [first, second] = [await sendQuote(), await sendQuote()];
      const result: BulkResult = await (
        await bulk(felimarOwner, { action: "read", target: { ids: [first, second] } })
      ).json();
      await db().update(submissions).set({ status: "answered" }).where(eq(submissions.id, second!));
      expect(await (await undo(felimarOwner, result.undo!.token)).json()).toEqual({ restored: 1 });
      expect(await states([first!, second!])).toMatchObject({
        [first!]: { status: "new" },
        [second!]: { status: "answered" },
      });
    });

    it("never touches another site's rows, named by id or by filter, and counts only the person's own", async () => {
      await seed("neron", 3, "Scoped Neron");
      await seed("felimar", 2, "Scoped Felimar");
      const neronIds = (
        await db()
          .select({ id: submissions.id })
          .from(submissions)
          .where(sql`${submissions.name} like 'Scoped Neron %'`)
      ).map((row) => row.id);
      const before = await states(neronIds);

      const byIds: BulkResult = await (
        await bulk(felimarOwner, { action: "archived", target: { ids: neronIds } })
      ).json();
      expect(byIds).toEqual({ matched: 0, changed: 0, undo: null });
      const byFilter: BulkResult = await (
        await bulk(felimarOwner, { action: "archived", target: { filter: { q: "Scoped" } } })
      ).json();
      expect(byFilter).toMatchObject({ matched: 2, changed: 2 });
      // A site the owner does not manage, asked for by name: still only their own rows (none).
      expect(
        await (await bulk(felimarOwner, { action: "spam", target: { filter: { q: "Scoped", site: "neron" } } })).json(),
      ).toEqual({ matched: 0, changed: 0, undo: null });
      expect(await states(neronIds)).toEqual(before);

      const count = async (admin: TestAdmin) =>
        (
          (await (
            await api().request("/api/admin/submissions/count?q=Scoped", { headers: admin.headers })
          ).json()) as InboxCount
        ).count;
      expect(await count(felimarOwner)).toBe(2);
      expect(await count(neronOwner)).toBe(3);
      expect(await count(operator)).toBe(5);
    });

    it("refuses an undo by another person (404) and after its window (410), changing nothing", async () => {
      const id = await sendQuote();
      const result: BulkResult = await (await bulk(felimarOwner, { action: "answered", target: { ids: [id] } })).json();
      const refused = await undo(otherFelimarOwner, result.undo!.token);
      expect(refused.status).toBe(404);
      expect((await refused.json()).error.code).toBe("undo_not_found");
      expect((await states([id]))[id]!.status).toBe("answered");

      // The window and its grace passed (the clock is the database's: its row says so).
      await db()
        .update(bulkUndos)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(bulkUndos.userId, felimarOwner.userId));
      const late = await undo(felimarOwner, result.undo!.token);
      expect(late.status).toBe(410);
      const body = await late.json();
      expect(body.error.code).toBe("undo_expired");
      // A Felimar owner reads Dutch.
      expect(body.error.message).toContain("Te laat");
      expect((await states([id]))[id]!.status).toBe("answered");
    });

    it("refuses more than 10,000 rows by filter (422, nothing changed) and by ids, and bad input with 400", async () => {
      await seed("neron", 10_001, "Volume");
      const tooMany = await bulk(neronOwner, { action: "archived", target: { filter: { q: "Volume" } } });
      expect(tooMany.status).toBe(422);
      const body = await tooMany.json();
      expect(body.error.code).toBe("too_many");
      expect(body.error.message).toMatch(/10\.000/); // Neron's owner reads Spanish, with its digit grouping.
      const [stillNew] = await db()
        .select({ count: sql<number>`count(*)::int` })
        .from(submissions)
        .where(sql`${submissions.name} like 'Volume %' and ${submissions.status} = 'new'`);
      expect(stillNew!.count).toBe(10_001);

      const ids = Array.from({ length: 10_001 }, () => crypto.randomUUID());
      expect((await bulk(neronOwner, { action: "archived", target: { ids } })).status).toBe(422);

      for (const bad of [
        { action: "new", target: { ids: [crypto.randomUUID()] } },
        { action: "archived", target: { ids: [] } },
        { action: "archived", target: { ids: ["not-a-uuid"] } },
        { action: "archived", target: { filter: { q: "x" } } },
        { action: "archived", target: { ids: [crypto.randomUUID()], filter: {} } },
      ]) {
        const response = await bulk(neronOwner, bad);
        expect(response.status, JSON.stringify(bad)).toBe(400);
        expect((await response.json()).error.code).toBe("validation_failed");
      }
    });

    it("archives over a thousand rows matching a filter in one request, and undoes them", async () => {
      const response = await bulk(neronOwner, { action: "archived", target: { filter: { q: "Volume 1" } } });
      expect(response.status, await response.clone().text()).toBe(200);
      const result: BulkResult = await response.json();
      expect(result.changed).toBe(result.matched);
      expect(result.matched).toBeGreaterThan(1000);
      expect((await undo(neronOwner, result.undo!.token)).status).toBe(200);
    });
  },
  UNLIMITED,
);
