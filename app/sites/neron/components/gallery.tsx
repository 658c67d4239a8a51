import { featuredPieces } from "../copy";
import { Icon } from "./icons";
import { SectionHeading } from "./section-heading";

/**
 * Six featured pieces. Each card can take keyboard focus (it is a labelled article,
 * not a link: there is no detail page); "Ver detalles" shows on hover and on focus.
 */
export function Gallery() {
  return (
    <section id="galeria" aria-labelledby="galeria-titulo" className="nr-band py-16 sm:py-28">
      <div className="nr-container">
        <SectionHeading
          id="galeria-titulo"
          eyebrow="Galería"
          title="Piezas destacadas"
          intro="Una pequeña muestra de lo que encontrarás en nuestra sala. Pregúntanos por cualquiera de ellas."
        />
        <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {featuredPieces.map((piece) => (
            <li key={piece.id}>
              <article
                tabIndex={0}
                aria-labelledby={`pieza-${piece.id}`}
                aria-describedby={`pieza-${piece.id}-texto`}
                className="nr-piece nr-card h-full"
                data-piece={piece.id}
              >
                <div className="nr-piece-stage">
                  <img
                    src={piece.image}
                    alt=""
                    width={400}
                    height={300}
                    decoding="async"
                    fetchPriority="low"
                    className="h-auto w-full"
                  />
                  <div className="nr-piece-overlay" aria-hidden="true">
                    <span>
                      <Icon name="eye" className="size-4" />
                      Ver detalles
                    </span>
                  </div>
                </div>
                <div className="px-7 pt-6 pb-8">
                  <p className="nr-eyebrow">{piece.collection}</p>
                  <h3 id={`pieza-${piece.id}`} className="nr-heading mt-2 text-[1.75rem]">
                    {piece.title}
                  </h3>
                  <p id={`pieza-${piece.id}-texto`} className="mt-2 text-[0.98rem] text-[var(--nr-muted)]">
                    {piece.text}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
