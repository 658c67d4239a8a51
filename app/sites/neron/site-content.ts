import * as z from "zod/mini";
import { countryCode, emailAddress, phoneNumber, requiredText, socialLinks } from "../site-content-fields";

/**
 * Neron Antigüedades' editable details: one JSON document (server/content/site-content-store.ts),
 * checked by this schema in the back office's form and on the server. The page
 * (routes/neron.tsx) reads it in its loader; the shop's name, founding year and
 * texts stay in code (content.ts, copy.ts).
 */

export const NERON_CONTENT_LIMITS = {
  street: 120,
  postalCode: 12,
  town: 80,
  province: 80,
  country: 80,
  whatsappMessage: 300,
  hoursLabel: 80,
  periods: 3,
  social: 6,
} as const;

const L = NERON_CONTENT_LIMITS;

/** The day names schema.org uses (its JSON-LD takes them as they are). */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const time = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label} must be a 24-hour time, HH:MM (e.g. 09:30).` }));

const periodSchema = z.strictObject({ opens: time("Opening time"), closes: time("Closing time") }).check(
  // "HH:MM" strings compare in time order.
  z.refine((period) => period.opens < period.closes, {
    error: "A period must close after it opens.",
    path: ["closes"],
  }),
);

export const neronDetailsSchema = z.strictObject({
  address: z.strictObject({
    street: requiredText("Street", L.street),
    postalCode: requiredText("Postal code", L.postalCode),
    town: requiredText("Town", L.town),
    province: requiredText("Province", L.province),
    /** As visitors read it ("España"). */
    country: requiredText("Country", L.country),
    /** For search engines ("ES"). */
    countryCode: countryCode("Country code"),
  }),
  phone: phoneNumber("Phone"),
  whatsapp: phoneNumber("WhatsApp number"),
  /** The text the chat opens with (the visitor can change it before sending). */
  whatsappMessage: requiredText("WhatsApp message", L.whatsappMessage),
  email: emailAddress("E-mail"),
  openingHours: z.strictObject({
    days: z.array(z.enum(WEEKDAYS, { error: `Each day must be one of: ${WEEKDAYS.join(", ")}.` })).check(
      z.minLength(1, { error: "Choose at least one opening day." }),
      z.refine((days) => new Set(days).size === days.length, { error: "Each day may be listed once." }),
    ),
    /** What visitors read for those days ("Lunes a viernes"). */
    label: requiredText("Opening days as shown", L.hoursLabel),
    periods: z.array(periodSchema).check(
      z.minLength(1, { error: "Add at least one opening period." }),
      z.maxLength(L.periods, { error: `At most ${L.periods} opening periods a day.` }),
      z.refine(
        (periods) => periods.every((period, index) => index === 0 || periods[index - 1]!.closes <= period.opens),
        {
          error: "Periods must be in time order and must not overlap.",
        },
      ),
    ),
    /** The days it is closed, as shown ("Sábados y domingos"). */
    closedLabel: requiredText("Closed days as shown", L.hoursLabel),
  }),
  /** Shown in the footer and given to search engines (none today). */
  social: socialLinks(L.social),
});

export const neronContentSchema = z.strictObject({ details: neronDetailsSchema });

export type NeronContent = z.infer<typeof neronContentSchema>;
export type NeronDetails = NeronContent["details"];

/** The details as the page showed them before they could be edited (content.ts then). */
export const neronContentDefaults: NeronContent = {
  details: {
    address: {
      street: "Calle Infante Don Fernando, 42",
      postalCode: "29200",
      town: "Antequera",
      province: "Málaga",
      country: "España",
      countryCode: "ES",
    },
    phone: "+34952702003",
    whatsapp: "+34600202003",
    whatsappMessage: "Hola, me gustaría recibir información sobre una pieza de Neron Antigüedades.",
    email: "info@neronantiguedades.es",
    openingHours: {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      label: "Lunes a viernes",
      periods: [
        { opens: "10:00", closes: "14:00" },
        { opens: "17:00", closes: "20:30" },
      ],
      closedLabel: "Sábados y domingos",
    },
    social: [],
  },
};
