import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import {
  EMAIL_COLUMN,
  languageName,
  MESSAGE_COLUMN,
  NAME_COLUMN,
  PHONE_AS_TYPED_LABEL,
  PHONE_COLUMN,
} from "../column-words.server";
import { defineForm, replyLanguageOf, text, yesNo } from "../define-form.server";
import { CONTACT_CONFIRMATION, CONTACT_HEADLINE } from "../words.server";
import {
  housingConsentLanguageTag,
  housingConsentText,
  type HousingContactLanguage,
  type HousingContactOutput,
} from "./schema";
import { housingMessages } from "./table.server";

/**
 * The housing contact form (/housing, /no/housing, /naturliv), in English or Norwegian, with
 * its consent record: the exact text agreed to and the form's language, never a text the
 * browser sends.
 */
export const housingContact = defineForm({
  forms: {
    "housing-contact": {
      headline: CONTACT_HEADLINE,
      confirmation: CONTACT_CONFIRMATION,
      membersHear: "instant",
    },
  },
  table: housingMessages,
  record(body: HousingContactOutput) {
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
    return {
      site: "housing",
      form: "housing-contact",
      name: body.name,
      email: body.email,
      phone,
      message: body.message,
      fields,
    };
  },
  row(body) {
    const language = body.language ?? "en";
    return {
      name: body.name,
      email: body.email,
      phone: body.phone ? body.phone : null,
      message: body.message,
      consent: body.consent,
      consentText: housingConsentText[language],
      consentLanguage: housingConsentLanguageTag[language],
    };
  },
  restoredRow(fields) {
    const language: HousingContactLanguage = fields.language === "no" ? "no" : "en";
    return {
      name: text(fields, "name") ?? "",
      email: text(fields, "email") ?? "",
      phone: text(fields, "phone"),
      message: text(fields, "message") ?? "",
      consent: fields.consent === true,
      consentText: text(fields, "consent_text") ?? housingConsentText[language],
      consentLanguage: text(fields, "consent_language") ?? housingConsentLanguageTag[language],
    };
  },
  ownerLabels: [
    { key: "name", label: NAME_COLUMN, column: {} },
    { key: "email", label: EMAIL_COLUMN, column: {} },
    { key: "phone", label: PHONE_COLUMN, column: {} },
    PHONE_AS_TYPED_LABEL("phone"),
    { key: "message", label: MESSAGE_COLUMN, column: {} },
    {
      key: "language",
      label: { en: "Language", nl: "Taal", es: "Idioma", no: "Språk" },
      format: (value, language) => languageName(value, replyLanguageOf(language)),
      column: { value: languageName },
    },
    {
      key: "consent",
      label: { en: "Consent given", nl: "Toestemming gegeven", es: "Consentimiento dado", no: "Samtykke gitt" },
      format: yesNo,
      column: {},
    },
    {
      key: "consent_text",
      label: {
        en: "Consent text",
        nl: "Tekst van de toestemming",
        es: "Texto del consentimiento",
        no: "Samtykketekst",
      },
      column: {},
    },
    {
      key: "consent_language",
      label: {
        en: "Consent language",
        nl: "Taal van de toestemming",
        es: "Idioma del consentimiento",
        no: "Samtykkets språk",
      },
      column: {},
    },
  ],
  replyLanguage: (fields) => (fields.language === "no" ? "no" : "en"),
  erasure: { email: housingMessages.email, phone: housingMessages.phone },
  retention: "months",
  // Name and message are not redacted: `name` and `message` are every error's keys too.
  redact: ["email", "phone"],
});
