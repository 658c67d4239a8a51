import type { LabelledField } from "#app/admin/api-types.ts";
import type { Db } from "../../db/database";

/** What the back office knows about one form: how to label its fields, reply, and rebuild its row. */
export interface FormDefinition {
  /** Every stored field with an English label, in the form's order. */
  labelFields(fields: Record<string, unknown>): LabelledField[];
  /** The language the visitor wrote in: replies (mail subject, WhatsApp greeting) use it. */
  replyLanguage(fields: Record<string, unknown>): ReplyLanguage;
  /**
   * Writes the form's own row for a submission moved out of the spam folder (same id and
   * time), from `fields`. A row that is there already is left as it is.
   */
  restore(tx: Db, submission: { id: string; createdAt: Date; fields: Record<string, unknown> }): Promise<void>;
}

export type ReplyLanguage = "en" | "nl" | "es" | "no";
