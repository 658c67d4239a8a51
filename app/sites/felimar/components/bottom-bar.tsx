import { useContact, whatsappHref } from "../contact-context";
import { WhatsAppIcon } from "./icons";
import { QuoteButton } from "./quote-provider";
import { fmButton } from "./styles";

/** Small screens only: the two main actions stay in reach at the bottom of the screen. */
export function BottomBar() {
  return (
    <div
      data-testid="felimar-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-(--fm-navy)/10 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-12px_30px_-20px_rgba(15,42,68,0.5)] backdrop-blur md:hidden"
    >
      <div className="mx-auto grid max-w-md grid-cols-2 gap-3">
        <QuoteButton className={fmButton("terra", "md", "w-full px-3")}>Vraag offerte</QuoteButton>
        <a
          href={whatsappHref(useContact())}
          target="_blank"
          rel="noopener noreferrer"
          className={fmButton("whatsapp", "md", "w-full px-3")}
        >
          <WhatsAppIcon />
          WhatsApp
          <span className="sr-only"> (opent in een nieuw tabblad)</span>
        </a>
      </div>
    </div>
  );
}
