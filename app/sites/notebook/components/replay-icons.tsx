/*
 * The replay's two icons, filled, in the sites' icon frame like ./icons.tsx (decorative,
 * always beside a label), kept here so the note page's first load carries only the one
 * it shows.
 */
import { SvgIcon } from "#app/ui/svg-icon.tsx";

export const PlayIcon = ({ className = "size-4" }: { className?: string }) => (
  <SvgIcon fill="currentColor" stroke="none" className={className}>
    <path d="M7 4.8v14.4a1 1 0 0 0 1.5.86l12-7.2a1 1 0 0 0 0-1.72l-12-7.2A1 1 0 0 0 7 4.8Z" />
  </SvgIcon>
);

export const PauseIcon = ({ className = "size-4" }: { className?: string }) => (
  <SvgIcon fill="currentColor" stroke="none" className={className}>
    <rect x="6" y="4.5" width="4" height="15" rx="1" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" />
  </SvgIcon>
);
