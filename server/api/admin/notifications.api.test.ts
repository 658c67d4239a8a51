import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { ConfirmationSetting, NotificationSettings } from "#app/admin/api-types.ts";
import { createSignedInAdmin, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import { auditLog, confirmationSettings, notificationPreferences, webhooks } from "../../db/schema";
import { defaultConfirmation } from "../../notifications/confirmation-defaults";

describeApi(
  "the notification settings API",
  (api) => {
    let felimarOwner: TestAdmin;
    let otherFelimarOwner: TestAdmin;
    let neronOwner: TestAdmin;
    let communityOwner: TestAdmin;
    let operator: TestAdmin;

    const db = () => api().database.db;
    const settings = async (admin: TestAdmin): Promise<NotificationSettings> => {
      const response = await api().request("/api/admin/notifications", { headers: admin.headers });
      expect(response.status, await response.clone().text()).toBe(200);
      return response.json();
    };
    const post = (path: string, body: unknown, admin: TestAdmin) =>
      api().post(`/api/admin/notifications/${path}`, body, admin.headers);
    const confirmationRow = (site: string, form: string) =>
      db()
        .select()
        .from(confirmationSettings)
        .where(and(eq(confirmationSettings.site, site), eq(confirmationSettings.form, form)));

    beforeAll(async () => {
      // Owners who chose English: the refusals below are the catalogue's English (error-language.api.test.ts covers the others).
      felimarOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"], language: "en" });
      otherFelimarOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"], language: "en" });
      neronOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["neron"], language: "en" });
      communityOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["community"] });
      operator = await createSignedInAdmin(db(), { role: "operator" });
    });

    it("answers 401 without a session", async () => {
      expect((await api().request("/api/admin/notifications")).status).toBe(401);
    });

    it("gives a member instant e-mails, newsletter sign-ups as a digest, and the confirmation off with the site's default wording", async () => {
      const felimar = await settings(felimarOwner);
      expect(felimar.mailConfigured).toBe(false);
      expect(felimar.preferences).toEqual([
        { site: "felimar", form: "felimar-quote", mode: "instant", isDefault: true },
        { site: "felimar", form: "felimar-contact", mode: "instant", isDefault: true },
      ]);
      const quoteDefaults = defaultConfirmation("felimar", "felimar-quote");
      expect(quoteDefaults.subject).toMatch(/^Bedankt voor uw aanvraag/);
      expect(felimar.confirmations).toEqual([
        {
          site: "felimar",
          form: "felimar-quote",
          enabled: false,
          ...quoteDefaults,
          defaultSubject: quoteDefaults.subject,
          defaultBody: quoteDefaults.body,
          updatedAt: null,
        },
        expect.objectContaining({ site: "felimar", form: "felimar-contact", enabled: false, updatedAt: null }),
      ]);

      expect((await settings(communityOwner)).preferences).toEqual([
        { site: "community", form: "newsletter", mode: "digest", isDefault: true },
      ]);
    });

    it("gives an operator every form of every site, off until they choose where the site has an owner", async () => {
      const { preferences, confirmations } = await settings(operator);
      expect(preferences.map(({ site, form }) => `${site}/${form}`)).toEqual([
        "community/newsletter",
        "naturliv/newsletter",
        "housing/housing-contact",
        "felimar/felimar-quote",
        "felimar/felimar-contact",
        "neron/neron-contact",
      ]);
      expect(preferences.every((preference) => preference.isDefault)).toBe(true);
      // Naturliv and Housing have no owner here: their notifications come to the operators as to a member.
      expect(preferences.map((preference) => preference.mode)).toEqual([
        "off",
        "digest",
        "instant",
        "off",
        "off",
        "off",
      ]);
      expect(confirmations).toHaveLength(6);
      expect(confirmations.find((setting) => setting.site === "naturliv")?.defaultSubject).toMatch(
        /^Takk for påmeldingen/,
      );
    });

    it("saves the user's own choice and reads it back, leaving the other members on their default", async () => {
      const response = await post(
        "preferences",
        { site: "felimar", form: "felimar-contact", mode: "digest" },
        felimarOwner,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        site: "felimar",
        form: "felimar-contact",
        mode: "digest",
        isDefault: false,
      });
      expect(
        (await post("preferences", { site: "felimar", form: "felimar-contact", mode: "off" }, felimarOwner)).status,
      ).toBe(200);

      expect((await settings(felimarOwner)).preferences).toContainEqual({
        site: "felimar",
        form: "felimar-contact",
        mode: "off",
        isDefault: false,
      });
      expect((await settings(otherFelimarOwner)).preferences).toContainEqual({
        site: "felimar",
        form: "felimar-contact",
        mode: "instant",
        isDefault: true,
      });
      expect(
        await db()
          .select()
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, felimarOwner.userId)),
      ).toHaveLength(1);
    });

    it("saves a form's confirmation for the whole site, records who did it, and audits it without the text", async () => {
      const wording = {
        subject: "  Bedankt, we bellen u snel  ",
        body: "Beste klant,\n\nWe nemen binnen een werkdag contact op.",
      };
      const response = await post(
        "confirmations",
        { site: "felimar", form: "felimar-quote", enabled: true, ...wording },
        felimarOwner,
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const saved: ConfirmationSetting = await response.json();
      expect(saved).toMatchObject({
        site: "felimar",
        form: "felimar-quote",
        enabled: true,
        subject: "Bedankt, we bellen u snel",
        body: wording.body,
      });
      expect(saved.defaultSubject).toBe(defaultConfirmation("felimar", "felimar-quote").subject);
      expect(Date.now() - Date.parse(saved.updatedAt!)).toBeLessThan(60_000);

      expect((await settings(otherFelimarOwner)).confirmations[0]).toEqual(saved);
      const [row] = await confirmationRow("felimar", "felimar-quote");
      expect(row?.updatedBy).toBe(felimarOwner.userId);

      // Saving again updates the one row: switched off, the wording stays as written.
      const off = await post(
        "confirmations",
        { site: "felimar", form: "felimar-quote", enabled: false, ...wording },
        otherFelimarOwner,
      );
      expect(await off.json()).toMatchObject({ enabled: false, subject: "Bedankt, we bellen u snel" });
      const rows = await confirmationRow("felimar", "felimar-quote");
      expect(rows).toHaveLength(1);
      expect(rows[0]?.updatedBy).toBe(otherFelimarOwner.userId);

      const audits = await db().select().from(auditLog).where(eq(auditLog.action, "confirmation_saved"));
      expect(audits.map((audit) => audit.details)).toEqual(
        expect.arrayContaining([
          { site: "felimar", form: "felimar-quote", enabled: true },
          { site: "felimar", form: "felimar-quote", enabled: false },
        ]),
      );
      expect(JSON.stringify(audits)).not.toContain("bellen");
    });

    it("answers 404 for another site's form and writes nothing", async () => {
      const preference = await post("preferences", { site: "felimar", form: "felimar-quote", mode: "off" }, neronOwner);
      expect(preference.status).toBe(404);
      expect((await preference.json()).error.code).toBe("not_found");
      const confirmation = await post(
        "confirmations",
        { site: "felimar", form: "felimar-contact", enabled: true, subject: "Hijacked", body: "Not yours." },
        neronOwner,
      );
      expect(confirmation.status).toBe(404);

      expect(
        await db().select().from(notificationPreferences).where(eq(notificationPreferences.userId, neronOwner.userId)),
      ).toHaveLength(0);
      expect(await confirmationRow("felimar", "felimar-contact")).toHaveLength(0);
      const neron = await settings(neronOwner);
      expect(neron.preferences.map((preference) => preference.site)).toEqual(["neron"]);
      expect(neron.confirmations.map((setting) => setting.site)).toEqual(["neron"]);
    });

    it("refuses bad input with 400 and the field, and writes nothing", async () => {
      const confirmation = {
        site: "neron",
        form: "neron-contact",
        enabled: true,
        subject: "Gracias",
        body: "Le respondemos pronto.",
      };
      const cases: Array<[string, Record<string, unknown>, string]> = [
        ["preferences", { site: "neron", form: "felimar-quote", mode: "off" }, "form"],
        ["preferences", { site: "neron", form: "neron-contact", mode: "weekly" }, "mode"],
        ["preferences", { site: "elsewhere", form: "neron-contact", mode: "off" }, "site"],
        ["preferences", { site: "neron", form: "neron-contact", mode: "off", userId: operator.userId }, "userId"],
        ["preferences", { site: "neron", form: "neron-contact" }, "mode"],
        ["confirmations", { ...confirmation, form: "newsletter" }, "form"],
        ["confirmations", { ...confirmation, subject: "Gracias\r\nBcc: everyone@example.com" }, "subject"],
        ["confirmations", { ...confirmation, subject: "Gracias\nmás" }, "subject"],
        ["confirmations", { ...confirmation, subject: "   " }, "subject"],
        ["confirmations", { ...confirmation, subject: "x".repeat(201) }, "subject"],
        ["confirmations", { ...confirmation, body: "" }, "body"],
        ["confirmations", { ...confirmation, body: "x".repeat(5001) }, "body"],
        ["confirmations", { ...confirmation, enabled: "yes" }, "enabled"],
        ["confirmations", { ...confirmation, updatedBy: operator.userId }, "updatedBy"],
      ];
      for (const [path, body, field] of cases) {
        const response = await post(path, body, neronOwner);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const { error } = await response.json();
        expect(error.code).toBe("validation_failed");
        expect(Object.keys(error.fields), JSON.stringify(body)).toContain(field);
      }
      const lineBreak = await post("confirmations", { ...confirmation, subject: "A\r\nB" }, neronOwner);
      expect((await lineBreak.json()).error.fields.subject).toBe(
        "A subject must be one line: no line breaks or control characters.",
      );

      expect(
        await db().select().from(notificationPreferences).where(eq(notificationPreferences.userId, neronOwner.userId)),
      ).toHaveLength(0);
      expect(await confirmationRow("neron", "neron-contact")).toHaveLength(0);
      expect(await confirmationRow("neron", "newsletter")).toHaveLength(0);
    });

    it("takes a 5000-character text even when every character is sent as a JSON escape", async () => {
      const body = "é".repeat(5000);
      const json = JSON.stringify({
        site: "neron",
        form: "neron-contact",
        enabled: false,
        subject: "Gracias",
        body,
      }).replace(/é/g, "\\u00e9");
      const response = await api().request("/api/admin/notifications/confirmations", {
        method: "POST",
        headers: { ...neronOwner.headers, "Content-Type": "application/json" },
        body: json,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      expect((await response.json()).body).toBe(body);
    });

    it("lists the webhooks of the user's sites only, newest first, with their secrets", async () => {
      await db()
        .insert(webhooks)
        .values([
          {
            site: "felimar",
            url: "https://hooks.example.com/older",
            secret: "whsec_older",
            createdAt: new Date("2026-01-01T10:00:00Z"),
          },
          {
            site: "felimar",
            url: "https://hooks.example.com/newer",
            secret: "whsec_newer",
            createdAt: new Date("2026-01-02T10:00:00Z"),
          },
          { site: "neron", url: "https://hooks.example.com/neron", secret: "whsec_neron" },
        ]);
      const { webhooks: felimarHooks } = await settings(felimarOwner);
      expect(felimarHooks.map((hook) => [hook.url, hook.secret])).toEqual([
        ["https://hooks.example.com/newer", "whsec_newer"],
        ["https://hooks.example.com/older", "whsec_older"],
      ]);
      expect(felimarHooks[0]).toMatchObject({ site: "felimar", createdAt: "2026-01-02T10:00:00.000Z" });
      expect((await settings(neronOwner)).webhooks.map((hook) => hook.url)).toEqual([
        "https://hooks.example.com/neron",
      ]);
      expect((await settings(communityOwner)).webhooks).toEqual([]);
      expect((await settings(operator)).webhooks).toHaveLength(3);
    });
  },
  UNLIMITED,
);

describeApi(
  "the notification settings API with a mail server",
  (api) => {
    it("says e-mail is configured", async () => {
      const owner = await createSignedInAdmin(api().database.db, { role: "owner", sites: ["neron"], language: "en" });
      const response = await api().request("/api/admin/notifications", { headers: owner.headers });
      expect((await response.json()).mailConfigured).toBe(true);
    });
  },
  { ...UNLIMITED, SMTP_URL: "smtp://127.0.0.1:2525" },
);
