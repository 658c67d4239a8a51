import { useContact } from "../contact-context";
import { LogoMark, PhoneIcon } from "./icons";
import { QuoteButton } from "./quote-provider";
import { Container } from "./section";
import { fmButton } from "./styles";

const navigation = [
  { href: "#diensten", label: "Diensten" },
  { href: "#pakketten", label: "Pakketten" },
  { href: "#werkwijze", label: "Werkwijze" },
  { href: "#over-ons", label: "Over ons" },
  { href: "#faq", label: "FAQ" },
  { href: "#contact", label: "Contact" },
] as const;

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="size-9" />
      <span className="leading-none">
        <span
          className={
            "fm-serif block text-[1.45rem] font-semibold " + (tone === "dark" ? "text-(--fm-navy)" : "text-white")
          }
        >
          Felimar
        </span>
        <span
          className={
            "mt-0.5 block text-[0.65rem] font-bold tracking-[0.2em] uppercase " +
            (tone === "dark" ? "text-(--fm-ink-soft)" : "text-(--fm-on-dark-soft)")
          }
        >
          Costa del Sol
        </span>
      </span>
    </span>
  );
}

export function SiteHeader() {
  const contact = useContact();
  return (
    <header className="sticky top-0 z-40 border-b border-(--fm-navy)/10 bg-(--fm-sand)/90 backdrop-blur-md supports-[backdrop-filter]:bg-(--fm-sand)/80">
      <Container className="flex h-[4.5rem] items-center justify-between gap-4">
        <a href="#top" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-(--fm-sea)/40">
          <Logo />
          <span className="sr-only">, naar boven</span>
        </a>
        <nav aria-label="Hoofdmenu" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="rounded-full px-3.5 py-2 text-[0.95rem] font-medium text-(--fm-navy) transition-colors hover:bg-(--fm-navy)/5 focus-visible:ring-[3px] focus-visible:ring-(--fm-sea)/40 focus-visible:outline-none"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <a
            href={contact.phone.href}
            className="hidden items-center gap-2 rounded-full px-2 py-2 text-[0.95rem] font-semibold text-(--fm-navy) hover:text-(--fm-sea) xl:flex"
          >
            <PhoneIcon aria-hidden="true" className="size-4" />
            {contact.phone.display}
          </a>
          <QuoteButton className={fmButton("terra", "sm", "sm:h-11 sm:px-5")}>Vraag offerte</QuoteButton>
        </div>
      </Container>
    </header>
  );
}
