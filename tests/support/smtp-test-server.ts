import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message the test server accepted, as it arrived (no MIME parsing). */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  /** The Subject header, RFC 2047 encoded-words decoded. */
  subject: string;
  /** The whole raw message: headers, blank line, body (possibly quoted-printable). */
  text: string;
}

export interface SmtpTestServer {
  /** For SMTP_URL: `smtp://127.0.0.1:<port>`. */
  url: string;
  /** Every message accepted so far, oldest first. */
  messages: ReceivedMail[];
  /** Resolves with the first (already or later) accepted message matching `predicate`. */
  waitForMessage(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (npm `smtp-server`) on 127.0.0.1 and a free port (or `port`) that accepts
 * every message and keeps it: tests send through nodemailer exactly as production does
 * and read what arrived. STARTTLS is off (its self-signed certificate would make
 * nodemailer refuse the connection) and no login is needed.
 */
export async function startSmtpTestServer({ port: wantedPort = 0 }: { port?: number } = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: decodeHeader(headerValue(text, "subject") ?? ""),
          text,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(wantedPort, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The first URL in a raw message that starts with `prefix` (e.g. `${SITE_URL}/admin/link?token=`).
 * Undoes quoted-printable first: soft line breaks (`=` at a line end) and `=XX` escapes
 * such as `=3D` for `=`, which nodemailer uses for long lines.
 */
export function extractUrl(raw: string, prefix: string): string | null {
  const decoded = decodeQuotedPrintable(raw);
  const start = decoded.indexOf(prefix);
  if (start === -1) return null;
  const match = /^[^\s"'<>]+/.exec(decoded.slice(start));
  return match ? match[0].replace(/&amp;/g, "&") : null;
}

export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function headerValue(raw: string, name: string): string | null {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  // Folded header lines continue with whitespace.
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

// RFC 2047: =?utf-8?Q?…?= and =?utf-8?B?…?=, which nodemailer uses for non-ASCII subjects.
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, encoded: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(encoded, "base64").toString("utf8");
      const bytes = encoded
        .replace(/_/g, " ")
        .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    });
}
