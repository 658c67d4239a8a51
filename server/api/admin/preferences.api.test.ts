import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Me } from "#app/admin/api-types.ts";
import { adminMessages } from "#app/admin/messages/index.ts";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { auditLog, outboxJobs, users } from "../../db/schema";
import { enqueueAlerts } from "../../notifications/alert-operators";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describeApi("a person's own language and time zone", (h) => {
  const save = (body: unknown, headers: Record<string, string>) =>
    h().request("/api/admin/me/preferences", {
      method: "PUT",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const me = async (headers: Record<string, string>) =>
    (await (await h().request("/api/admin/me", { headers })).json()) as Me;
  const stored = async (userId: string) =>
    (
      await h()
        .database.db.select({ language: users.language, timeZone: users.timeZone })
        .from(users)
        .where(eq(users.id, userId))
    )[0];

  it("saves them, answers Me with them, and audits the choice without the zone", async () => {
    const owner = await createSignedInAdmin(h().database.db, { role: "owner", sites: ["felimar"] });
    expect((await me(owner.headers)).user).toMatchObject({ language: null, timeZone: null });

    const response = await save({ language: "es", timeZone: "America/Mexico_City" }, owner.headers);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as Me).user).toMatchObject({ language: "es", timeZone: "America/Mexico_City" });
    expect((await me(owner.headers)).user).toMatchObject({ language: "es", timeZone: "America/Mexico_City" });
    expect(await stored(owner.userId)).toEqual({ language: "es", timeZone: "America/Mexico_City" });

    // Back to "not chosen": their site's language and each site's zone again.
    expect((await save({ language: null, timeZone: null }, owner.headers)).status).toBe(200);
    expect(await stored(owner.userId)).toEqual({ language: null, timeZone: null });

    const records = await h()
      .database.db.select({ userId: auditLog.userId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, "account_preferences_saved"));
    expect(records.filter((record) => record.userId === owner.userId).map((record) => record.details)).toEqual([
      { language: "es", ownTimeZone: true },
      { language: null, ownTimeZone: false },
    ]);
  });

  it("refuses an unknown language or zone with 400 in the person's language, and stores nothing", async () => {
    const owner = await createSignedInAdmin(h().database.db, { role: "owner", sites: ["felimar"] });
    const dutch = adminMessages("nl").serverErrors;
    const response = await save({ language: "fr", timeZone: "Mars/Olympus_Mons" }, owner.headers);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toEqual({
      code: "validation_failed",
      message: dutch.preferencesNotSaved,
      fields: { language: dutch.chooseLanguage, timeZone: dutch.chooseTimeZone },
    });
    for (const body of [{ language: "en" }, { language: "en", timeZone: 3 }, { language: "EN", timeZone: null }, []]) {
      expect((await save(body, owner.headers)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await stored(owner.userId)).toEqual({ language: null, timeZone: null });

    // Once they read Spanish, so do its refusals.
    expect((await save({ language: "es", timeZone: null }, owner.headers)).status).toBe(200);
    const spanish = (await (
      await save({ language: "es", timeZone: "Europe/Atlantis" }, owner.headers)
    ).json()) as ErrorBody;
    expect(spanish.error.fields).toEqual({ timeZone: adminMessages("es").serverErrors.chooseTimeZone });
  });

  it("sets only the signed-in person's own: naming another account is refused", async () => {
    const db = h().database.db;
    const operator = await createSignedInAdmin(db, { role: "operator" });
    const owner = await createSignedInAdmin(db, { role: "owner", sites: ["housing"] });

    const response = await save({ language: "nl", timeZone: null, userId: owner.userId }, operator.headers);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({
      userId: adminMessages("en").serverErrors.preferencesUnknownField,
    });
    expect(await stored(owner.userId)).toEqual({ language: null, timeZone: null });

    expect((await save({ language: "nl", timeZone: "Europe/Amsterdam" }, operator.headers)).status).toBe(200);
    expect(await stored(operator.userId)).toEqual({ language: "nl", timeZone: "Europe/Amsterdam" });
    expect(await stored(owner.userId)).toEqual({ language: null, timeZone: null });
    expect((await me(owner.headers)).user.language).toBeNull();
  });

  it("e-mails the person in the language they chose: an alert about their site", async () => {
    const db = h().database.db;
    const owner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"] });
    const operator = await createSignedInAdmin(db, { role: "operator" });
    expect((await save({ language: "es", timeZone: null }, owner.headers)).status).toBe(200);
    await db.transaction((tx) =>
      enqueueAlerts(
        tx,
        {
          alert: "delivery-failing",
          channel: "email:felimar",
          channelKind: "email",
          site: "felimar",
          target: "quotes@felimar.example",
          failures: 5,
          error: "550",
        },
        { siteOwners: true },
      ),
    );
    const languageOf = async (userId: string) =>
      (
        (await db.select({ payload: outboxJobs.payload }).from(outboxJobs).where(eq(outboxJobs.userId, userId)))[0]
          ?.payload as { language?: string } | undefined
      )?.language;
    // Felimar is Dutch, but its owner chose Spanish; the operator has not chosen: English.
    expect(await languageOf(owner.userId)).toBe("es");
    expect(await languageOf(operator.userId)).toBe("en");
  });
});
