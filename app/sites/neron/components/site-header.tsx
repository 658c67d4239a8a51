import type { NeronShop } from "../content";
import { Icon } from "./icons";

const navigation = [
  { href: "#colecciones", label: "Colecciones" },
  { href: "#galeria", label: "Galería" },
  { href: "#servicios", label: "Servicios" },
  { href: "#contacto", label: "Contacto" },
];

export function Monogram({ className = "" }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`nr-monogram ${className}`}>
      N
    </span>
  );
}

export function SiteHeader({ shop }: { shop: NeronShop }) {
  return (
    <header>
      <div className="nr-on-dark text-[0.8rem] tracking-wide">
        <div className="nr-container flex min-h-10 items-center justify-center gap-6 py-2 sm:justify-between">
          <p className="flex items-center gap-2">
            <Icon name="clock" className="size-3.5 text-[var(--nr-gold-light)]" />
            <span>
              {shop.openingHours.label}, {shop.openingHours.periodsText}
            </span>
          </p>
          <p className="hidden items-center gap-2 sm:flex">
            <Icon name="mapPin" className="size-3.5 text-[var(--nr-gold-light)]" />
            {shop.address.street}, {shop.address.town} ({shop.address.province})
          </p>
        </div>
      </div>
      <div className="border-b border-[var(--border)]">
        <div className="nr-container flex flex-col items-center gap-4 py-5 md:flex-row md:justify-between md:gap-8">
          <a href="#inicio" className="flex items-center gap-3" aria-label={`${shop.name}, inicio`}>
            <Monogram />
            <span className="flex flex-col leading-none">
              <span className="nr-serif text-[1.9rem] font-semibold tracking-[0.04em]">Neron</span>
              <span className="mt-1 text-[0.68rem] font-semibold tracking-[0.34em] text-[var(--nr-gold-text)] uppercase">
                Antigüedades
              </span>
            </span>
          </a>
          <nav aria-label="Secciones" className="max-w-full overflow-x-auto">
            <ul className="flex gap-x-4 text-[0.72rem] font-semibold tracking-[0.08em] whitespace-nowrap uppercase min-[400px]:gap-x-5 sm:gap-x-9 sm:text-[0.8rem] sm:tracking-[0.14em]">
              {navigation.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className="nr-nav-link">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <a
            href={shop.phone.href}
            className="nr-header-phone hidden items-center gap-2 text-[0.95rem] font-medium lg:flex"
          >
            <Icon name="phone" className="size-4" />
            {shop.phone.display}
          </a>
        </div>
      </div>
    </header>
  );
}
