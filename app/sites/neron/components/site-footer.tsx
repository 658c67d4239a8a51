import type { NeronShop } from "../content";
import { Monogram } from "./site-header";

export function SiteFooter({ shop }: { shop: NeronShop }) {
  return (
    <footer className="nr-on-dark nr-footer">
      <div className="nr-container grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.2fr_1.3fr_1fr_1.1fr]">
        <div>
          <p className="flex items-center gap-3">
            <Monogram className="nr-monogram-dark" />
            <span className="flex flex-col leading-none">
              <span className="nr-serif text-[1.75rem] font-semibold tracking-[0.04em]">Neron</span>
              <span className="mt-1 text-[0.68rem] font-semibold tracking-[0.34em] text-[var(--nr-gold-light)] uppercase">
                Antigüedades
              </span>
            </span>
          </p>
          <p className="mt-5 max-w-xs text-[var(--nr-on-dark-muted)]">
            Antigüedades, numismática y arte en {shop.address.town} desde {shop.foundingYear}.
          </p>
        </div>
        <div>
          <h2 className="nr-footer-title">Dirección</h2>
          <address className="mt-4 text-[var(--nr-on-dark-muted)] not-italic">
            {shop.address.street}
            <br />
            {shop.address.postalCode} {shop.address.town}
            <br />
            {shop.address.province}, {shop.address.country}
          </address>
        </div>
        <div>
          <h2 className="nr-footer-title">Horario</h2>
          <p className="mt-4 text-[var(--nr-on-dark-muted)]">
            {shop.openingHours.label}
            <br />
            {shop.openingHours.periodsText}
          </p>
        </div>
        <div>
          <h2 className="nr-footer-title">Contacto</h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={shop.phone.href} className="nr-link">
                {shop.phone.display}
              </a>
            </li>
            <li>
              <a href={shop.email.href} className="nr-link [overflow-wrap:anywhere]">
                {shop.email.display}
              </a>
            </li>
            {shop.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className="nr-link">
                  {link.name}
                  <span className="sr-only"> (se abre en una pestaña nueva)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-[rgb(214_184_120/0.25)]">
        <div className="nr-container flex flex-col gap-3 py-6 pb-24 text-sm text-[var(--nr-on-dark-muted)] sm:flex-row sm:justify-between md:pb-6">
          <p>© {shop.name}. Todos los derechos reservados.</p>
          <p>
            <a href="#inicio" className="nr-link">
              Volver arriba
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
