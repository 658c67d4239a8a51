/**
 * The honeypot: a field people never see (moved off-screen, skipped by keyboard and
 * screen readers) that bots fill in. The server answers a filled one with an
 * ordinary success and stores the submission in the inbox's spam folder only (no row
 * in the form's table, no notification; deleted after 30 days), where one click
 * recovers a person caught by mistake. Every public form renders <HoneypotField>
 * and spreads `guardShape` (./form-guard-schema) into its schema. This module
 * holds no schema, so a form's first-load code doesn't pull in zod.
 */
export const HONEYPOT_FIELD = "website";

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
