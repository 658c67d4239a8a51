import { Hono } from "hono";
import { contactMessages, contactSchema } from "../../app/sites/neron/contact-schema";
import { neronContacto } from "../db/schema";
import { isHoneypotFilled } from "../http/honeypot";
import { jsonBody } from "../http/json-body";
import type { ApiDeps } from "./deps";

/**
 * POST /api/neron/contact {nombre, email, telefono, mensaje} → 201 {"sent": true}
 * once the message is stored in neron_contacto. Every field is required; a bad
 * body answers 400 with a Spanish message per field and stores nothing.
 */
export function neronRoutes({ db, limit }: ApiDeps) {
  return new Hono().post(
    "/neron/contact",
    limit("neron-contact", { message: contactMessages.demasiados }),
    jsonBody(contactSchema, { invalidMessage: contactMessages.invalido, unknownFieldMessage: contactMessages.campoDesconocido }),
    async (c) => {
      const body = c.get("body");
      if (!isHoneypotFilled(body)) {
        const { nombre, email, telefono, mensaje } = body;
        await db.insert(neronContacto).values({ nombre, email, telefono, mensaje });
      }
      return c.json({ sent: true }, 201);
    },
  );
}
