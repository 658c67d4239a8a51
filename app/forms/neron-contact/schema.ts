import * as z from "zod/mini";
import { guardShape } from "#app/lib/form-guard-schema.ts";

/**
 * The Neron contact form (stored in neron_contacto): nombre, email, telefono and
 * mensaje, all required. One schema for the form and POST /api/neron/contact; the
 * browser loads it on first use of the form, so zod stays out of the first load.
 */
export const LIMITS = {
  nombre: 100,
  email: 254,
  telefono: 30,
  phoneDigitsMin: 6,
  /** E.164: at most 15 digits, country code included. */
  phoneDigitsMax: 15,
  mensaje: 2000,
} as const;

export const contactMessages = {
  nombre: "Indica tu nombre.",
  nombreLargo: `El nombre no puede superar los ${LIMITS.nombre} caracteres.`,
  email: "Indica tu correo electrónico.",
  emailInvalido: "Introduce un correo electrónico válido, p. ej. nombre@correo.es.",
  telefono: "Indica tu teléfono.",
  telefonoInvalido: "Introduce un teléfono válido, p. ej. 600 123 456 o +34 600 123 456.",
  /** The server reads the number in several countries: this one exists in two of them. */
  telefonoPrefijo: "Este número existe en más de un país: añade el prefijo, p. ej. +34.",
  mensaje: "Escribe tu mensaje.",
  mensajeLargo: `El mensaje no puede superar los ${LIMITS.mensaje} caracteres.`,
  /** The top-level message of a 400. */
  invalido: "Revisa los campos marcados.",
  /** A field the form does not have. */
  campoDesconocido: "Campo no permitido.",
  /** Answer to too many submissions (429). */
  demasiados: "Has enviado demasiados mensajes seguidos. Espera un minuto y vuelve a intentarlo.",
} as const;

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

function phoneDigits(value: string): number {
  return value.replace(/\D/g, "").length;
}

/** A trimmed, required text: a missing, non-text or blank value gets `required`. */
function requiredText(required: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }));
}

export const contactSchema = z.strictObject({
  nombre: requiredText(contactMessages.nombre).check(
    z.maxLength(LIMITS.nombre, { error: contactMessages.nombreLargo }),
  ),
  email: z.pipe(
    requiredText(contactMessages.email),
    z
      .email({ error: contactMessages.emailInvalido })
      .check(z.maxLength(LIMITS.email, { error: contactMessages.emailInvalido })),
  ),
  telefono: z.pipe(
    requiredText(contactMessages.telefono),
    z.string().check(
      z.maxLength(LIMITS.telefono, { error: contactMessages.telefonoInvalido }),
      z.regex(PHONE_CHARACTERS, { error: contactMessages.telefonoInvalido }),
      z.refine((value) => phoneDigits(value) >= LIMITS.phoneDigitsMin && phoneDigits(value) <= LIMITS.phoneDigitsMax, {
        error: contactMessages.telefonoInvalido,
      }),
    ),
  ),
  mensaje: requiredText(contactMessages.mensaje).check(
    z.maxLength(LIMITS.mensaje, { error: contactMessages.mensajeLargo }),
  ),
  ...guardShape,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
export type ContactField = "nombre" | "email" | "telefono" | "mensaje";
export const CONTACT_FIELDS: readonly ContactField[] = ["nombre", "email", "telefono", "mensaje"];

/** One message per field (the first problem found), for showing under the fields. */
export function validateContact(
  values: unknown,
): { data: ContactValues; errors?: undefined } | { data?: undefined; errors: Partial<Record<ContactField, string>> } {
  const result = z.safeParse(contactSchema, values);
  if (result.success) return { data: result.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (CONTACT_FIELDS as readonly string[]).includes(field))
      errors[field as ContactField] ??= issue.message;
  }
  return { errors };
}
