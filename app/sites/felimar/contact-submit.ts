import * as z from "zod/mini";
import { ApiRequestError, postJson } from "#app/lib/api-client.ts";
import type { GuardFields } from "#app/lib/form-guard.ts";

// The form's guard comes with this module, on the form's first focus, not with the page (docs/decisions/0004-first-load-javascript.md).
export { createFormGuard } from "#app/lib/form-guard.ts";
import { requestSchema, type RequestData } from "#app/forms/felimar-request/schema.ts";

/*
 * The contact form's validation and sending, loaded when the visitor first focuses
 * the form (or submits it), so zod stays out of the page's first-load JavaScript.
 * The rules are the shared request schema's, the same the server enforces.
 */

export type ContactField = "naam" | "telefoon" | "email" | "plaats" | "details";
export const CONTACT_FIELDS: ContactField[] = ["naam", "telefoon", "email", "plaats", "details"];

export interface ContactValues {
  naam: string;
  telefoon: string;
  email: string;
  plaats: string;
  details: string;
  website: string;
}

const schema = requestSchema();

type Validation = { ok: true; data: RequestData } | { ok: false; errors: Partial<Record<ContactField, string>> };

/** Checks the values with the shared schema; one Dutch message per wrong field. */
export function validateContact(values: ContactValues): Validation {
  const parsed = z.safeParse(schema, {
    ...values,
    categorie: "algemeen",
    voorkeurs_tijd: null,
    sleutel_beheer: false,
    formulier: "contact",
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (CONTACT_FIELDS as string[]).includes(field))
      errors[field as ContactField] ??= issue.message;
  }
  return { ok: false, errors };
}

export type SendResult =
  { ok: true } | { ok: false; fieldErrors: Partial<Record<ContactField, string>>; detail?: string };

/** Stores the request (categorie 'algemeen', formulier 'contact': the inbox files it as a contact message); never throws. */
export async function sendContact(
  data: RequestData,
  idempotencyKey: string,
  guardFields: GuardFields,
): Promise<SendResult> {
  try {
    await postJson("/api/felimar/requests", { ...data, ...guardFields, idempotency_key: idempotencyKey });
    return { ok: true };
  } catch (cause) {
    if (!(cause instanceof ApiRequestError)) return { ok: false, fieldErrors: {} };
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const field of CONTACT_FIELDS) if (cause.fields[field]) fieldErrors[field] = cause.fields[field];
    return { ok: false, fieldErrors, detail: cause.status === 429 ? cause.message : undefined };
  }
}
