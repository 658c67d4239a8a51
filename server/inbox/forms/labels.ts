import type { LabelledField } from "#app/admin/api-types.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";

/** One field of a form: its name in `fields`, its English label, and how to write its value. */
export interface FieldLabel {
  key: string;
  label: string;
  format?: (value: unknown) => string | null;
}

export const yesNo = (value: unknown) => (value === true ? "Yes" : value === false ? "No" : null);

/**
 * The detail's fields in the form's order, labelled in English. Blank optional fields are
 * left out; a field the form does not list (the honeypot's, an old form's) is shown under
 * its own name, so nothing stored is hidden from the owner.
 */
export function labelFields(fields: Record<string, unknown>, known: readonly FieldLabel[]): LabelledField[] {
  const labelled: LabelledField[] = [];
  const push = (key: string, label: string, value: string | null) => {
    if (value !== null && value !== "") labelled.push({ key, label, value });
  };
  for (const field of known) {
    if (field.key in fields) push(field.key, field.label, (field.format ?? plain)(fields[field.key]));
  }
  for (const [key, value] of Object.entries(fields)) {
    if (known.some((field) => field.key === key)) continue;
    push(key, key === HONEYPOT_FIELD ? "Hidden anti-spam field (filled by bots)" : key, plain(value));
  }
  return labelled;
}

function plain(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return yesNo(value);
  return JSON.stringify(value);
}

/** A stored field as text, or null (for rebuilding a form's row from `fields`). */
export function text(fields: Record<string, unknown>, key: string): string | null {
  const value = fields[key];
  return typeof value === "string" && value !== "" ? value : null;
}
