/*
 * The notebook's controls. Same look and tokens as app/ui (Button, Input, Switch),
 * written as plain class strings and native elements: the writing and note pages
 * must stay within the first-load JavaScript budget, and tailwind-merge, Radix's
 * Switch and Label cost more than these pages' own code.
 */

/** Joins class names. No merging: `extra` must never repeat a property the variant or size sets. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}

const BUTTON_BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors outline-none focus-visible:ring-[3px] disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const BUTTON_VARIANTS = {
  primary: "bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring/50",
  human: "bg-[var(--human)] text-white hover:bg-[#124d31] focus-visible:ring-ring/50",
  outline: "border border-input bg-transparent hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50",
  ghost: "hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50",
  /** Light on the dark call-to-action band. */
  inverse: "bg-background text-foreground hover:bg-accent focus-visible:ring-background/70",
} as const;

const BUTTON_SIZES = {
  md: "h-10 px-4 text-sm rounded-full",
  lg: "h-12 px-6 text-base rounded-full",
  xl: "h-12 px-7 text-base rounded-full",
  field: "h-11 px-5 text-base rounded-md",
  /** The writing page's submit: compact on phones, so it shares a row with the private switch. */
  submit: "h-12 px-5 text-[15px] sm:px-6 sm:text-base rounded-full",
} as const;

export function buttonClass(
  variant: keyof typeof BUTTON_VARIANTS = "primary",
  size: keyof typeof BUTTON_SIZES = "md",
  extra?: string,
): string {
  return cx(BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], extra);
}

export const inputClass =
  "flex h-11 w-full min-w-0 rounded-md border border-input bg-[#fffffd] px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20";

export const labelClass = "text-sm font-medium leading-none";

/** An accessible on/off switch: a native button with role="switch". */
export function Toggle({
  id,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cx(
        "inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-transparent shadow-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60",
        checked ? "bg-[var(--human-fill)]" : "bg-input",
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          "pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform",
          checked ? "translate-x-5" : "translate-x-0.5",
        )}
      />
    </button>
  );
}
