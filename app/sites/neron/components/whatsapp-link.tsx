import type { NeronShop } from "../content";
import { WhatsAppGlyph } from "./icons";

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
