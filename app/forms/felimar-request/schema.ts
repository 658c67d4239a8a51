import * as z from "zod/mini";
import { guardShape } from "#app/lib/form-guard-schema.ts";
import { REQUEST_CATEGORY_KEYS } from "./categories";
import { LIMITS } from "./limits";

/**
 * One schema for a Felimar request (quote dialog and contact form), shared by the
 * browser and POST /api/felimar/requests. zod/mini keeps it light for the page.
 * The minimum lengths and the Dutch messages are fixed (the tests compare the messages
 * verbatim); the upper bounds keep any field from storing a novel.
 */
export const requestMessages = {
  categorie: "Selecteer een categorie",
  naam: "Naam is verplicht",
  naamTooLong: "Naam is te lang (maximaal 120 tekens)",
  telefoon: "Telefoonnummer is verplicht",
  telefoonTooLong: "Telefoonnummer is te lang (maximaal 30 tekens)",
  /** The server reads the number in several countries: this one exists in two of them. */
  telefoonLandcode: "Dit nummer bestaat in meer dan één land: zet de landcode ervoor, bijvoorbeeld +31 of +34.",
  email: "Ongeldig e-mailadres",
  plaatsTooLong: "Plaats is te lang (maximaal 120 tekens)",
  /** The contact form's (and the API's) message. */
  details: "Geef een korte omschrijving (minimaal 10 tekens)",
  detailsTooLong: "Omschrijving is te lang (maximaal 4000 tekens)",
  voorkeursTijdTooLong: "Gewenste datum/tijd is te lang (maximaal 200 tekens)",
  sleutelBeheer: "Kies aan of uit",
  idempotencyKey: "Ongeldige aanvraagsleutel",
  pakketTooLong: "Pakket is te lang (maximaal 120 tekens)",
  formulier: "Onbekend formulier",
} as const;

export type RequestMessages = Record<keyof typeof requestMessages, string>;

/** The quote dialog's own wording for a missing description, which differs from the contact form's. */
export const quoteDialogMessages: RequestMessages = { ...requestMessages, details: "Geef een korte omschrijving" };

export { LIMITS };

/** Top-level message of a 400 answer. */
export const INVALID_REQUEST_MESSAGE = "Controleer de gemarkeerde velden.";
/** For a field the form does not have. */
export const UNKNOWN_FIELD_MESSAGE = "Onbekend veld.";
/** 422: an idempotency key this client already used for a request with other content. */
export const KEY_REUSED_MESSAGE =
  "Deze aanvraag is al verstuurd met andere gegevens. Vernieuw de pagina en verstuur haar opnieuw.";

const requiredText = (min: number, max: number, message: string, tooLong: string) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: tooLong }));

/** Optional text: missing, null or blank all become null. */
const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, { error: tooLong })))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

export function requestSchema(messages: RequestMessages = requestMessages) {
  return z.strictObject({
    categorie: z.enum(REQUEST_CATEGORY_KEYS, { error: messages.categorie }),
    naam: requiredText(2, LIMITS.naam, messages.naam, messages.naamTooLong),
    telefoon: requiredText(9, LIMITS.telefoon, messages.telefoon, messages.telefoonTooLong),
    email: z.pipe(
      z.string({ error: messages.email }).check(z.trim()),
      z.email({ error: messages.email }).check(z.maxLength(LIMITS.email, { error: messages.email })),
    ),
    plaats: optionalText(LIMITS.plaats, messages.plaatsTooLong),
    details: requiredText(10, LIMITS.details, messages.details, messages.detailsTooLong),
    voorkeurs_tijd: optionalText(LIMITS.voorkeursTijd, messages.voorkeursTijdTooLong),
    sleutel_beheer: z._default(z.boolean({ error: messages.sleutelBeheer }), false),
    /** The package (felimar_bundles.titel) the visitor chose in the quote dialog, if any. */
    pakket: optionalText(LIMITS.pakket, messages.pakketTooLong),
    /** Which form sent it: the quote dialog (default) or the contact form. */
    formulier: z._default(z.enum(["offerte", "contact"], { error: messages.formulier }), "offerte"),
    /** Made when the dialog or form opens: the same key twice stores one request. */
    idempotency_key: z.optional(
      z
        .string({ error: messages.idempotencyKey })
        .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: messages.idempotencyKey })),
    ),
    ...guardShape,
  });
}

export type RequestInput = z.input<ReturnType<typeof requestSchema>>;
export type RequestData = z.output<ReturnType<typeof requestSchema>>;

/** The fields each step of the quote dialog shows, in order (used to send the visitor back to a wrong field). */
export const QUOTE_STEP_FIELDS = [
  ["categorie", "details"],
  ["naam", "telefoon", "email", "plaats"],
  ["voorkeurs_tijd", "sleutel_beheer"],
] as const satisfies readonly (readonly (keyof RequestInput)[])[];

export { keyForRequest, type SentRequest } from "./idempotency";
