import * as z from "zod/mini";

/**
 * The honeypot: a field people never see (moved off-screen, skipped by keyboard and
 * screen readers) that bots fill in. The server answers a filled one with an
 * ordinary success and stores nothing. Every public form includes both parts below.
 */
export const HONEYPOT_FIELD = "website";

/** Spread into a form schema: `z.strictObject({ ...honeypotShape, … })`. */
export const honeypotShape = { [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(200))) };

export function HoneypotField(props: React.ComponentProps<"input">) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} name={HONEYPOT_FIELD} />
      </label>
    </div>
  );
}
