import { describe, expect, it } from "vitest";
import { linkUrl } from "./links";
import { adminMessages, ADMIN_LANGUAGES } from "#app/admin/messages/index.ts";
import { invitationLanguage, inviteMail, signInMail } from "./mails";
import { isWellFormedToken, newToken } from "./tokens";

describe("sign-in mails", () => {
  const url = linkUrl("https://admin.example.com", "sign-in", newToken());

  it("says how long a sign-in link works, in text and HTML, with the link in both, in the account's language", () => {
    for (const language of ADMIN_LANGUAGES) {
      const words = adminMessages(language).mail.signIn;
      const mail = signInMail("owner@example.com", url, language);
      expect(mail.subject).toBe(words.subject);
      expect(mail.text).toContain(url);
      expect(mail.text).toContain(words.note);
      expect(mail.html).toContain(`href="${url}"`);
      expect(mail.html).toContain(`lang="${language}"`);
    }
    expect(signInMail("owner@example.com", url, "en").text).toMatch(/works once, for 15 minutes/);
  });

  it("names an owner's sites in the invitation, and an operator's scope", () => {
    expect(inviteMail("o@example.com", url, { role: "owner", sites: ["felimar", "neron"] }, "en").text).toContain(
      "for Felimar and Neron Antigüedades",
    );
    expect(inviteMail("o@example.com", url, { role: "owner", sites: ["felimar", "neron"] }, "es").text).toContain(
      "Felimar y Neron Antigüedades",
    );
    const operator = inviteMail("o@example.com", url, { role: "operator", sites: [] }, "en");
    expect(operator.subject).toBe("You are invited to the back office");
    expect(operator.text).toContain("as an operator");
    expect(operator.text).toMatch(/24 hours/);
  });

  it("is written in the invited owner's site's language, and for an operator in the inviter's", () => {
    const inviter = { role: "operator" as const, sites: [], language: "nb" as const };
    expect(invitationLanguage({ role: "owner", sites: ["neron"] }, inviter)).toBe("es");
    expect(invitationLanguage({ role: "operator", sites: [] }, inviter)).toBe("nb");
    expect(invitationLanguage({ role: "operator", sites: [] }, { ...inviter, language: null })).toBe("en");
  });

  it("escapes what goes into the HTML part", () => {
    const mail = signInMail("o@example.com", `https://admin.example.com/admin/link?token=a"><script>`, "en");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&quot;&gt;&lt;script&gt;");
  });
});

describe("link URLs and tokens", () => {
  it("points sign-in and invitation links at /admin/link and the setup link at /admin/setup", () => {
    expect(linkUrl("http://localhost:3000", "invite", "T")).toBe("http://localhost:3000/admin/link?token=T");
    expect(linkUrl("http://localhost:3000", "setup", "T")).toBe("http://localhost:3000/admin/setup?token=T");
  });

  it("accepts only 43-character base64url tokens", () => {
    expect(isWellFormedToken(newToken())).toBe(true);
    for (const value of [
      "",
      "a".repeat(42),
      "a".repeat(44),
      `${"a".repeat(42)}=`,
      `${"a".repeat(42)}/`,
      42,
      null,
      undefined,
    ]) {
      expect(isWellFormedToken(value)).toBe(false);
    }
  });
});
