import { describe, expect, it } from "vitest";
import { DIGEST_MAX_LISTED, digestEmail } from "./digest-email-content";
import type { LiveSubmission } from "./live-submission";

const SITE_URL = "https://forms.example.com";
const ENGLISH = { language: "en", timeZone: null } as const;
const submission = (n: number, columns: Partial<LiveSubmission> = {}): LiveSubmission => ({
  id: `0b6f7c1e-0000-4000-8000-${String(n).padStart(12, "0")}`,
  site: "naturliv",
  form: "newsletter",
  name: null,
  email: `reader${n}@example.no`,
  phone: null,
  message: null,
  fields: {},
  createdAt: new Date("2026-11-23T05:00:00Z"),
  ...columns,
});

describe("digestEmail", () => {
  it("lists each submission with its form, site, person, time, short line and link, and links the inbox", () => {
    const mail = digestEmail(
      [
        submission(1),
        submission(2, {
          site: "felimar",
          form: "felimar-quote",
          name: "Jan <b>de Vries</b>",
          message: `Lekt.\r\n${"x".repeat(300)}`,
        }),
      ],
      2,
      SITE_URL,
      0,
      ENGLISH,
    );
    expect(mail.subject).toBe("2 new submissions — daily digest");
    expect(mail.text).toContain("New newsletter sign-up — Naturliv: reader1@example.no\n23 Nov 2026, 06:00");
    expect(mail.text).toContain(`${SITE_URL}/admin/submissions/0b6f7c1e-0000-4000-8000-000000000001`);
    expect(mail.text).toContain("New quote request — Felimar: Jan <b>de Vries</b>");
    expect(mail.text).toMatch(/Lekt\. x+…\n/);
    expect(mail.text).toContain(`The inbox: ${SITE_URL}/admin\n`);
    expect(mail.html).toContain("Jan &lt;b&gt;de Vries&lt;/b&gt;");
    expect(mail.html).toContain(`href="${SITE_URL}/admin/submissions/0b6f7c1e-0000-4000-8000-000000000002"`);
    expect(mail.html).toContain(`href="${SITE_URL}/admin"`);
  });

  it("lists at most DIGEST_MAX_LISTED and says how many more there are", () => {
    const many = Array.from({ length: DIGEST_MAX_LISTED }, (_, n) => submission(n));
    const mail = digestEmail(many, DIGEST_MAX_LISTED + 5, SITE_URL, 0, ENGLISH);
    expect(mail.subject).toBe(`${DIGEST_MAX_LISTED + 5} new submissions — daily digest`);
    expect(mail.text).toContain("And 5 more in the inbox.");
    expect(mail.text.match(/\/admin\/submissions\//g)).toHaveLength(DIGEST_MAX_LISTED);
  });

  it("says how many submissions went to spam this week, linking the spam folder, only when any did", () => {
    const mail = digestEmail([submission(1)], 1, SITE_URL, 12, ENGLISH);
    expect(mail.text).toContain(
      `The inbox: ${SITE_URL}/admin\n\n12 submissions went to spam this week: check that no real visitor is among them.\nThe spam folder: ${SITE_URL}/admin/spam\n`,
    );
    expect(mail.html).toContain("12 submissions went to spam this week");
    expect(mail.html).toContain(`href="${SITE_URL}/admin/spam"`);
    expect(digestEmail([submission(1)], 1, SITE_URL, 1, ENGLISH).text).toContain("1 submission went to spam this week");
    for (const none of [digestEmail([submission(1)], 1, SITE_URL, 0, ENGLISH)]) {
      expect(none.text).not.toContain("spam");
      expect(none.html).not.toContain("spam");
    }
  });

  it("says one submission in the singular", () => {
    expect(digestEmail([submission(1)], 1, SITE_URL, 0, ENGLISH).subject).toBe("1 new submission — daily digest");
  });
});
