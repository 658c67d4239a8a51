import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import { EMAIL_COLUMN, MESSAGE_COLUMN, NAME_COLUMN, PHONE_AS_TYPED_LABEL, PHONE_COLUMN } from "../column-words.server";
import { defineForm, text } from "../define-form.server";
import { CONTACT_CONFIRMATION, CONTACT_HEADLINE } from "../words.server";
import type { ContactValues } from "./schema";
import { neronContacto } from "./table.server";

/** Neron's contact form: name, e-mail, phone and message, in Spanish. */
export const neronContact = defineForm({
  forms: {
    "neron-contact": {
      headline: CONTACT_HEADLINE,
      confirmation: CONTACT_CONFIRMATION,
      membersHear: "instant",
    },
  },
  table: neronContacto,
  record(body: ContactValues) {
    const fields: Record<string, unknown> = {
      nombre: body.nombre,
      email: body.email,
      telefono: body.telefono,
      mensaje: body.mensaje,
    };
    if (body[HONEYPOT_FIELD]) fields[HONEYPOT_FIELD] = body[HONEYPOT_FIELD];
    return {
      site: "neron",
      form: "neron-contact",
      name: body.nombre,
      email: body.email,
      phone: body.telefono,
      message: body.mensaje,
      fields,
    };
  },
  row: ({ nombre, email, telefono, mensaje }) => ({ nombre, email, telefono, mensaje }),
  restoredRow: (fields) => ({
    nombre: text(fields, "nombre") ?? "",
    email: text(fields, "email") ?? "",
    telefono: text(fields, "telefono") ?? "",
    mensaje: text(fields, "mensaje") ?? "",
  }),
  ownerLabels: [
    { key: "nombre", label: NAME_COLUMN, column: {} },
    { key: "email", label: EMAIL_COLUMN, column: {} },
    { key: "telefono", label: PHONE_COLUMN, column: {} },
    PHONE_AS_TYPED_LABEL("telefono"),
    { key: "mensaje", label: MESSAGE_COLUMN, column: {} },
  ],
  replyLanguage: () => "es",
  erasure: { email: neronContacto.email, phone: neronContacto.telefono },
  retention: "months",
  redact: ["nombre", "telefono", "email", "mensaje"],
});
