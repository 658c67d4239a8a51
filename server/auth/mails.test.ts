import { describe, expect, it } from "vitest";
import { linkUrl } from "./links";
import { inviteMail, signInMail } from "./mails";
import { isWellFormedToken, newToken } from "./tokens";

describe("sign-in mails", () => {
  const url = linkUrl("https://admin.example.com", "sign-in", newToken());

  it("says how long a sign-in link works, in text and HTML, with the link in both", () => {
    const mail = signInMail("owner@example.com", url);
    expect(mail.subject).toBe("Your sign-in link");
    expect(mail.text).toContain(url);
    expect(mail.text).toMatch(/works once, for 15 minutes/);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it("names an owner's sites in the invitation, and an operator's scope", () => {
    expect(inviteMail("o@example.com", url, "owner", ["felimar", "neron"]).text).toContain(
      "for Felimar, Neron Antigüedades",
    );
    const operator = inviteMail("o@example.com", url, "operator", []);
    expect(operator.subject).toBe("You are invited to the back office");
    expect(operator.text).toContain("as an operator");
    expect(operator.text).toMatch(/24 hours/);
  });

  it("escapes what goes into the HTML part", () => {
    const mail = signInMail("o@example.com", `https://admin.example.com/admin/link?token=a"><script>`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&#34;&#62;&#60;script&#62;");
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
