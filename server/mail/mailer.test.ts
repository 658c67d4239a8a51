import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractUrl, startSmtpTestServer, type SmtpTestServer } from "#tests/support/smtp-test-server.ts";
import { addressOf, createMailer, type Mailer } from "./mailer";

describe("createMailer", () => {
  let smtp: SmtpTestServer;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: "Back office <office@example.com>" })!;
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
  });

  it("is null without SMTP_URL", () => {
    expect(createMailer({ SMTP_URL: undefined, MAIL_FROM: "x@example.com" })).toBeNull();
  });

  it("resolves only once the SMTP server accepted the message, from MAIL_FROM", async () => {
    const longUrl = `http://localhost:3000/admin/link?token=${"A".repeat(43)}&next=${"b".repeat(80)}`;
    await mailer.send({ to: "owner@example.com", subject: "Your sign-in link", text: `Open ${longUrl} now.` });
    const mail = smtp.messages.find((message) => message.subject === "Your sign-in link");
    expect(mail?.to).toEqual(["owner@example.com"]);
    expect(mail?.text).toMatch(/^From: Back office <office@example\.com>\r?$/m);
    expect(extractUrl(mail!.text, "http://localhost:3000/admin/link?token=")).toBe(longUrl);
  });

  it("sends as a name at MAIL_FROM's own address, the name kept to one line", async () => {
    await mailer.send({
      to: "visitor@example.com",
      subject: "From a business",
      text: "T",
      fromName: "Neron Antigüedades",
    });
    await mailer.send({
      to: "visitor@example.com",
      subject: "From a broken name",
      text: "T",
      fromName: "Felimar\r\nBcc: x@example.com",
    });
    const named = await smtp.waitForMessage((message) => message.subject === "From a business");
    expect(named.text).toMatch(/^From: =\?UTF-8\?Q\?Neron_Antig=C3=BCedades\?= <office@example\.com>\r?$/m);
    const broken = await smtp.waitForMessage((message) => message.subject === "From a broken name");
    expect(broken.text).toMatch(/^From: "?Felimar Bcc: x@example\.com"? <office@example\.com>\r?$/m);
    expect(broken.to).toEqual(["visitor@example.com"]);
  });

  it("finds MAIL_FROM's address with or without a name", () => {
    expect(addressOf("Back office <office@example.com>")).toBe("office@example.com");
    expect(addressOf(" office@example.com ")).toBe("office@example.com");
  });

  it("keeps a CR/LF in the subject from starting a header of its own", async () => {
    await mailer.send({ to: "owner@example.com", subject: "Hello\r\nBcc: victim@example.com", text: "Body" });
    const mail = await smtp.waitForMessage((message) => message.subject.startsWith("Hello"));
    expect(mail.to).toEqual(["owner@example.com"]);
    expect(mail.text).not.toMatch(/^Bcc:/im);
  });

  it("rejects when the SMTP server cannot be reached", async () => {
    const closed = createMailer({ SMTP_URL: "smtp://127.0.0.1:1", MAIL_FROM: "x@example.com" })!;
    await expect(closed.send({ to: "owner@example.com", subject: "S", text: "T" })).rejects.toThrow();
    closed.close();
  });
});
