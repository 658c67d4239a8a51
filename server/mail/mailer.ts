import nodemailer from "nodemailer";
import type { Config } from "../config";
import { headerText, MAX_NAME_LENGTH } from "./mail-headers";

/** An address with an optional display name; passed to nodemailer as an object, so it is never parsed as a list. */
export interface MailAddress {
  name?: string;
  address: string;
}

export interface MailMessage {
  to: string | MailAddress;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string | MailAddress;
  /**
   * Who it is from, by name: sent as `name <MAIL_FROM's address>`, so a business's
   * confirmation comes from that business without any address but ours. Unset: MAIL_FROM as configured.
   */
  fromName?: string;
  /** `<id@host>`: the same on every retry of one notification, so mail clients show a resent copy once. */
  messageId?: string;
}

/** Sends e-mail through SMTP_URL. `send` resolves only once the SMTP server accepted the message. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The one way the server sends mail: nodemailer over SMTP_URL (`smtp://` upgrades with
 * STARTTLS when the server offers it, `smtps://` is TLS from the start), from MAIL_FROM,
 * over a few pooled connections (the outbox sends many at once). No attempt takes more
 * than about 30 s, well under the outbox's 60 s lock (server/jobs/outbox.ts).
 * Null when SMTP_URL is unset: callers then offer no e-mail (the back office shows
 * links to copy, and the outbox keeps its e-mails until a mail server is configured).
 */
export function createMailer(config: Pick<Config, "SMTP_URL" | "MAIL_FROM">): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const fromAddress = addressOf(config.MAIL_FROM);
  return {
    async send({ to, subject, text, html, replyTo, messageId, fromName }) {
      const from = fromName ? { name: headerText(fromName, MAX_NAME_LENGTH), address: fromAddress } : config.MAIL_FROM;
      // nodemailer encodes headers itself: a CR or LF in a subject or an address cannot start a new header.
      await transport.sendMail({ from, to, subject, text, html, replyTo, messageId });
    },
    close: () => transport.close(),
  };
}

/** The address in a `Name <address>` (MAIL_FROM's form), or the whole value when it is a bare address. */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}
