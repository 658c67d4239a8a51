import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { inboxRowsFor } from "#tests/support/inbox-rows.ts";
import { newsletterSignups } from "../db/schema";

describeApi("POST /api/newsletter", (api) => {
  const rowsFor = (email: string, site: string) =>
    api()
      .database.db.select()
      .from(newsletterSignups)
      .where(and(eq(newsletterSignups.email, email), eq(newsletterSignups.site, site)));

  it("stores a signup and answers 201", async () => {
    const response = await api().submit("/api/newsletter", { email: "Ada@Example.com ", site: "community" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ subscribed: true });
    expect(await rowsFor("ada@example.com", "community")).toHaveLength(1);
  });

  it("stores the same address for the same site once, and answers the same", async () => {
    const first = await api().submit("/api/newsletter", { email: "twice@example.com", site: "naturliv" });
    const second = await api().submit("/api/newsletter", { email: "twice@example.com", site: "naturliv" });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(await rowsFor("twice@example.com", "naturliv")).toHaveLength(1);
  });

  it("keeps one row per site for one address", async () => {
    await api().submit("/api/newsletter", { email: "both@example.com", site: "community" });
    await api().submit("/api/newsletter", { email: "both@example.com", site: "naturliv" });
    expect(await rowsFor("both@example.com", "community")).toHaveLength(1);
    expect(await rowsFor("both@example.com", "naturliv")).toHaveLength(1);
  });

  it("rejects an invalid address with a clear message and stores nothing", async () => {
    const response = await api().submit("/api/newsletter", { email: "not-an-email", site: "community" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields.email).toBe("Please enter a valid email address.");
    expect(
      await api().database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "not-an-email")),
    ).toHaveLength(0);
  });

  it("rejects an unknown site", async () => {
    const response = await api().submit("/api/newsletter", { email: "x@example.com", site: "elsewhere" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.site).toBeTruthy();
  });

  it("answers a filled honeypot with success and stores it in the spam folder only", async () => {
    const response = await api().submit("/api/newsletter", {
      email: "bot@example.com",
      site: "community",
      website: "http://spam",
    });
    expect(response.status).toBe(201);
    expect(await rowsFor("bot@example.com", "community")).toHaveLength(0);
    expect(await inboxRowsFor(api().database.db, "bot@example.com")).toMatchObject([
      { site: "community", form: "newsletter", spam: true },
    ]);
  });

  it("puts a new sign-up in the inbox once, with the site it came from; a repeat adds nothing", async () => {
    await api().submit("/api/newsletter", { email: "inbox@example.com", site: "naturliv" });
    await api().submit("/api/newsletter", { email: "inbox@example.com", site: "naturliv" });
    const [signup] = await rowsFor("inbox@example.com", "naturliv");
    expect(await inboxRowsFor(api().database.db, "inbox@example.com")).toMatchObject([
      {
        id: signup!.id,
        site: "naturliv",
        form: "newsletter",
        spam: false,
        name: null,
        fields: { email: "inbox@example.com", site: "naturliv" },
      },
    ]);
  });
});
