/*
 * Text that ends up in an e-mail header: a subject, a display name, an address. nodemailer
 * encodes headers, so a CR/LF cannot start a header of its own; these go further, so what
 * a visitor typed reads the same in every mail client: one line, a bounded length, and no
 * RFC 2047 encoded-word that a client would decode into something the visitor did not type.
 */

/** A subject's most characters: mail clients show about 80; a few hundred is plenty. */
export const MAX_SUBJECT_LENGTH = 200;
/** A name's most characters in a subject or a display name. */
export const MAX_NAME_LENGTH = 80;

/** A control character (CR, LF, tab, NUL…) or a Unicode line or paragraph separator: anything that could end a header line. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const LINE_BREAKING = new RegExp(`${CONTROL_CHARACTER.source}+`, "g");
// A WORD JOINER between "=" and "?" is invisible, and the non-ASCII makes nodemailer encode the
// value itself, so a client shows "=?utf-8?B?…?=" as typed instead of decoding the visitor's own encoded-word.
const ENCODED_WORD_START = /=\?/g;

/** One line of header text, at most `max` characters (cut with "…"). */
export function headerText(value: string, max: number): string {
  const line = value.replace(LINE_BREAKING, " ").replace(/\s+/g, " ").trim();
  const cut =
    [...line].length > max
      ? `${[...line]
          .slice(0, max - 1)
          .join("")
          .trimEnd()}…`
      : line;
  return cut.replace(ENCODED_WORD_START, "=\u2060?");
}

// One address, nothing a header parser could split into two: no spaces, quotes, commas, angle brackets or control characters.
const PLAIN_ADDRESS = /^[^\s@",;:<>()[\]\\]+@[^\s@",;:<>()[\]\\]+\.[^\s@",;:<>()[\]\\]+$/;

/**
 * True for one plain address (`name@host.tld`, at most 254 characters, RFC 5321's limit):
 * the only kind we send to or name in Reply-To, so no value can become two recipients.
 */
export function isPlainAddress(value: string): boolean {
  return value.length <= 254 && PLAIN_ADDRESS.test(value) && !CONTROL_CHARACTER.test(value);
}

/** The Message-ID of a notification: its job's id at SITE_URL's host, the same on every retry. */
export function messageIdFor(jobId: string, siteUrl: string): string {
  return `<${jobId}@${new URL(siteUrl).hostname}>`;
}
