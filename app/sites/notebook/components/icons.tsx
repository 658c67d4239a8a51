/*
 * The few line icons the notebook uses, drawn with the sites' one icon frame
 * (app/ui/svg-icon.tsx) so the pages load no icon library. Decorative: always next to a
 * text label.
 */
import type { ReactNode } from "react";
import { SvgIcon } from "#app/ui/svg-icon.tsx";

type IconProps = { className?: string };

/** One of the notebook's icons: 16 px (size-4) unless the caller sizes it. */
function icon(shapes: ReactNode) {
  return function NotebookIcon({ className = "size-4" }: IconProps) {
    return <SvgIcon className={className}>{shapes}</SvgIcon>;
  };
}

export const ArrowRight = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const ArrowLeft = icon(<path d="M19 12H5M11 6l-6 6 6 6" />);
export const ChevronDown = icon(<path d="m6 9 6 6 6-6" />);
export const Eye = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOff = icon(
  <>
    <path d="M9.9 5.2A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);
export const Lock = icon(
  <>
    <rect x="4.5" y="11" width="15" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const CircleCheck = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12.5 2.8 2.8L16 9.5" />
  </>,
);
export const CircleX = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);
export const Keyboard = icon(
  <>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10" />
  </>,
);
export const Spinner = icon(<path d="M21 12a9 9 0 1 1-6.2-8.6" />);
export const ShieldCheck = icon(
  <>
    <path d="M12 3 19 6v6c0 4.4-3 7.6-7 9-4-1.4-7-4.6-7-9V6Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const LinkIcon = icon(<path d="M9 17H7A5 5 0 0 1 7 7h2M15 7h2a5 5 0 0 1 0 10h-2M8 12h8" />);
export const Pen = icon(<path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />);
export const KeyIcon = icon(
  <>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="m10.7 12.3 9.3-9.3M17 6l3 3M14.5 8.5l2 2" />
  </>,
);
