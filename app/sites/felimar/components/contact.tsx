import { emailHref, useContact, whatsappHref } from "../contact-context";
import { ContactForm } from "./contact-form";
import { MailIcon, PhoneIcon, WhatsAppIcon } from "./icons";
import { Container, SectionHeading } from "./section";

export function Contact() {
  const contact = useContact();
  const channels = [
    {
      href: whatsappHref(contact),
      label: "WhatsApp",
      value: contact.whatsapp.display,
      note: "Snelste antwoord",
      icon: WhatsAppIcon,
      external: true,
      tone: "bg-(--fm-whatsapp) text-white",
    },
    {
      href: contact.phone.href,
      label: "Bel ons",
      value: contact.phone.display,
      note: contact.hours,
      icon: PhoneIcon,
      external: false,
      tone: "bg-(--fm-sea) text-white",
    },
    {
      href: emailHref(contact),
      label: "E-mail",
      value: contact.email,
      note: "Antwoord op dezelfde werkdag",
      icon: MailIcon,
      external: false,
      tone: "bg-(--fm-terra) text-white",
    },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-(--fm-sand-2) py-20 sm:py-28">
      <Container className="grid gap-12 lg:grid-cols-[0.85fr_1.15fr] lg:gap-16">
        <div>
          <SectionHeading
            id="contact-title"
            eyebrow="Contact"
            title="Vertel ons wat je nodig hebt"
            intro="Kies wat voor jou het makkelijkst is. We nemen dezelfde werkdag contact op via WhatsApp of telefoon."
          />
          <ul className="mt-10 grid gap-4">
            {channels.map((channel) => {
              const Icon = channel.icon;
              return (
                <li key={channel.label}>
                  <a
                    href={channel.href}
                    {...(channel.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    className="group flex items-center gap-4 rounded-2xl border border-(--fm-navy)/10 bg-white p-4 pr-5 transition-shadow outline-none hover:shadow-[0_18px_40px_-26px_rgba(15,42,68,0.55)] focus-visible:ring-[3px] focus-visible:ring-(--fm-sea)/40"
                  >
                    <span className={"flex size-12 shrink-0 items-center justify-center rounded-xl " + channel.tone}>
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="min-w-0 leading-tight">
                      <span className="block text-sm text-(--fm-ink-soft)">
                        {channel.label} · {channel.note}
                      </span>
                      <span className="mt-1 block truncate text-lg font-bold text-(--fm-navy) group-hover:text-(--fm-sea)">
                        {channel.value}
                      </span>
                    </span>
                    {channel.external ? <span className="sr-only"> (opent in een nieuw tabblad)</span> : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="rounded-3xl border border-(--fm-navy)/10 bg-white p-6 shadow-[0_30px_60px_-40px_rgba(15,42,68,0.5)] sm:p-10">
          <h3 id="contactformulier-title" className="fm-serif text-2xl font-semibold text-(--fm-navy)">
            Contactformulier
          </h3>
          <p className="mt-2 mb-8 text-(--fm-ink-soft)">
            Liever meteen een offerte in drie stappen? Gebruik de knop ‘Vraag offerte’ bovenaan.
          </p>
          <ContactForm />
        </div>
      </Container>
    </section>
  );
}
