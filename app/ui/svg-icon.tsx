import type * as React from "react";

/*
 * The one way the sites draw an icon: Lucide's shapes (ISC licence, https://lucide.dev),
 * or a mark Lucide lacks drawn in its style, as JSX inside this frame (24 px grid,
 * strokes in currentColor with round caps and joins). Each site keeps its icons in its own
 * module (app/sites/<site>/components/icons.tsx; the networks' marks in ./social-icons.tsx)
 * so a page's first load carries only its own and no icon runtime (lucide-react's is for
 * the back office and this folder's primitives, which load after the first paint).
 * Decorative (aria-hidden): the link or button around an icon, or the text beside it,
 * names it.
 */
export type SvgIconProps = React.ComponentProps<"svg">;

export function SvgIcon({ children, ...props }: SvgIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
