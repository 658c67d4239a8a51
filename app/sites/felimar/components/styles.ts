/*
 * The page's button looks, as class strings (no runtime library): terracotta for the
 * main call to action, sea blue, WhatsApp green, and outlines for light and dark
 * backgrounds. Every pair meets 4.5:1 contrast. Plain string joins, not `cn`, so
 * tailwind-merge stays out of the page's first-load JavaScript.
 */
const base =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[background-color,color,box-shadow,transform] duration-200 outline-none focus-visible:ring-[3px] focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 active:translate-y-px [&_svg]:shrink-0";

const variants = {
  terra:
    "bg-(--fm-terra) text-white shadow-[0_10px_24px_-12px_rgba(178,74,34,0.7)] hover:bg-(--fm-terra-hover) focus-visible:ring-(--fm-terra)/50",
  sea: "bg-(--fm-sea) text-white hover:bg-(--fm-navy) focus-visible:ring-(--fm-sea)/50",
  whatsapp: "bg-(--fm-whatsapp) text-white hover:bg-(--fm-whatsapp-hover) focus-visible:ring-(--fm-whatsapp)/50",
  outline:
    "border border-(--fm-navy)/25 bg-white/70 text-(--fm-navy) hover:border-(--fm-navy)/50 hover:bg-white focus-visible:ring-(--fm-sea)/40",
  light:
    "bg-white text-(--fm-navy) hover:bg-(--fm-sand-2) focus-visible:ring-white/60 focus-visible:ring-offset-(--fm-navy)",
  ghostLight:
    "border border-white/35 text-white hover:bg-white/10 focus-visible:ring-white/60 focus-visible:ring-offset-(--fm-navy)",
} as const;

const sizes = {
  sm: "h-10 px-4 text-sm [&_svg]:size-4",
  md: "h-12 px-6 text-[0.95rem] [&_svg]:size-[1.1rem]",
  lg: "h-14 px-7 text-base [&_svg]:size-5",
} as const;

export function fmButton(
  variant: keyof typeof variants = "terra",
  size: keyof typeof sizes = "md",
  className?: string,
) {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(" ");
}

/** Joins class names (no merging: callers do not pass conflicting classes). */
export function cx(...classes: (string | false | null | undefined)[]) {
  return classes.filter(Boolean).join(" ");
}

/** Small uppercase label above a section title. */
export const eyebrowClass = "text-xs font-bold tracking-[0.18em] uppercase";
