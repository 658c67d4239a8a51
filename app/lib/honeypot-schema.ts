import * as z from "zod/mini";
import { HONEYPOT_FIELD } from "./honeypot";

/** Spread into a form schema: `z.strictObject({ ...honeypotShape, … })`. */
export const honeypotShape = { [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(200))) };
