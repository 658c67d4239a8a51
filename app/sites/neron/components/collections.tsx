import { collections } from "../copy";
import { SectionHeading } from "./section-heading";

export function Collections() {
  return (
    <section id="colecciones" aria-labelledby="colecciones-titulo" className="nr-paper py-16 sm:py-28">
      <div className="nr-container">
        <SectionHeading
          id="colecciones-titulo"
          eyebrow="Colecciones"
          title="Cuatro colecciones, un mismo criterio"
          intro="Autenticidad, buen estado de conservación e historia: lo que buscamos en cada pieza que entra en la tienda."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {collections.map((collection) => (
            <li key={collection.title} className="nr-card flex flex-col items-center px-7 pt-10 pb-9 text-center">
              <img
                src={collection.icon}
                alt=""
                width={104}
                height={104}
                decoding="async"
                fetchPriority="low"
                className="size-26"
              />
              <h3 className="nr-heading mt-6 text-[1.9rem]">{collection.title}</h3>
              <p className="mt-3 text-[0.98rem] text-[var(--nr-muted)]">{collection.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
