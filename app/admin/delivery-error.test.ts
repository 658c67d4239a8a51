import { describe, expect, it } from "vitest";
import { MAIL_LOGIN_FAILURE, MAIL_SERVER_FAILURE } from "#server/mail/mail-delivery.ts";
import {
  DELIVERY_ERROR_KINDS,
  deliveryErrorKind,
  MAIL_LOGIN_FAILURE_TEXT,
  MAIL_SERVER_FAILURE_TEXT,
} from "./delivery-error";
import { ADMIN_LANGUAGES, adminMessages } from "./messages/index";

describe("deliveryErrorKind", () => {
  it("reads the errors the outbox records as what they mean", () => {
    const cases: Array<[string, string]> = [
      ["ECONNREFUSED", "connectionRefused"],
      ["connect ECONNREFUSED 127.0.0.1:9", "connectionRefused"],
      ["ETIMEDOUT", "timedOut"],
      ["timed out after 10 s", "timedOut"],
      ["ECONNRESET", "connectionReset"],
      ["ENOTFOUND", "hostNotFound"],
      ["EAI_AGAIN", "hostNotFound"],
      ["CERT_HAS_EXPIRED", "certificate"],
      ["DEPTH_ZERO_SELF_SIGNED_CERT", "certificate"],
      ["ERR_TLS_CERT_ALTNAME_INVALID", "certificate"],
      ["UNABLE_TO_VERIFY_LEAF_SIGNATURE", "certificate"],
      ["HTTP 301: redirects are not followed", "redirect"],
      ["HTTP 410 Gone: the receiver asked for no more deliveries", "gone"],
      ["HTTP 404", "clientError"],
      ["HTTP 401", "clientError"],
      ["HTTP 500", "serverError"],
      ["HTTP 503", "serverError"],
      ["refused: the address is private", "blockedAddress"],
      ["the mail server refused it (550)", "mailRejected"],
      ["the mail server refused it (554)", "mailRejected"],
      ["the mail server deferred it (451)", "mailDeferred"],
      ["the mail server refused the login (535)", "mailLogin"],
      ["the mail server could not be reached (ECONNREFUSED)", "mailUnreachable"],
      ["the mail server could not be reached", "mailUnreachable"],
      ["owner-email: the recipient is not one plain e-mail address", "badRecipient"],
      ["Not delivered within the retry period", "expired"],
      ["no mail server configured", "noMailServer"],
      ["Something nobody foresaw", "unknown"],
    ];
    for (const [raw, kind] of cases) expect([raw, deliveryErrorKind(raw)]).toEqual([raw, kind]);
  });

  it("starts the mail server's failures as server/mail records them", () => {
    expect(MAIL_SERVER_FAILURE_TEXT).toBe(MAIL_SERVER_FAILURE);
    expect(MAIL_LOGIN_FAILURE_TEXT).toBe(MAIL_LOGIN_FAILURE);
  });

  it("has a summary and advice for every kind in every language", () => {
    for (const language of ADMIN_LANGUAGES) {
      const errors = adminMessages(language).deliveries.errors;
      for (const kind of DELIVERY_ERROR_KINDS) {
        expect(errors[kind].summary.length, `${language} ${kind}`).toBeGreaterThan(5);
        expect(errors[kind].advice.length, `${language} ${kind}`).toBeGreaterThan(10);
      }
    }
  });
});
