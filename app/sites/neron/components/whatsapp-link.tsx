import type { NeronShop } from "../content";

/** The WhatsApp speech bubble with a handset, drawn for this site. */
export function WhatsAppGlyph({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
        d="M3.6 20.4l1.2-4.3A8.6 8.6 0 1 1 8 19.3z"
      />
      <path
        fill="currentColor"
        d="M9.2 7.4c.3 0 .5 0 .7.5l.7 1.6c.1.2.1.4 0 .6l-.5.7c-.1.2-.1.4 0 .6.6 1.1 1.5 2 2.7 2.6.2.1.4.1.6-.1l.6-.7c.2-.2.4-.2.6-.1l1.6.8c.3.1.4.3.4.5 0 .9-.6 1.8-1.6 1.9-.8.1-1.9 0-3.6-.9-2.3-1.2-3.6-3.5-3.9-4.4-.4-1.3.1-2.5.9-3.1.2-.1.5-.1.8-.1z"
      />
    </svg>
  );
}

/**
 * Floating link to a WhatsApp chat with a prefilled message; opens in a new tab. It
 * floats outside the page's main and footer, so it brings its own landmark (an aside):
 * content outside every landmark is skipped by those who move from landmark to landmark.
 */
export function WhatsAppLink({ shop }: { shop: NeronShop }) {
  return (
    <aside aria-label="WhatsApp">
      <a
        href={shop.whatsapp.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Escríbenos por WhatsApp (se abre en una pestaña nueva)"
        className="nr-whatsapp"
      >
        <WhatsAppGlyph className="size-7" />
        <span className="hidden text-[0.95rem] font-semibold md:inline">WhatsApp</span>
      </a>
    </aside>
  );
}
