import { Hono } from "hono";
import { neronContact } from "#app/forms/neron-contact/neron-contact.server.ts";
import { contactMessages, contactSchema } from "#app/forms/neron-contact/schema.ts";
import { neronContacto } from "../db/schema";
import { apiError } from "../http/api-error";
import { jsonBody } from "../http/json-body";
import { formPhone, keepPhoneAsTyped } from "../phone/form-phone";
import { storeGuardedSubmission } from "../spam/guard-submission";
import type { ApiDeps } from "./deps";

/**
 * POST /api/neron/contact {nombre, email, telefono, mensaje} → 201 {"sent": true}
 * once the message is stored in neron_contacto and the inbox (one transaction). Every
 * field is required; a bad body answers 400 with a Spanish message per field and stores
 * nothing. The phone is stored as E.164 when it reads as one number (server/phone/), the
 * inbox keeping the text as written beside it. Spam (server/spam/spam-verdict.ts) gets the same answer and lands in the spam folder only.
 */
export function neronRoutes(deps: ApiDeps) {
  const { db, limit } = deps;
  return new Hono().post(
    "/neron/contact",
    limit("neron-contact", { message: contactMessages.demasiados }),
    jsonBody(contactSchema, {
      invalidMessage: contactMessages.invalido,
      unknownFieldMessage: contactMessages.campoDesconocido,
    }),
    async (c) => {
      const sent = c.get("body");
      const phone = formPhone(sent.telefono, "neron");
      if (!phone.ok) {
        return apiError(c, 400, "validation_failed", contactMessages.invalido, {
          telefono: contactMessages.telefonoPrefijo,
        });
      }
      const body = { ...sent, telefono: phone.stored };
      const record = keepPhoneAsTyped(neronContact.record(body), "telefono", phone.asTyped);
      await storeGuardedSubmission(deps, c, {
        body,
        record,
        insert: db.insert(neronContacto).values(neronContact.row(body)).returning({ id: neronContacto.id }),
      });
      return c.json({ sent: true }, 201);
    },
  );
}
