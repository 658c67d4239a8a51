import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import type { ContactValues } from "#app/forms/neron-contact/schema.ts";
import type { Db } from "../../db/database";
import { neronContacto } from "../../db/schema";
import type { SubmissionRecord } from "../submission-record";
import type { FormDefinition } from "./form-definition";
import { labelFields, text, type FieldLabel } from "./labels";

export function neronSubmission(body: ContactValues): SubmissionRecord {
  const fields: Record<string, unknown> = { nombre: body.nombre, email: body.email, telefono: body.telefono, mensaje: body.mensaje };
  if (body[HONEYPOT_FIELD]) fields[HONEYPOT_FIELD] = body[HONEYPOT_FIELD];
  return { site: "neron", form: "neron-contact", name: body.nombre, email: body.email, phone: body.telefono, message: body.mensaje, fields };
}

const NERON_LABELS: readonly FieldLabel[] = [
  { key: "nombre", label: "Name" },
  { key: "email", label: "E-mail" },
  { key: "telefono", label: "Phone" },
  { key: "mensaje", label: "Message" },
];

export const neronForm: FormDefinition = {
  labelFields: (fields) => labelFields(fields, NERON_LABELS),
  replyLanguage: () => "es",
  async restore(tx: Db, { id, createdAt, fields }) {
    await tx
      .insert(neronContacto)
      .values({
        id,
        createdAt,
        nombre: text(fields, "nombre") ?? "",
        email: text(fields, "email") ?? "",
        telefono: text(fields, "telefono") ?? "",
        mensaje: text(fields, "mensaje") ?? "",
      })
      .onConflictDoNothing();
  },
};
