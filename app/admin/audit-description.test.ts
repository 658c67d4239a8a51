import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "./api-enums";
import type { AuditItem } from "./api-types";
import { describeAudit } from "./audit-description";
import { ADMIN_LANGUAGES, adminMessages } from "./messages/index";

const words = adminMessages("en");
const item = (action: string, details: Record<string, unknown>, account: string | null = null) =>
  ({ action, details, account, actor: "ops@example.com" }) satisfies Pick<
    AuditItem,
    "action" | "details" | "account" | "actor"
  >;

describe("describeAudit", () => {
  it("says what was done in words: sites by name, accounts by address, no keys or ids", () => {
    expect(
      describeAudit(
        item("user_invited", { userId: "u1", role: "owner", sites: ["felimar", "neron"] }, "ana@example.nl"),
        words,
      ),
    ).toBe("Invited ana@example.nl as owner of Felimar and Neron Antigüedades");
    expect(
      describeAudit(item("user_changed", { userId: "u1", role: "owner", sites: ["neron"] }, "ana@example.nl"), words),
    ).toBe("Made ana@example.nl owner of Neron Antigüedades");
    expect(describeAudit(item("user_removed", { userId: "u1", role: "owner" }), words)).toBe(
      "Removed an owner's account",
    );
    expect(
      describeAudit(item("delivery_retried", { deliveryId: "0b1e…", kind: "webhook", site: "felimar" }), words),
    ).toBe("Retried a failed webhook delivery of Felimar");
    expect(
      describeAudit(item("inbox_export", { format: "xlsx", sites: ["felimar"], folder: "inbox", rows: 12 }), words),
    ).toBe("Exported 12 submissions of Felimar (XLSX)");
    expect(
      describeAudit(
        item("notification_preference_saved", { site: "felimar", form: "felimar-quote", mode: "digest" }),
        words,
      ),
    ).toBe("Set the notifications of Quote request on Felimar to “daily digest”");
    expect(describeAudit(item("sign_in", { method: "passkey" }), words)).toBe("Signed in with a passkey");
    expect(describeAudit(item("sign_in_failed", { count: 3, link: 3 }), words)).toBe(
      "3 failed attempts to sign in to the account of ops@example.com",
    );
    expect(describeAudit(item("content.restored", { site: "felimar", version: 7, restoredFrom: 5 }), words)).toBe(
      "Restored version 5 of Felimar's content (now version 7)",
    );
  });

  it("names forms, modes and kinds in the reader's language", () => {
    const spanish = adminMessages("es");
    expect(
      describeAudit(
        item("notification_preference_saved", { site: "neron", form: "neron-contact", mode: "digest" }),
        spanish,
      ),
    ).toBe(
      spanish.audit.notificationSaved(spanish.inbox.forms["neron-contact"], "Neron Antigüedades", "resumen diario"),
    );
    expect(spanish.inbox.forms["neron-contact"]).not.toBe(adminMessages("en").inbox.forms["neron-contact"]);
  });

  it("writes a sentence for every kind in every language, even with its details missing", () => {
    for (const language of ADMIN_LANGUAGES) {
      const catalogue = adminMessages(language);
      for (const action of AUDIT_ACTIONS) {
        const text = describeAudit(item(action, {}), catalogue);
        expect(text, `${language} ${action}`).not.toMatch(/undefined|null|NaN|\[object/);
        expect(text, `${language} ${action}`).not.toContain(action);
        expect(catalogue.audit.kinds[action].length).toBeGreaterThan(3);
      }
    }
  });
});
