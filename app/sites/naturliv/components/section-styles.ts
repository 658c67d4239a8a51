/** Class lists the landing page's sections share (components/sections.tsx and its sibling section files). */
export const container = "mx-auto w-full max-w-7xl px-5 sm:px-8";
export const eyebrow = "text-sm font-semibold tracking-[0.16em] text-(--nl-timber-ink) uppercase";
export const sectionTitle =
  "nl-serif text-4xl leading-[1.08] font-semibold tracking-tight text-(--nl-forest) sm:text-5xl";
export const secondaryButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full border border-(--nl-forest) px-7 text-base font-semibold text-(--nl-forest) transition-colors outline-none hover:bg-(--nl-forest) hover:text-white focus-visible:ring-[3px] focus-visible:ring-ring/50";
