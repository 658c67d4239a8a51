import { useContact, whatsappHref } from "../contact-context";
import { faqs } from "../copy";
import { ChevronDownIcon, WhatsAppIcon } from "./icons";
import { Container, SectionHeading } from "./section";
import { fmButton } from "./styles";

/*
 * The FAQ accordion: native <details> elements sharing one `name`, so the browser
 * keeps one open at a time and a second click closes it again. No JavaScript, the
 * answers are in the HTML for search engines, and find-in-page opens them.
 */
export function Faq() {
  const contact = useContact();
  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-(--fm-sand) py-20 sm:py-28">
      <Container className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div>
          <SectionHeading
            id="faq-title"
            eyebrow="Veelgestelde vragen"
            title="Goed om te weten"
            intro="Staat je vraag er niet bij? Stuur ons een bericht, we antwoorden op dezelfde werkdag."
          />
          <a
            href={whatsappHref(contact, "Hallo Felimar! Ik heb een vraag:")}
            target="_blank"
            rel="noopener noreferrer"
            className={fmButton("whatsapp", "md", "mt-8")}
          >
            <WhatsAppIcon />
            Stel je vraag via WhatsApp
            <span className="sr-only"> (opent in een nieuw tabblad)</span>
          </a>
        </div>
        <div className="fm-faq divide-y divide-(--fm-navy)/10 rounded-3xl border border-(--fm-navy)/10 bg-white px-6 sm:px-8">
          {faqs.map((faq) => (
            <details key={faq.question} name="felimar-faq" className="group">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-5 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-(--fm-sea)/40 [&::-webkit-details-marker]:hidden">
                <h3 className="text-[1.05rem] leading-snug font-bold text-(--fm-navy) group-hover:text-(--fm-sea)">
                  {faq.question}
                </h3>
                <ChevronDownIcon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-(--fm-terra-ink) transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <p className="pr-8 pb-6 leading-relaxed text-(--fm-ink-soft)">{faq.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
