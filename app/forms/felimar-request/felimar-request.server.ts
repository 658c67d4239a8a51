import { adminMessages } from "#app/admin/messages/index.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import { defineForm, text, yesNo, type OwnerLabel } from "../define-form.server";
import { CONTACT_CONFIRMATION, CONTACT_HEADLINE, dutchConfirmation } from "../words.server";
import { EMAIL_COLUMN, NAME_COLUMN, PHONE_AS_TYPED_LABEL, PHONE_COLUMN } from "../column-words.server";
import { categoryLabel } from "./categories";
import type { RequestData } from "./schema";
import { felimarRequests } from "./table.server";

/*
 * Felimar's requests: the quote dialog ("felimar-quote") and the contact form
 * ("felimar-contact") send one schema to one endpoint and one table; `formulier` says which.
 */

// Only the quote dialog asks for a category, package, time and key management (the contact form stores the defaults).
const QUOTE_ONLY = ["felimar-quote"] as const;

const OWNER_LABELS: readonly OwnerLabel[] = [
  {
    key: "formulier",
    label: { en: "Form", nl: "Formulier", es: "Formulario", no: "Skjema" },
    format: (value, language) => {
      const forms = adminMessages(language).inbox.forms;
      return value === "contact" ? forms["felimar-contact"] : value === "offerte" ? forms["felimar-quote"] : null;
    },
    // Each form has a sheet of its own in the export: the sheet says which.
    column: null,
  },
  {
    key: "categorie",
    label: { en: "Category", nl: "Categorie", es: "Categoría", no: "Kategori" },
    format: (value) => (typeof value === "string" ? (categoryLabel(value) ?? value) : null),
    column: {
      // The services' names are Felimar's own, in Dutch, in every language.
      value: (value) => (typeof value === "string" ? (categoryLabel(value) ?? value) : null),
      forms: QUOTE_ONLY,
    },
  },
  {
    key: "pakket",
    label: { en: "Package", nl: "Pakket", es: "Paquete", no: "Pakke" },
    column: { forms: QUOTE_ONLY },
  },
  { key: "naam", label: NAME_COLUMN, column: {} },
  { key: "telefoon", label: { ...PHONE_COLUMN, nl: "Telefoon / WhatsApp" }, column: {} },
  PHONE_AS_TYPED_LABEL("telefoon"),
  { key: "email", label: EMAIL_COLUMN, column: {} },
  { key: "plaats", label: { en: "Place", nl: "Plaats", es: "Localidad", no: "Sted" }, column: {} },
  {
    key: "details",
    label: { en: "Description", nl: "Omschrijving", es: "Descripción", no: "Beskrivelse" },
    column: {},
  },
  {
    key: "voorkeurs_tijd",
    label: { en: "Preferred time", nl: "Gewenste datum/tijd", es: "Fecha y hora preferidas", no: "Ønsket tidspunkt" },
    column: { forms: QUOTE_ONLY },
  },
  {
    key: "sleutel_beheer",
    label: { en: "Key management", nl: "Sleutelbeheer", es: "Gestión de llaves", no: "Nøkkelforvaltning" },
    format: yesNo,
    column: { forms: QUOTE_ONLY },
  },
];

export const felimarRequest = defineForm({
  forms: {
    "felimar-quote": {
      headline: {
        nl: "Nieuwe offerteaanvraag",
        es: "Nueva solicitud de presupuesto",
        no: "Ny tilbudsforespørsel",
        en: "New quote request",
      },
      // The package the visitor chose, else the service.
      about: ({ pakket, categorie }) => {
        if (typeof pakket === "string" && pakket.trim()) return pakket;
        return typeof categorie === "string" ? (categoryLabel(categorie) ?? null) : null;
      },
      confirmation: { ...CONTACT_CONFIRMATION, nl: dutchConfirmation("aanvraag") },
      membersHear: "instant",
    },
    "felimar-contact": {
      headline: CONTACT_HEADLINE,
      confirmation: CONTACT_CONFIRMATION,
      membersHear: "instant",
    },
  },
  table: felimarRequests,
  endpointColumns: ["idempotencyKey", "idempotencyRequestHash"],
  // The idempotency key is not a visitor's field: the inbox does not keep it.
  record(body: RequestData) {
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
  },
  row: (body) => ({
    categorie: body.categorie,
    naam: body.naam,
    telefoon: body.telefoon,
    email: body.email,
    plaats: body.plaats,
    details: body.details,
    voorkeursTijd: body.voorkeurs_tijd,
    sleutelBeheer: body.sleutel_beheer,
    pakket: body.pakket,
  }),
  // Without its idempotency key: a retry window of seconds is long past.
  restoredRow: (fields) => ({
    categorie: text(fields, "categorie") ?? "algemeen",
    naam: text(fields, "naam") ?? "",
    telefoon: text(fields, "telefoon") ?? "",
    email: text(fields, "email") ?? "",
    plaats: text(fields, "plaats"),
    details: text(fields, "details") ?? "",
    voorkeursTijd: text(fields, "voorkeurs_tijd"),
    sleutelBeheer: fields.sleutel_beheer === true,
    pakket: text(fields, "pakket"),
  }),
  ownerLabels: OWNER_LABELS,
  replyLanguage: () => "nl",
  erasure: { email: felimarRequests.email, phone: felimarRequests.telefoon },
  retention: "months",
  redact: ["naam", "telefoon", "email", "details"],
});
