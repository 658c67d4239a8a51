import type { AnyPgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { LabelledField } from "#app/admin/api-types.ts";
import { adminMessages, type AdminLanguage } from "#app/admin/messages/index.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import type { SiteKey } from "#app/sites/registry.ts";
import type { Db } from "#server/db/database.ts";
import { sitesOfForm, type FormKey } from "./forms";

/*
 * What a form module defines (docs/decisions/0016): one folder per form, app/forms/<form>/,
 * whose `<form>.server.ts` calls defineForm. The endpoint, the inbox, the notifications,
 * erasure, retention and the logger read these definitions (app/forms/index.server.ts).
 */

/** The languages forms speak to visitors and owners in. */
export type ReplyLanguage = "en" | "nl" | "es" | "no";

/** One text in each language. */
export type Words = Record<ReplyLanguage, string>;

/** A back-office language as the forms' words name it: Norwegian Bokmål is their "no". */
export function replyLanguageOf(language: AdminLanguage): ReplyLanguage {
  return language === "nb" ? "no" : language;
}

/** A stored field, named in each language, and how to write its value for someone who reads one of them. */
export interface OwnerLabel {
  key: string;
  /** The submission page's label, in its reader's language, and the header of its column in the spreadsheet, in the exporter's. */
  label: Words;
  format?: (value: unknown, language: AdminLanguage) => string | null;
  /**
   * Its column in the inbox's spreadsheet (server/inbox/xlsx-export.ts), headed by `label`:
   * for a stored code, the text to show instead. null for a field the sheet itself names (its
   * form, its site) or leaves out (a phone's text as written beside its E.164 value).
   */
  column: ExportColumn | null;
}

/** A field's column in the spreadsheet export. */
export interface ExportColumn {
  /** The cell's text in that language; without it the value is written as stored (text, yes/no as a boolean). */
  value?: (value: unknown, language: ReplyLanguage) => string | null;
  /** The forms whose sheet has the column, when not every form of the module asks for the field. */
  forms?: readonly FormKey[];
}

export interface Wording {
  subject: string;
  body: string;
}

/** What one form (one key) says to people; a module may define two (Felimar's quote dialog and contact form). */
export interface FormWords {
  /** The first words of the owner's e-mail subject, in the site's language. */
  headline: Words;
  /** What a submission is about, for that subject: a quote's package or service, a sign-up's site. */
  about?: (fields: Record<string, unknown>, siteName: string) => string | null;
  /** The visitor's confirmation until the owner words their own, in the site's language. */
  confirmation: Record<ReplyLanguage, (siteName: string) => Wording>;
  /** How a site's members hear of a submission until they choose (operators hear nothing). */
  membersHear: "instant" | "digest";
}

/** Columns the database fills (a random id, its own clock): a form's row never names them. */
export const DATABASE_COLUMNS = ["id", "createdAt"] as const;
type DatabaseColumn = (typeof DATABASE_COLUMNS)[number];

/** A form's table has the inbox row's id and created_at (server/db/columns.ts). */
type FormTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

/** A row as a form writes it: every column but the database's and the endpoint's, none left out. */
type FormRow<T extends FormTable, E extends string> = Required<Omit<T["$inferInsert"], DatabaseColumn | E>>;

/**
 * What the inbox keeps of one form submission: the list's columns (name, e-mail, phone,
 * message) copied out, and every field as the visitor submitted it under the form's own
 * names (`fields`), so the detail shows them all and "not spam" can rebuild the form's row.
 */
export interface SubmissionRecord {
  site: SiteKey;
  form: FormKey;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  fields: Record<string, unknown>;
}

interface FormSpec<T extends FormTable, Body, K extends FormKey, E extends string> {
  /** The forms it defines, by key (submissions.form); their sites and names are in app/forms/forms.ts. */
  forms: Record<K, FormWords>;
  /** Its table (app/forms/<form>/table.server.ts). */
  table: T;
  /** Columns its endpoint fills from the request, not the body (Felimar's idempotency key). */
  endpointColumns?: readonly E[];
  /**
   * The body as the inbox keeps it: the list's, search's and export's columns (name, e-mail,
   * phone, message) and every field under the form's own names, the honeypot's too.
   */
  record(body: Body): SubmissionRecord & { form: K };
  /** The body as its table's row. */
  row(body: Body): FormRow<T, E>;
  /** The row again from the inbox's stored fields, for a submission taken out of the spam folder. */
  restoredRow(fields: Record<string, unknown>): FormRow<T, E>;
  /** Every field it stores, labelled in each language, in the form's order. */
  ownerLabels: readonly OwnerLabel[];
  /** The language the visitor wrote in: replies and the confirmation's copy use it. */
  replyLanguage(fields: Record<string, unknown>): ReplyLanguage;
  /**
   * The columns that say whom a row is about (erasure and access requests match them), and
   * its site's column when the table holds several sites' rows.
   */
  erasure: { email: AnyPgColumn; phone?: AnyPgColumn; site?: AnyPgColumn };
  /** "months": a row goes RETENTION_MONTHS after created_at, or with its spam; "kept": however old. */
  retention: "months" | "kept";
  /** Its fields' keys that no log line may show (server/logger.ts). */
  redact: readonly string[];
}

type FormModule<T extends FormTable, Body, K extends FormKey, E extends string> = FormSpec<T, Body, K, E> & {
  keys: K[];
  sites: SiteKey[];
  /** The detail's fields, labelled in `language` (see labelFields); English unless told, as webhooks' payloads keep it. */
  labelFields(fields: Record<string, unknown>, language?: AdminLanguage): LabelledField[];
  /** Writes its row for a submission taken out of spam (same id and time); a row already there stays. */
  restore(tx: Db, submission: { id: string; createdAt: Date; fields: Record<string, unknown> }): Promise<void>;
};

/** Any form module, as the registry lists them. */
export type RegisteredForm = Omit<FormModule<FormTable, never, FormKey, string>, "forms" | "row" | "restoredRow"> & {
  forms: Partial<Record<FormKey, FormWords>>;
  row(body: never): Record<string, unknown>;
  restoredRow(fields: Record<string, unknown>): Record<string, unknown>;
};

export function defineForm<T extends FormTable, Body, K extends FormKey, E extends string = never>(
  spec: FormSpec<T, Body, K, E>,
): FormModule<T, Body, K, E> {
  const keys = Object.keys(spec.forms) as K[];
  return {
    ...spec,
    keys,
    sites: [...new Set(keys.flatMap(sitesOfForm))],
    labelFields: (fields, language = "en") => labelFields(fields, spec.ownerLabels, language),
    async restore(tx, { id, createdAt, fields }) {
      const row = { id, createdAt, ...spec.restoredRow(fields) } as PgInsertValue<T>;
      await tx.insert(spec.table).values(row).onConflictDoNothing();
    },
  };
}

export const yesNo = (value: unknown, language: AdminLanguage) => {
  const words = adminMessages(language).inbox.fields;
  return value === true ? words.yes : value === false ? words.no : null;
};

/**
 * The detail's fields in the form's order, labelled in `language`. Blank optional fields are
 * left out; a field the form does not list (the honeypot's, an old form's) is shown under
 * its own name, so nothing stored is hidden from the owner.
 */
function labelFields(
  fields: Record<string, unknown>,
  known: readonly OwnerLabel[],
  language: AdminLanguage,
): LabelledField[] {
  const labelled: LabelledField[] = [];
  const push = (key: string, label: string, value: string | null) => {
    if (value !== null && value !== "") labelled.push({ key, label, value });
  };
  for (const field of known) {
    if (field.key in fields)
      push(field.key, field.label[replyLanguageOf(language)], (field.format ?? plain)(fields[field.key], language));
  }
  for (const [key, value] of Object.entries(fields)) {
    if (known.some((field) => field.key === key)) continue;
    push(key, key === HONEYPOT_FIELD ? adminMessages(language).inbox.fields.honeypot : key, plain(value, language));
  }
  return labelled;
}

function plain(value: unknown, language: AdminLanguage): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return yesNo(value, language);
  return JSON.stringify(value);
}

/** A stored field as text, or null (for rebuilding a form's row from `fields`). */
export function text(fields: Record<string, unknown>, key: string): string | null {
  const value = fields[key];
  return typeof value === "string" && value !== "" ? value : null;
}
