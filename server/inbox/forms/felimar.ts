import { categoryLabel } from "#app/sites/felimar/categories.ts";
import type { RequestData } from "#app/forms/felimar-request/schema.ts";
import type { Db } from "../../db/database";
import { felimarRequests } from "../../db/schema";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import type { SubmissionRecord } from "../submission-record";
import { labelFields, text, yesNo, type FieldLabel } from "./labels";
import type { FormDefinition } from "./form-definition";

/** A Felimar request (quote dialog or contact form) as the inbox keeps it; the idempotency key is not a visitor's field. */
export function felimarSubmission(body: RequestData): SubmissionRecord {
  const fields: Record<string, unknown> = {
    formulier: body.formulier,
    categorie: body.categorie,
    pakket: body.pakket,
    naam: body.naam,
    telefoon: body.telefoon,
    email: body.email,
    plaats: body.plaats,
    details: body.details,
    voorkeurs_tijd: body.voorkeurs_tijd,
    sleutel_beheer: body.sleutel_beheer,
  };
  if (body[HONEYPOT_FIELD]) fields[HONEYPOT_FIELD] = body[HONEYPOT_FIELD];
  return {
    site: "felimar",
    form: body.formulier === "contact" ? "felimar-contact" : "felimar-quote",
    name: body.naam,
    email: body.email,
    phone: body.telefoon,
    message: body.details,
    fields,
  };
}

const FELIMAR_LABELS: readonly FieldLabel[] = [
  { key: "formulier", label: "Form", format: (value) => (value === "contact" ? "Contact form" : value === "offerte" ? "Quote request" : null) },
  { key: "categorie", label: "Category", format: (value) => (typeof value === "string" ? (categoryLabel(value) ?? value) : null) },
  { key: "pakket", label: "Package" },
  { key: "naam", label: "Name" },
  { key: "telefoon", label: "Phone" },
  { key: "email", label: "E-mail" },
  { key: "plaats", label: "Place" },
  { key: "details", label: "Description" },
  { key: "voorkeurs_tijd", label: "Preferred time" },
  { key: "sleutel_beheer", label: "Key management", format: yesNo },
];

export const felimarForm: FormDefinition = {
  labelFields: (fields) => labelFields(fields, FELIMAR_LABELS),
  replyLanguage: () => "nl",
  async restore(tx: Db, { id, createdAt, fields }) {
    // Without its idempotency key: a retry window of seconds is long past.
    await tx
      .insert(felimarRequests)
      .values({
        id,
        createdAt,
        categorie: text(fields, "categorie") ?? "algemeen",
        naam: text(fields, "naam") ?? "",
        telefoon: text(fields, "telefoon") ?? "",
        email: text(fields, "email") ?? "",
        plaats: text(fields, "plaats"),
        details: text(fields, "details") ?? "",
        voorkeursTijd: text(fields, "voorkeurs_tijd"),
        sleutelBeheer: fields.sleutel_beheer === true,
        pakket: text(fields, "pakket"),
      })
      .onConflictDoNothing();
  },
};
