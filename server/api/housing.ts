import { Hono, type MiddlewareHandler } from "hono";
import { housingContact } from "#app/forms/housing-contact/housing-contact.server.ts";
import {
  housingContactMessages,
  housingContactSchema,
  type HousingContactLanguage,
  type HousingContactOutput,
} from "#app/forms/housing-contact/schema.ts";
import { housingMessages } from "../db/schema";
import { apiError } from "../http/api-error";
import { limitBody } from "../http/body-limit";
import { jsonBody, readJson, type JsonBodyEnv } from "../http/json-body";
import { formPhone, keepPhoneAsTyped } from "../phone/form-phone";
import { storeGuardedSubmission } from "../spam/guard-submission";
import type { ApiDeps } from "./deps";

/**
 * POST /api/housing/contact {name, email, phone?, message, consent, language?} → 201 {"sent": true}
 * once the message is stored in housing_messages with its consent record (the exact
 * consent label of the form's language, that language, and the server's time) and in
 * the inbox, in one transaction. A phone is stored as E.164 when it reads as one number
 * (server/phone/), the inbox keeping the text as written beside it. Spam (server/spam/spam-verdict.ts) gets the same answer and
 * lands in the spam folder only. The rules are the form's (same schema); messages follow
 * `language` ("en" or "no").
 */
export function housingRoutes(deps: ApiDeps) {
  const { db, limit } = deps;
  return new Hono().post("/housing/contact", limit("housing-contact"), localizedBody(), async (c) => {
    const sent = c.get("body");
    const phone = sent.phone ? formPhone(sent.phone, "housing") : null;
    if (phone && !phone.ok) {
      const messages = housingContactMessages[sent.language ?? "en"];
      return apiError(c, 400, "validation_failed", messages.invalid, { phone: messages.phoneCountryCode });
    }
    const body = phone ? { ...sent, phone: phone.stored } : sent;
    const record = keepPhoneAsTyped(housingContact.record(body), "phone", phone?.asTyped ?? null);
    await storeGuardedSubmission(deps, c, {
      body,
      record,
      // created_at defaults to the database server's now(): the browser's clock is never trusted.
      insert: db.insert(housingMessages).values(housingContact.row(body)).returning({ id: housingMessages.id }),
    });
    return c.json({ sent: true }, 201);
  });
}

/** Validates the body with the messages of the language the body names (English by default). */
function localizedBody(): MiddlewareHandler<JsonBodyEnv<HousingContactOutput>> {
  const parsers = {
    en: jsonBody(housingContactSchema(housingContactMessages.en), {
      invalidMessage: housingContactMessages.en.invalid,
    }),
    no: jsonBody(housingContactSchema(housingContactMessages.no), {
      invalidMessage: housingContactMessages.no.invalid,
    }),
  } satisfies Record<HousingContactLanguage, MiddlewareHandler<JsonBodyEnv<HousingContactOutput>>>;
  const limit = limitBody();
  // The peek reads the body too, so it runs inside the size limit. A body that is not
  // JSON is answered by jsonBody, which reads the same kept bytes again.
  return (c, next) =>
    limit(c, async () => {
      const read = await readJson(c);
      const language: HousingContactLanguage =
        read.ok && (read.value as { language?: unknown } | null)?.language === "no" ? "no" : "en";
      const refusal = await parsers[language](c, next);
      if (refusal) c.res = refusal;
    });
}
