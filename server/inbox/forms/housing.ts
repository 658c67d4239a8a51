import {
  housingConsentLanguageTag,
  housingConsentText,
  type HousingContactLanguage,
  type HousingContactOutput,
} from "#app/forms/housing-contact/schema.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import type { Db } from "../../db/database";
import { housingMessages } from "../../db/schema";
import type { SubmissionRecord } from "../submission-record";
import type { FormDefinition } from "./form-definition";
import { labelFields, text, yesNo, type FieldLabel } from "./labels";

/** A housing message, with its consent record: the exact text agreed to and the form's language. */
export function housingSubmission(body: HousingContactOutput): SubmissionRecord {
  const language: HousingContactLanguage = body.language ?? "en";
  const phone = body.phone ? body.phone : null;
  const fields: Record<string, unknown> = {
    name: body.name,
    email: body.email,
    phone,
    message: body.message,
    consent: body.consent,
    consent_text: housingConsentText[language],
    consent_language: housingConsentLanguageTag[language],
    language,
  };
  if (body[HONEYPOT_FIELD]) fields[HONEYPOT_FIELD] = body[HONEYPOT_FIELD];
  return { site: "housing", form: "housing-contact", name: body.name, email: body.email, phone, message: body.message, fields };
}

const HOUSING_LABELS: readonly FieldLabel[] = [
  { key: "name", label: "Name" },
  { key: "email", label: "E-mail" },
  { key: "phone", label: "Phone" },
  { key: "message", label: "Message" },
  { key: "language", label: "Language", format: (value) => (value === "no" ? "Norwegian" : value === "en" ? "English" : null) },
  { key: "consent", label: "Consent given", format: yesNo },
  { key: "consent_text", label: "Consent text" },
  { key: "consent_language", label: "Consent language" },
];

export const housingForm: FormDefinition = {
  labelFields: (fields) => labelFields(fields, HOUSING_LABELS),
  replyLanguage: (fields) => (fields.language === "no" ? "no" : "en"),
  async restore(tx: Db, { id, createdAt, fields }) {
    const language: HousingContactLanguage = fields.language === "no" ? "no" : "en";
    await tx
      .insert(housingMessages)
      .values({
        id,
        createdAt,
        name: text(fields, "name") ?? "",
        email: text(fields, "email") ?? "",
        phone: text(fields, "phone"),
        message: text(fields, "message") ?? "",
        consent: fields.consent === true,
        consentText: text(fields, "consent_text") ?? housingConsentText[language],
        consentLanguage: text(fields, "consent_language") ?? housingConsentLanguageTag[language],
      })
      .onConflictDoNothing();
  },
};
