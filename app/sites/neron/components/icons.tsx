/**
 * The few line icons this page uses, by name, in the sites' one icon frame
 * (app/ui/svg-icon.tsx): 24×24, stroked in currentColor. Kept local rather than importing
 * an icon library so the page's first-load JavaScript stays small. Outlines follow Lucide
 * (ISC licence).
 */
import { SvgIcon } from "#app/ui/svg-icon.tsx";

const shapes = {
  clock: <path d="M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0M12 7v5l3 2" />,
  mapPin: (
    <path d="M19 10c0 5-5.5 10.2-7.4 11.8a1 1 0 0 1-1.2 0C8.5 20.2 5 15 5 10a7 7 0 0 1 14 0M14.5 10a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0" />
  ),
  phone: (
    <path d="M13.8 16.6a1 1 0 0 0 1.2-.3l.4-.5A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.5.4a1 1 0 0 0-.3 1.2 14 14 0 0 0 6.4 6.4" />
  ),
  mail: (
    <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2m18 3-9 5.7a2 2 0 0 1-2 0L2 7" />
  ),
  eye: (
    <path d="M2.1 12.3a1 1 0 0 1 0-.6 10.8 10.8 0 0 1 19.8 0 1 1 0 0 1 0 .6 10.8 10.8 0 0 1-19.8 0M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0" />
  ),
  check: <path d="M20 6 9 17l-5-5" />,
  send: (
    <path d="M14.5 21.7a.5.5 0 0 0 .9 0l6.5-19a.5.5 0 0 0-.6-.6l-19 6.5a.5.5 0 0 0 0 .9l7.9 3.2a2 2 0 0 1 1.1 1.1zM21.9 2.1 10.9 13.1" />
  ),
  gem: <path d="M6 3h12l4 6-10 13L2 9ZM11 3 8 9l4 13 4-13-3-6M2 9h20" />,
  coins: (
    <path d="M11 15h2a2 2 0 1 0 0-4h-3c-.6 0-1.1.2-1.4.6L3 17m4 4 1.6-1.4c.3-.4.8-.6 1.4-.6h4c1.1 0 2.1-.4 2.8-1.2l4.6-4.4a2 2 0 0 0-2.8-2.9l-4.2 3.9M2 16l6 6M18.9 9a2.9 2.9 0 1 1-5.8 0 2.9 2.9 0 0 1 5.8 0M9 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0" />
  ),
  book: (
    <path d="M12 7v14M16 12h2M16 8h2M3 18a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h5a4 4 0 0 1 4 4 4 4 0 0 1 4-4h5a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1h-6a3 3 0 0 0-3 3 3 3 0 0 0-3-3zM6 12h2M6 8h2" />
  ),
};

export type IconName = keyof typeof shapes;

export function Icon({
  name,
  className = "size-5",
  strokeWidth = 1.75,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <SvgIcon strokeWidth={strokeWidth} className={className}>
      {shapes[name]}
    </SvgIcon>
  );
}

/** The WhatsApp speech bubble with a filled handset, drawn for this site. */
export function WhatsAppGlyph({ className = "" }: { className?: string }) {
  return (
    <SvgIcon strokeWidth={1.7} className={className}>
      <path d="M3.6 20.4l1.2-4.3A8.6 8.6 0 1 1 8 19.3z" />
      <path
        fill="currentColor"
        stroke="none"
        d="M9.2 7.4c.3 0 .5 0 .7.5l.7 1.6c.1.2.1.4 0 .6l-.5.7c-.1.2-.1.4 0 .6.6 1.1 1.5 2 2.7 2.6.2.1.4.1.6-.1l.6-.7c.2-.2.4-.2.6-.1l1.6.8c.3.1.4.3.4.5 0 .9-.6 1.8-1.6 1.9-.8.1-1.9 0-3.6-.9-2.3-1.2-3.6-3.5-3.9-4.4-.4-1.3.1-2.5.9-3.1.2-.1.5-.1.8-.1z"
      />
    </SvgIcon>
  );
}
