import type { NeronShop } from "../content";
import { ContactForm } from "./contact-form";
import { Icon, WhatsAppGlyph } from "./icons";
import { SectionHeading } from "./section-heading";

export function ContactSection({ shop }: { shop: NeronShop }) {
  return (
    <section id="contacto" aria-labelledby="contacto-titulo" className="nr-paper py-16 sm:py-28">
      <div className="nr-container">
        <SectionHeading
          id="contacto-titulo"
          eyebrow="Contacto"
          title="Visítanos o escríbenos"
          intro="Cuéntanos qué pieza buscas o qué te gustaría tasar. Te atendemos en la tienda, por teléfono, por WhatsApp o por correo."
        />
        <div className="mt-14 grid gap-8 lg:grid-cols-[0.8fr_1.2fr]">
          <div className="nr-on-dark nr-contact-card flex flex-col gap-8 p-8 sm:p-10">
            <h3 className="nr-heading text-3xl">Neron Antigüedades</h3>
            <ul className="flex flex-col gap-6">
              <li className="flex gap-4">
                <Icon name="mapPin" className="nr-contact-icon" />
                <div>
                  <p className="nr-contact-label">Dirección</p>
                  <address className="not-italic">
                    {shop.address.street}
                    <br />
                    {shop.address.postalCode} {shop.address.town} ({shop.address.province})
                  </address>
                  <a
                    href={shop.mapsHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="nr-link mt-1 inline-block text-sm"
                  >
                    Cómo llegar<span className="sr-only"> (se abre en una pestaña nueva)</span>
                  </a>
                </div>
              </li>
              <li className="flex gap-4">
                <Icon name="phone" className="nr-contact-icon" />
                <div>
                  <p className="nr-contact-label">Teléfono</p>
                  <a href={shop.phone.href} className="nr-link">
                    {shop.phone.display}
                  </a>
                </div>
              </li>
              <li className="flex gap-4">
                <WhatsAppGlyph className="nr-contact-icon" />
                <div>
                  <p className="nr-contact-label">WhatsApp</p>
                  <a href={shop.whatsapp.href} target="_blank" rel="noopener noreferrer" className="nr-link">
                    {shop.whatsapp.display}
                    <span className="sr-only"> (WhatsApp, se abre en una pestaña nueva)</span>
                  </a>
                </div>
              </li>
              <li className="flex gap-4">
                <Icon name="mail" className="nr-contact-icon" />
                <div>
                  <p className="nr-contact-label">Correo electrónico</p>
                  <a href={shop.email.href} className="nr-link [overflow-wrap:anywhere]">
                    {shop.email.display}
                  </a>
                </div>
              </li>
            </ul>
            <div className="border-t border-[rgb(214_184_120/0.3)] pt-8">
              <p className="flex items-center gap-3">
                <Icon name="clock" className="nr-contact-icon" />
                <span className="nr-contact-label">Horario</span>
              </p>
              <dl className="mt-4 grid gap-3 text-[0.98rem]">
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt>{shop.openingHours.label}</dt>
                  <dd className="font-semibold">{shop.openingHours.periodsText}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-x-4 text-[var(--nr-on-dark-muted)]">
                  <dt>{shop.openingHours.closedLabel}</dt>
                  <dd>Cerrado</dd>
                </div>
              </dl>
            </div>
          </div>
          <div className="nr-card p-7 sm:p-10">
            <h3 className="nr-heading text-3xl">Envíanos un mensaje</h3>
            <p className="mt-2 mb-7 text-[var(--nr-muted)]">Te responderemos lo antes posible.</p>
            <ContactForm />
          </div>
        </div>
      </div>
    </section>
  );
}
