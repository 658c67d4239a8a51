import * as z from "zod/mini";
import { guardShape } from "#app/lib/form-guard-schema.ts";

/**
 * The housing contact form (stored in housing_messages): one schema for the browser and
 * POST /api/housing/contact. The English messages are fixed texts the tests compare
 * verbatim; the Norwegian (bokmål) ones are their equivalents for the /no/… pages.
 */
export const HOUSING_CONTACT_LANGUAGES = ["en", "no"] as const;
export type HousingContactLanguage = (typeof HOUSING_CONTACT_LANGUAGES)[number];

export const housingContactMessages = {
  en: {
    name: "Name must be at least 2 characters",
    nameMax: "Name must be at most 100 characters",
    email: "Please enter a valid email address",
    phoneMax: "Phone number must be at most 30 characters",
    phoneCountryCode: "This number exists in more than one country: add the country code, e.g. +47.",
    message: "Message must be at least 10 characters",
    messageMax: "Message must be at most 5000 characters",
    consent: "You must agree to the privacy policy",
    invalid: "Please check the highlighted fields.",
  },
  no: {
    name: "Navnet må ha minst 2 tegn",
    nameMax: "Navnet kan ha høyst 100 tegn",
    email: "Skriv inn en gyldig e-postadresse",
    phoneMax: "Telefonnummeret kan ha høyst 30 tegn",
    phoneCountryCode: "Dette nummeret finnes i mer enn ett land: legg til landskoden, for eksempel +47.",
    message: "Meldingen må ha minst 10 tegn",
    messageMax: "Meldingen kan ha høyst 5000 tegn",
    consent: "Du må godta personvernerklæringen",
    invalid: "Sjekk feltene som er markert.",
  },
} as const satisfies Record<HousingContactLanguage, Record<string, string>>;

export type HousingContactMessages = (typeof housingContactMessages)[HousingContactLanguage];

/**
 * The consent checkbox's label, word for word. The server stores the label of the
 * language the visitor saw as the consent record, never a text sent by the browser.
 */
export const housingConsentText = {
  en: "I agree to the privacy policy and consent to being contacted regarding my inquiry",
  no: "Jeg godtar personvernerklæringen og samtykker til å bli kontaktet om henvendelsen min",
} as const satisfies Record<HousingContactLanguage, string>;

/** BCP 47 tag of each form language, as stored in housing_messages.consent_language. */
export const housingConsentLanguageTag = { en: "en", no: "nb" } as const satisfies Record<
  HousingContactLanguage,
  string
>;

export const HOUSING_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMin: 10,
  messageMax: 5000,
} as const;

export function housingContactSchema(messages: HousingContactMessages = housingContactMessages.en) {
  return z.strictObject({
    name: z
      .string({ error: messages.name })
      .check(
        z.trim(),
        z.minLength(HOUSING_LIMITS.nameMin, { error: messages.name }),
        z.maxLength(HOUSING_LIMITS.nameMax, { error: messages.nameMax }),
      ),
    email: z.pipe(
      z.string({ error: messages.email }).check(z.trim(), z.toLowerCase()),
      z.email({ error: messages.email }).check(z.maxLength(HOUSING_LIMITS.emailMax, { error: messages.email })),
    ),
    // Optional, and no format check: people write numbers in many ways.
    phone: z.optional(
      z
        .string({ error: messages.phoneMax })
        .check(z.trim(), z.maxLength(HOUSING_LIMITS.phoneMax, { error: messages.phoneMax })),
    ),
    message: z
      .string({ error: messages.message })
      .check(
        z.trim(),
        z.minLength(HOUSING_LIMITS.messageMin, { error: messages.message }),
        z.maxLength(HOUSING_LIMITS.messageMax, { error: messages.messageMax }),
      ),
    consent: z
      .boolean({ error: messages.consent })
      .check(z.refine((value) => value === true, { error: messages.consent })),
    /** The language of the page the form was on: picks the messages and the consent text stored. */
    language: z.optional(z.enum(HOUSING_CONTACT_LANGUAGES)),
    ...guardShape,
  });
}

export type HousingContactInput = z.input<ReturnType<typeof housingContactSchema>>;
export type HousingContactOutput = z.output<ReturnType<typeof housingContactSchema>>;
