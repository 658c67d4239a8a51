import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Sends e-mail through SMTP_URL. `send` resolves only once the SMTP server accepted the message. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The one way the server sends mail: nodemailer over SMTP_URL (`smtp://` upgrades with
 * STARTTLS when the server offers it, `smtps://` is TLS from the start), from MAIL_FROM.
 * Null when SMTP_URL is unset: callers then offer no e-mail (the back office shows
 * links to copy, and the command line is the way in).
 */
export function createMailer(config: Pick<Config, "SMTP_URL" | "MAIL_FROM">): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async send({ to, subject, text, html, replyTo }) {
      // nodemailer encodes headers itself: a CR or LF in a subject or an address cannot start a new header.
      await transport.sendMail({ from: config.MAIL_FROM, to, subject, text, html, replyTo });
    },
    close: () => transport.close(),
  };
}
