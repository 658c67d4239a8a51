import { services } from "../copy";
import { Icon, type IconName } from "./icons";
import { SectionHeading } from "./section-heading";

const icons: Record<(typeof services)[number]["id"], IconName> = {
  tasacion: "gem",
  compraventa: "coins",
  asesoramiento: "book",
};

export function Services() {
  return (
    <section id="servicios" aria-labelledby="servicios-titulo" className="nr-on-dark nr-services py-16 sm:py-28">
      <div className="nr-container">
        <SectionHeading
          id="servicios-titulo"
          eyebrow="Servicios"
          title="Te acompañamos en cada paso"
          intro="Tanto si quieres vender, comprar o simplemente conocer el valor de una pieza."
        />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3 lg:gap-y-0">
          {services.map((service) => {
            return (
              <li
                key={service.id}
                className="nr-service flex flex-col p-8 sm:p-10 lg:row-span-4 lg:grid lg:grid-rows-subgrid"
              >
                <span className="nr-service-icon self-start" aria-hidden="true">
                  <Icon name={icons[service.id]} className="size-6" strokeWidth={1.5} />
                </span>
                <h3 className="nr-heading mt-6 text-[2rem]">{service.title}</h3>
                <p className="mt-3 text-[var(--nr-on-dark-muted)]">{service.text}</p>
                <ul className="mt-6 space-y-2.5 border-t border-[rgb(214_184_120/0.3)] pt-6 text-[0.95rem]">
                  {service.points.map((point) => (
                    <li key={point} className="flex gap-3">
                      <Icon name="check" className="mt-1 size-4 shrink-0 text-[var(--nr-gold-light)]" />
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <p className="mt-12 text-center">
          <a href="#contacto" className="nr-link text-[1.05rem] font-medium">
            Pide cita o cuéntanos qué pieza te interesa
          </a>
        </p>
      </div>
    </section>
  );
}
