import { FacebookIcon, InstagramIcon } from "#app/ui/social-icons.tsx";
import { emailHref, useContact, whatsappHref } from "../contact-context";
import { felimar } from "../content";
import { disclaimer } from "../copy";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from "./icons";
import { QuoteButton } from "./quote-provider";
import { Container } from "./section";
import { fmButton } from "./styles";
import { Logo } from "./site-header";

const socialIcons: Record<string, typeof InstagramIcon | undefined> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
};

/** Short, real texts behind the footer's privacy, cookies and terms links. */
const smallPrint = [
  {
    id: "privacy",
    title: "Privacy",
    text: "We gebruiken je gegevens alleen om je aanvraag te beantwoorden en delen ze uitsluitend met de partner die je opdracht uitvoert. Vraag ons gerust om inzage of verwijdering. Onze formulieren onthouden ook hoe snel je bericht werd getypt (alleen de timing, nooit de toetsen) en bewaren daarvan een paar getallen bij je aanvraag, om getypte berichten van geautomatiseerde te onderscheiden.",
  },
  { id: "cookies", title: "Cookies", text: "Deze pagina plaatst geen tracking- of advertentiecookies." },
  {
    id: "voorwaarden",
    title: "Voorwaarden",
    text: "Offertes zijn vrijblijvend en dertig dagen geldig. Werkzaamheden worden uitgevoerd door zelfstandige partners; afspraken leggen we vooraf schriftelijk vast.",
  },
] as const;

export function SiteFooter({ year }: { year: number }) {
  const contact = useContact();
  const linkClass = "rounded-sm text-(--fm-on-dark-soft) transition-colors hover:text-white";
  return (
    <footer className="bg-(--fm-navy) text-white">
      <Container className="py-16">
        <div className="flex flex-col gap-8 border-b border-white/15 pb-12 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="fm-serif text-3xl font-semibold text-balance sm:text-4xl">Zullen we het voor je regelen?</p>
            <p className="mt-2 text-(--fm-on-dark-soft)">
              Antwoord op dezelfde werkdag, in het Nederlands, Engels of Spaans.
            </p>
          </div>
          <QuoteButton className={fmButton("terra", "lg")}>Vraag offerte</QuoteButton>
        </div>

        <div className="grid gap-10 pt-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr]">
          <div>
            <Logo tone="light" />
            <p className="mt-5 max-w-sm text-sm leading-relaxed text-(--fm-on-dark-soft)">{disclaimer}</p>
          </div>
          <div>
            <h2 className="text-sm font-bold tracking-[0.16em] text-(--fm-gold) uppercase">Contact</h2>
            <ul className="mt-5 grid gap-3 text-[0.95rem]">
              <li>
                <a href={contact.phone.href} className={linkClass + " inline-flex items-center gap-2.5"}>
                  <PhoneIcon aria-hidden="true" className="size-4" />
                  {contact.phone.display}
                </a>
              </li>
              <li>
                <a
                  href={whatsappHref(contact)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass + " inline-flex items-center gap-2.5"}
                >
                  <WhatsAppIcon className="size-4" />
                  WhatsApp {contact.whatsapp.display}
                  <span className="sr-only"> (opent in een nieuw tabblad)</span>
                </a>
              </li>
              <li>
                <a href={emailHref(contact)} className={linkClass + " inline-flex items-center gap-2.5"}>
                  <MailIcon aria-hidden="true" className="size-4" />
                  {contact.email}
                </a>
              </li>
              <li className="flex items-center gap-2.5 text-(--fm-on-dark-soft)">
                <MapPinIcon aria-hidden="true" className="size-4" />
                {contact.base}
              </li>
              <li className="flex items-center gap-2.5 text-(--fm-on-dark-soft)">
                <ClockIcon aria-hidden="true" className="size-4" />
                {contact.hours}
              </li>
            </ul>
          </div>
          <div>
            <h2 className="text-sm font-bold tracking-[0.16em] text-(--fm-gold) uppercase">Volg ons</h2>
            <ul className="mt-5 grid gap-3 text-[0.95rem]">
              {contact.social.map((social) => {
                const Icon = socialIcons[social.label.toLowerCase()];
                return (
                  <li key={social.label}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={linkClass + " inline-flex items-center gap-2.5"}
                    >
                      {Icon ? <Icon className="size-4" /> : null}
                      {social.label}
                      <span className="sr-only"> (opent in een nieuw tabblad)</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>

        <div className="mt-12 grid gap-6 border-t border-white/15 pt-8 text-sm text-(--fm-on-dark-soft) md:grid-cols-3">
          {smallPrint.map((item) => (
            <p key={item.id} id={item.id} className="scroll-mt-28 leading-relaxed">
              <strong className="font-semibold text-white">{item.title}.</strong> {item.text}
            </p>
          ))}
        </div>

        <div className="mt-10 flex flex-col gap-4 text-sm text-(--fm-on-dark-soft) sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {felimar.legalName}
          </p>
          <nav aria-label="Juridisch">
            <ul className="flex gap-6">
              {smallPrint.map((item) => (
                <li key={item.id}>
                  <a href={`#${item.id}`} className={linkClass + " underline underline-offset-4"}>
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
