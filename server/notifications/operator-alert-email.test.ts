import { describe, expect, it } from "vitest";
import { adminMessages, ADMIN_LANGUAGES, personLanguage } from "#app/admin/messages/index.ts";
import { alertEmail, alertPayload } from "./operator-alert-email";

const webhookAlert = {
  alert: "delivery-failing" as const,
  channel: "webhook:0f8e",
  channelKind: "webhook" as const,
  site: "neron" as const,
  target: "https://hooks.example.es/neron",
  failures: 3,
  error: "HTTP 500",
};

describe("alert e-mails", () => {
  it("names what fails, the last error and the fix in every language, with a link to the settings", () => {
    for (const language of ADMIN_LANGUAGES) {
      const mail = alertEmail({ ...webhookAlert, language }, "https://forms.example.com");
      expect(mail.subject).toContain("hooks.example.es");
      expect(mail.text).toContain("https://hooks.example.es/neron");
      // The error in words, as the back office names it, then as recorded.
      expect(mail.text).toContain(`${adminMessages(language).deliveries.errors.serverError.summary} (HTTP 500)`);
      expect(mail.text).toContain("https://forms.example.com/admin/notifications#webhooks");
      expect(mail.text).not.toMatch(/undefined|\$\{/);
      expect(mail.html).toContain(`lang="${language}"`);
    }
    expect(alertEmail({ ...webhookAlert, language: "es" }, "https://x.example").subject).toBe(
      "Neron Antigüedades: el webhook a hooks.example.es está fallando",
    );
  });

  it("says which part of a backup failed, in English for the operators", () => {
    const startedAt = "2026-11-28T03:00:00.000Z";
    const subjects = (["backup-failed", "restore-drill-failed", "backup-copy-failed"] as const).map(
      (alert) => alertEmail({ alert, startedAt, error: "exit 1", language: "en" }, "https://x.example").subject,
    );
    expect(subjects).toEqual(["A backup failed", "A restore drill failed", "A backup could not be copied away"]);
  });

  it("reads back only the payloads it wrote", () => {
    expect(alertPayload({ ...webhookAlert, language: "nl" })).not.toBeNull();
    expect(alertPayload({ ...webhookAlert, language: "fr" })).toBeNull();
    expect(alertPayload({ ...webhookAlert, site: "elsewhere", language: "en" })).toBeNull();
    expect(
      alertPayload({ alert: "backup-failed", startedAt: "2026-11-28T03:00:00Z", error: "x", language: "en" }),
    ).not.toBeNull();
    expect(alertPayload(null)).toBeNull();
  });

  it("speaks to an owner in their site's language and to an operator in English", () => {
    expect(personLanguage({ role: "owner", sites: ["felimar"] })).toBe("nl");
    expect(personLanguage({ role: "owner", sites: ["neron"] })).toBe("es");
    expect(personLanguage({ role: "owner", sites: ["housing"] })).toBe("nb");
    expect(personLanguage({ role: "owner", sites: ["community"] })).toBe("en");
    expect(personLanguage({ role: "owner", sites: ["felimar", "neron"] }, "neron")).toBe("es");
    expect(personLanguage({ role: "operator", sites: ["felimar"] })).toBe("en");
  });
});
