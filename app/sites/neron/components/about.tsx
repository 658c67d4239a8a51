import { SectionHeading } from "./section-heading";

const facts = [
  { value: "2003", label: "Año de fundación" },
  { value: "500 m²", label: "De exposición permanente" },
  { value: "4.000+", label: "Obras del siglo XX" },
  { value: "Únicas", label: "Piezas seleccionadas una a una" },
];

export function About() {
  return (
    <section id="nosotros" aria-labelledby="nosotros-titulo" className="nr-band py-16 sm:py-28">
      <div className="nr-container grid gap-14 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading
            id="nosotros-titulo"
            eyebrow="Nuestra casa"
            title="Más de veinte años dando valor a lo auténtico"
            align="start"
          />
          <div className="nr-prose mt-8 space-y-5">
            <p>
              Neron Antigüedades nació en 2003 con una idea sencilla: que cada pieza llegue a manos de quien sepa
              apreciarla. Hoy recibimos a coleccionistas, decoradores y curiosos en una{" "}
              <strong>exposición permanente de 500 m²</strong>, donde conviven monedas de todas las épocas, mobiliario,
              pintura y objetos que no se repiten.
            </p>
            <p>
              Nuestro fondo reúne <strong>más de 4.000 obras del siglo XX</strong> y un buen número de{" "}
              <strong>piezas únicas</strong>, revisadas y documentadas antes de llegar a la sala.
            </p>
          </div>
          <p className="mt-8">
            <a href="#colecciones" className="nr-link font-medium">
              Descubre nuestras colecciones
            </a>
          </p>
        </div>
        <div className="flex flex-col gap-8">
          <dl className="nr-facts grid grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse justify-end">
                <dt className="mt-2 text-sm text-[var(--nr-muted)]">{fact.label}</dt>
                <dd className="nr-serif text-4xl font-semibold text-[var(--nr-oxblood)] sm:text-5xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className="nr-on-dark nr-convention relative overflow-hidden p-8 sm:p-10">
            <p className="nr-eyebrow">Numismática</p>
            <p className="nr-heading mt-3 text-[1.75rem] sm:text-3xl">
              Organizadores de la convención de numismática más importante de España
            </p>
            <p className="mt-4 text-[var(--nr-on-dark-muted)]">
              Un punto de encuentro para coleccionistas, expertos y profesionales del sector que organizamos con el
              mismo rigor con el que trabajamos en la tienda.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
