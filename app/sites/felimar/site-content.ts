import * as z from "zod/mini";
import { compactPhone, E164, isHttpsUrl, PHONE_FORMAT_HINT } from "../site-content-formats";

/**
 * Felimar's editable content: one JSON document (server/content/site-content-store.ts),
 * validated by this schema in the back office's forms and on the server alike, so it is
 * written with zod/mini (browser-safe, small). Messages are read by the owner in the
 * (English) back office and name the field. List field names are the public API's
 * (titel, vanaf_prijs, cta_label, naam, plaats…), as GET /api/felimar/* returns them.
 * Array order is display order; a hidden item stays in the document but not on the page.
 */

/** Upper bounds: the old import file's limits (packages 12, gallery and testimonials 60 each). */
export const FELIMAR_CONTENT_LIMITS = {
  bundles: 12,
  bundleTitel: 80,
  vanafPrijs: 40,
  bullets: 12,
  bullet: 160,
  ctaLabel: 40,
  gallery: 60,
  galleryTitel: 80,
  caption: 240,
  imageUrl: 300,
  testimonials: 60,
  quote: 600,
  naam: 80,
  plaats: 80,
  whatsappMessage: 300,
  email: 254,
  hours: 80,
  base: 120,
  social: 8,
  socialLabel: 40,
  socialHandle: 80,
  href: 500,
  founders: 4,
  founderName: 80,
  founderRole: 80,
  founderBio: 600,
} as const;

const L = FELIMAR_CONTENT_LIMITS;

/** Required text, trimmed: `label` names the field in the message ("Title is required."). */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required.` }),
      z.maxLength(max, { error: `${label} may be at most ${max} characters.` }),
    );

const optionalText = (label: string, max: number) =>
  z.nullable(
    z
      .string({ error: `${label} must be text.` })
      .check(z.trim(), z.maxLength(max, { error: `${label} may be at most ${max} characters.` })),
  );

const itemId = z.uuid({ error: "Each item needs an id (a UUID)." });
const hidden = z.boolean({ error: "Hidden must be true or false." });
const createdAt = z.iso.datetime({ offset: true, error: "Created at must be a date and time (ISO 8601)." });

const phone = (label: string) =>
  z.string({ error: `${label} is required.` }).check(
    z.trim(),
    // Stored as E.164 however the owner spaced it.
    z.overwrite(compactPhone),
    z.regex(E164, {
      error: `${label} must be in international format: ${PHONE_FORMAT_HINT} (e.g. +34 612 48 93 07).`,
    }),
  );

/** A link to another site: https only (no javascript:, no http, no mailto). */
const httpsLink = (label: string) =>
  z.string({ error: `${label} is required.` }).check(
    z.trim(),
    z.maxLength(L.href, { error: `${label} may be at most ${L.href} characters.` }),
    z.refine((value) => isHttpsUrl(value), { error: `${label} must be a full https:// address.` }),
  );

/**
 * A file of Felimar's own ("/felimar/gallery/terrace.jpg"): the page's security policy only
 * loads our own images, and only under /felimar/, so no item can point every visitor's browser
 * at an API route or at another site's uploaded photo (those are chosen by id, checked per site).
 */
const sitePath = z.nullable(
  z.string({ error: "Image URL must be text." }).check(
    z.trim(),
    z.maxLength(L.imageUrl, { error: `Image URL may be at most ${L.imageUrl} characters.` }),
    z.regex(/^\/felimar\/[\w./-]+$/, {
      error: "Image URL must be a path under /felimar/ on this site (letters, digits, - _ . /; not a full URL).",
    }),
    // "." and ".." segments would climb out of /felimar/ once the browser resolves them.
    z.refine((value) => !value.split("/").some((segment) => segment === "." || segment === ".."), {
      error: "Image URL must be a path under /felimar/ on this site (letters, digits, - _ . /; not a full URL).",
    }),
  ),
);

const imageId = z.nullable(z.uuid({ error: "Photo must be an uploaded photo's id." }));

/** Two items with one id would make the editor change both: refused. */
const uniqueIds = <T extends { id: string }>(items: T[]) => new Set(items.map((item) => item.id)).size === items.length;
const list = <T extends z.ZodMiniType<{ id: string }>>(item: T, label: string, max: number) =>
  z.array(item, { error: `The ${label} must be a list.` }).check(
    z.maxLength(max, { error: `At most ${max} ${label}.` }),
    z.refine((items) => uniqueIds(items as { id: string }[]), { error: `Two ${label} have the same id.` }),
  );

export const felimarBundleSchema = z.strictObject({
  id: itemId,
  titel: text("Title", L.bundleTitel),
  /** "€ 95", "€ 79 per maand"; null: no price shown. */
  vanaf_prijs: optionalText("From-price", L.vanafPrijs),
  bullets: z
    .array(text("Bullet", L.bullet), { error: "Bullets must be a list." })
    .check(z.maxLength(L.bullets, { error: `At most ${L.bullets} bullets.` })),
  cta_label: text("Button label", L.ctaLabel),
  hidden,
});

export const felimarGalleryItemSchema = z.strictObject({
  id: itemId,
  titel: text("Title", L.galleryTitel),
  caption: optionalText("Caption", L.caption),
  /** An uploaded photo (stored_images); takes precedence over image_url. */
  imageId,
  /** A picture already on this site (a path); null with no imageId: a drawn illustration. */
  image_url: sitePath,
  hidden,
  created_at: createdAt,
});

export const felimarTestimonialSchema = z.strictObject({
  id: itemId,
  quote: text("Quote", L.quote),
  naam: text("Name", L.naam),
  plaats: text("Place", L.plaats),
  hidden,
  created_at: createdAt,
});

export const felimarDetailsSchema = z.strictObject({
  phone: phone("Phone"),
  whatsapp: phone("WhatsApp number"),
  /** The message a visitor's WhatsApp opens with. */
  whatsappMessage: text("WhatsApp message", L.whatsappMessage),
  email: z
    .string({ error: "E-mail is required." })
    .check(
      z.trim(),
      z.maxLength(L.email, { error: `E-mail may be at most ${L.email} characters.` }),
      z.email({ error: "E-mail must be an e-mail address (name@example.com)." }),
    ),
  /** Office hours as shown ("ma–vr 9:00–18:00"). */
  hours: text("Opening hours", L.hours),
  /** Where the office is ("Benalmádena, Málaga"). */
  base: text("Base", L.base),
  social: z
    .array(
      z.strictObject({
        label: text("Social link label", L.socialLabel),
        handle: text("Social link handle", L.socialHandle),
        href: httpsLink("Social link address"),
      }),
      { error: "Social links must be a list." },
    )
    .check(z.maxLength(L.social, { error: `At most ${L.social} social links.` })),
  founders: z
    .array(
      z.strictObject({
        name: text("Founder's name", L.founderName),
        role: text("Founder's role", L.founderRole),
        bio: text("Founder's bio", L.founderBio),
        imageId,
      }),
      { error: "Founders must be a list." },
    )
    .check(
      z.minLength(1, { error: "At least one founder." }),
      z.maxLength(L.founders, { error: `At most ${L.founders} founders.` }),
    ),
});

export const felimarContentSchema = z.strictObject({
  details: felimarDetailsSchema,
  bundles: list(felimarBundleSchema, "packages", L.bundles),
  gallery: list(felimarGalleryItemSchema, "gallery items", L.gallery),
  testimonials: list(felimarTestimonialSchema, "testimonials", L.testimonials),
});

export type FelimarContent = z.infer<typeof felimarContentSchema>;
export type FelimarDetails = FelimarContent["details"];
export type FelimarBundle = FelimarContent["bundles"][number];
export type FelimarGalleryItem = FelimarContent["gallery"][number];
export type FelimarTestimonial = FelimarContent["testimonials"][number];

/**
 * The content before the owner saves anything: today's contact details and founders
 * (content.ts) and the sample packages and testimonials of migration 0001. Migration
 * 0012 moves whatever the felimar_* tables held into version 1, so on an existing
 * database the lists come from there; `details` is filled from these defaults.
 */
export const felimarContentDefaults: FelimarContent = {
  details: {
    phone: "+34612489307",
    whatsapp: "+34612489307",
    whatsappMessage: "Hallo Felimar! Ik heb een vraag over jullie diensten aan de Costa del Sol.",
    email: "hola@felimar.es",
    hours: "ma–vr 9:00–18:00",
    base: "Benalmádena, Málaga",
    social: [
      { label: "Instagram", handle: "@felimar.costadelsol", href: "https://www.instagram.com/felimar.costadelsol" },
      { label: "Facebook", handle: "Felimar Costa del Sol", href: "https://www.facebook.com/felimar.costadelsol" },
    ],
    founders: [
      {
        name: "Felipe Romero",
        role: "Operations & partners",
        bio: "Geboren in Málaga, twintig jaar in de bouw en het onderhoud aan de kust. Felipe kiest de vakmensen, plant het werk en controleert elke oplevering zelf.",
        imageId: null,
      },
      {
        name: "Marloes de Vries",
        role: "Klantrelaties",
        bio: "Verhuisde in 2012 vanuit Utrecht naar Fuengirola. Marloes is je vaste aanspreekpunt: zij vertaalt je wensen naar een duidelijke afspraak en houdt je op de hoogte.",
        imageId: null,
      },
    ],
  },
  bundles: [
    {
      id: "5e460634-9ee6-451b-9812-ac21a6f3f09d",
      titel: "Aankomstklaar",
      vanaf_prijs: "€ 95",
      bullets: [
        "Controle van de woning vóór je aankomst, met foto's",
        "Schoonmaak, frisse bedden en handdoeken",
        "Airco, water en wifi getest",
        "Boodschappen in huis op je aankomstdag",
      ],
      cta_label: "Plan mijn aankomst",
      hidden: false,
    },
    {
      id: "f41158f1-e4e8-4881-98f7-de3583c7f954",
      titel: "Woningzorg Plus",
      vanaf_prijs: "€ 79 per maand",
      bullets: [
        "Twee keer per maand een controle met foto/video-rapport",
        "Sleutelbeheer en veilige opslag",
        "Ventileren, kranen doorspoelen en post ophalen",
        "Reparaties gecoördineerd met vaste partners",
      ],
      cta_label: "Kies Woningzorg Plus",
      hidden: false,
    },
    {
      id: "f9a41d90-3a6d-4407-b503-4219b17755f0",
      titel: "Comfort & Airco Check",
      vanaf_prijs: "€ 120",
      bullets: [
        "Onderhoud van je airco (split of kanaal)",
        "Filters gereinigd of vervangen",
        "Controle van zonwering en horren",
        "Advies over koeling en isolatie",
      ],
      cta_label: "Vraag deze check aan",
      hidden: false,
    },
    {
      id: "382cba04-0303-43c4-b927-fcb1c325d8af",
      titel: "Renovatie op maat",
      vanaf_prijs: null,
      bullets: [
        "Bezoek en inventarisatie ter plaatse",
        "Transparante offerte van geselecteerde partners",
        "Eén aanspreekpunt en foto-updates tijdens de uitvoering",
        "Oplevering met controle en garantie waar van toepassing",
      ],
      cta_label: "Bespreek mijn project",
      hidden: false,
    },
  ],
  // Empty, as on a fresh install today: the page then shows its six drawn placeholders (copy.ts).
  gallery: [],
  testimonials: [
    {
      id: "1e49c02c-98b7-4bf2-a063-d1bf91b0cfd4",
      quote:
        "We komen drie keer per jaar naar ons appartement. Felimar zorgt dat alles klaarstaat: schoon, de airco aan en de koelkast gevuld. We hoeven nergens meer aan te denken.",
      naam: "Annemiek en Rob",
      plaats: "Benalmádena",
      hidden: false,
      created_at: "2025-05-18T10:00:00.000Z",
    },
    {
      id: "4372e1e2-1225-49e9-8ffd-43962df38e23",
      quote:
        "De zonwering en voorzetramen zijn keurig geplaatst. Elke dag kreeg ik foto's van de voortgang, terwijl ik zelf in Eindhoven zat.",
      naam: "Pieter van Dam",
      plaats: "Fuengirola",
      hidden: false,
      created_at: "2025-04-02T10:00:00.000Z",
    },
    {
      id: "ca21d2f6-fa31-4936-9d36-c7bda448aeed",
      quote:
        "Hulp bij de ITV-keuring en de overschrijving van onze auto: één afspraak, alles in het Nederlands uitgelegd. Wat een rust.",
      naam: "Sandra Hoekstra",
      plaats: "Mijas",
      hidden: false,
      created_at: "2025-02-21T10:00:00.000Z",
    },
    {
      id: "55eacee5-8169-4781-ac2f-ba1aa2f8268c",
      quote:
        "Na een storm was er lekkage terwijl wij in Nederland waren. Binnen een dag stond er een dakdekker en kregen we een duidelijke offerte.",
      naam: "Familie Jansen",
      plaats: "Marbella",
      hidden: false,
      created_at: "2024-11-09T10:00:00.000Z",
    },
  ],
};
