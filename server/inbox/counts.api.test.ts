import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { InboxPage, Me, SpamReason } from "#app/admin/api-types.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { submissions } from "../db/schema";

describeApi("the spam caught this week (/api/admin/me) and why (the spam folder's rows)", (api) => {
  const db = () => api().database.db;
  const spam = (site: SiteKey, spamReason: SpamReason | null, daysAgo = 0) => ({
    id: crypto.randomUUID(),
    site,
    form: site === "neron" ? "neron-contact" : "felimar-quote",
    spam: true,
    spamSince: sql`now() - make_interval(days => ${daysAgo})`,
    spamReason,
    createdAt: sql`now() - make_interval(days => ${daysAgo})`,
    fields: {},
  });
  const meOf = async (headers: Record<string, string>) =>
    (await (await api().request("/api/admin/me", { headers })).json()) as Me;

  it("counts only what the server caught on the reader's own sites in the last 7 days", async () => {
    await db()
      .insert(submissions)
      .values([
        spam("felimar", "no-proof-of-work"),
        spam("felimar", "links", 6),
        spam("felimar", "honeypot"),
        // Marked by a person (no reason): they have seen it.
        spam("felimar", null),
        // Caught 8 days ago: last week's.
        spam("felimar", "honeypot", 8),
        spam("neron", "replayed-proof"),
        spam("neron", "no-proof-of-work", 2),
      ]);
    const felimarOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"] });
    const neronOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["neron"] });
    const housingOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["housing"] });
    const operator = await createSignedInAdmin(db(), { role: "operator" });

    const felimar = await meOf(felimarOwner.headers);
    expect(felimar.spamThisWeek).toBe(3);
    expect(felimar.spamCount).toBe(5);
    expect((await meOf(neronOwner.headers)).spamThisWeek).toBe(2);
    expect((await meOf(housingOwner.headers)).spamThisWeek).toBe(0);
    expect((await meOf(operator.headers)).spamThisWeek).toBe(5);

    // The spam folder's rows say why the server caught each (null for what a person marked).
    const page = (await (
      await api().request("/api/admin/submissions?folder=spam", { headers: neronOwner.headers })
    ).json()) as InboxPage;
    expect(page.items.map((item) => item.spamReason).sort()).toEqual(["no-proof-of-work", "replayed-proof"]);
  });
});
