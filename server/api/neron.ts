import { Hono } from "hono";
import { neronContact } from "#app/forms/neron-contact/neron-contact.server.ts";
import { contactMessages, contactSchema } from "#app/forms/neron-contact/schema.ts";
import { neronContacto } from "../db/schema";
import { jsonBody } from "../http/json-body";
import { storeGuardedSubmission } from "../spam/guard-submission";
import type { ApiDeps } from "./deps";

/**
 * POST /api/neron/contact {nombre, email, telefono, mensaje} → 201 {"sent": true}
 * once the message is stored in neron_contacto and the inbox (one transaction). Every
 * field is required; a bad body answers 400 with a Spanish message per field and stores
 * nothing. Spam (server/spam/spam-verdict.ts) gets the same answer and lands in the spam folder only.
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
      const body = c.get("body");
      const record = neronContact.record(body);
      await storeGuardedSubmission(deps, c, {
        body,
        record,
        insert: db.insert(neronContacto).values(neronContact.row(body)).returning({ id: neronContacto.id }),
      });
      return c.json({ sent: true }, 201);
    },
  );
}
