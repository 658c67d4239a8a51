import { afterAll, expect, it } from "vitest";
import { adminMessages } from "#app/admin/messages/index.ts";
import { serverErrors as english } from "#app/admin/messages/server-errors/en.ts";
import { createSignedInAdmin, TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { startSmtpTestServer } from "#tests/support/smtp-test-server.ts";

const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());

describeApi(
  "the admin API's errors in the requester's language",
  (api) => {
    const db = () => api().database.db;

    it("answers a signed-out sign-in request in the browser's language, message and fields", async () => {
      const response = await api().post(
        "/api/admin/auth/email",
        { email: "not an address" },
        { Origin: TEST_ORIGIN, "Accept-Language": "es-ES,es;q=0.9,en;q=0.8" },
      );
      expect(response.status).toBe(400);
      const spanish = adminMessages("es").serverErrors;
      expect(await response.json()).toEqual({
        error: {
          code: "validation_failed",
          message: spanish.invalidFields,
          fields: { email: spanish.enterValidEmail },
        },
      });
    });

    it("answers a signed-in Norwegian owner in Norwegian, whatever the browser asks, and a check without words of its own too", async () => {
      const owner = await createSignedInAdmin(db(), { role: "owner", sites: ["housing"] });
      const headers = { ...owner.headers, "Accept-Language": "en" };
      const webhook = await api().post("/api/admin/webhooks", { site: "housing", url: " " }, headers);
      expect(webhook.status).toBe(400);
      const norwegian = adminMessages("nb").serverErrors;
      expect((await webhook.json()).error).toEqual({
        code: "validation_failed",
        message: norwegian.invalidFields,
        fields: { url: norwegian.enterWebhookUrl },
      });
      const spam = await api().post(
        "/api/admin/submissions/00000000-0000-4000-8000-000000000000/spam",
        { spam: "yes" },
        headers,
      );
      expect((await spam.json()).error.fields).toEqual({ spam: norwegian.wrongType });
    });

    it("writes a value its own way, and answers an owner who chose English in English", async () => {
      const dutch = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"] });
      const note = { note: "x".repeat(2001) };
      const path = "/api/admin/submissions/00000000-0000-4000-8000-000000000000/notes";
      const inDutch = await (await api().post(path, note, dutch.headers)).json();
      expect(inDutch.error.fields.note).toBe(adminMessages("nl").serverErrors.noteTooLong(2000));
      const choseEnglish = await createSignedInAdmin(db(), { role: "owner", sites: ["neron"], language: "en" });
      const inEnglish = await (
        await api().post(path, note, { ...choseEnglish.headers, "Accept-Language": "es" })
      ).json();
      expect(inEnglish.error.fields.note).toBe(english.noteTooLong(2000));
    });

    it("answers the guard's refusal before sign-in in the browser's language", async () => {
      const response = await api().request("/api/admin/me", { headers: { "Accept-Language": "nl" } });
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe(adminMessages("nl").serverErrors.signInToContinue);
    });

    it("answers an unknown admin endpoint and a wrong method in the browser's language too", async () => {
      const dutch = adminMessages("nl").serverErrors;
      const unknown = await api().request("/api/admin/nothing-here", { headers: { "Accept-Language": "nl" } });
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error.message).toBe(dutch.noSuchEndpoint);
      const wrong = await api().request("/api/admin/me", {
        method: "DELETE",
        headers: { "Accept-Language": "nl", Origin: TEST_ORIGIN },
      });
      expect(wrong.status).toBe(405);
      expect((await wrong.json()).error.message).toBe(dutch.methodNotAllowed("GET, HEAD"));
    });
  },
  { SMTP_URL: smtp.url },
);
