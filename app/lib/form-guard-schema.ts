import * as z from "zod/mini";
import { HONEYPOT_FIELD } from "./honeypot";
import { TYPING_FIELD, typingReportSchema } from "./typing-report";

/** The field a form's proof of work travels in, as ALTCHA's widget names it. */
export const PROOF_OF_WORK_FIELD = "altcha";

/**
 * What every public form sends beside its own fields, spread into its schema:
 * `z.strictObject({ ...guardShape, … })`. Each is optional, so a request without them is
 * still parsed and answered like any other; the server then decides what it is
 * (server/forms/spam-verdict.ts):
 * - the honeypot (app/lib/honeypot.tsx), which people leave empty;
 * - the proof of work: base64 of ALTCHA's `{algorithm, challenge, number, salt, signature}`;
 * - how the free-text fields were typed (app/lib/typing-report.ts).
 * No zod in a form's first-load code: this module is imported by schemas only.
 */
export const guardShape = {
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(200))),
  [PROOF_OF_WORK_FIELD]: z.optional(z.string().check(z.maxLength(1_000))),
  [TYPING_FIELD]: z.optional(typingReportSchema),
};
