/*
 * What a delivery's recorded error means, for the people reading it. The outbox records short
 * technical texts (server/notifications/webhook-delivery.ts, server/mail/mail-delivery.ts,
 * server/jobs/outbox-worker.ts): a Node error code ("ECONNREFUSED"), "HTTP 503", an SMTP reply
 * code. This is the one place that reads them: the failed-deliveries page, a submission's
 * delivery log and the banner all name an error by the kind found here.
 */

export const DELIVERY_ERROR_KINDS = [
  "connectionRefused",
  "timedOut",
  "connectionReset",
  "hostNotFound",
  "certificate",
  "redirect",
  "gone",
  "clientError",
  "serverError",
  "blockedAddress",
  "mailRejected",
  "mailDeferred",
  "mailLogin",
  "mailUnreachable",
  "badRecipient",
  "expired",
  "noMailServer",
  "unknown",
] as const;

export type DeliveryErrorKind = (typeof DELIVERY_ERROR_KINDS)[number];

// The texts server/mail/mail-delivery.ts starts its errors with (a test holds them equal):
// the mail server's own failures, whatever code follows.
export const MAIL_SERVER_FAILURE_TEXT = "the mail server could not be reached";
export const MAIL_LOGIN_FAILURE_TEXT = "the mail server refused the login";

const RULES: ReadonlyArray<readonly [RegExp, DeliveryErrorKind]> = [
  [/^the mail server refused the login/, "mailLogin"],
  [/^the mail server could not be reached/, "mailUnreachable"],
  [/^the mail server refused it \(5\d\d\)/, "mailRejected"],
  [/^the mail server deferred it/, "mailDeferred"],
  [/^no mail server configured/, "noMailServer"],
  [/not one plain e-mail address/, "badRecipient"],
  [/^Not delivered within the retry period/, "expired"],
  [/^refused: /, "blockedAddress"],
  [/^HTTP 410\b/, "gone"],
  [/^HTTP 3\d\d\b/, "redirect"],
  [/^HTTP 4\d\d\b/, "clientError"],
  [/^HTTP 5\d\d\b/, "serverError"],
  [/\bECONNREFUSED\b/, "connectionRefused"],
  [/\b(ETIMEDOUT|ESOCKETTIMEDOUT|UND_ERR_CONNECT_TIMEOUT)\b|^timed out\b/, "timedOut"],
  [/\b(ECONNRESET|EPIPE|UND_ERR_SOCKET)\b|socket hang up/, "connectionReset"],
  [/\b(ENOTFOUND|EAI_AGAIN|EAI_NONAME)\b/, "hostNotFound"],
  [/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS|ERR_SSL/, "certificate"],
];

/** The kind of a recorded delivery error; "unknown" for a text none of the rules knows. */
export function deliveryErrorKind(raw: string): DeliveryErrorKind {
  const text = raw.trim();
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? "unknown";
}
