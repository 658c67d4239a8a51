import heroImage from "../art/hero.svg";
import type { NeronShop } from "../content";

export function Hero({ shop }: { shop: NeronShop }) {
  return (
    <section id="inicio" aria-labelledby="inicio-titulo" className="nr-paper">
      <div className="nr-container grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16 lg:py-24">
        <div className="text-center lg:text-left">
          <p className="nr-eyebrow">Antigüedades · Numismática · Arte</p>
          <h1 id="inicio-titulo" className="nr-heading mt-5 text-[2.9rem] sm:text-6xl lg:text-[5.25rem]">
            Preservando Historia <span className="nr-hero-accent">desde {shop.foundingYear}</span>
          </h1>
          <p className="nr-intro nr-serif mx-auto mt-7 max-w-xl text-[1.4rem] leading-snug font-medium sm:text-[1.6rem] lg:mx-0">
            En {shop.address.town} reunimos monedas, antigüedades, obras de arte y objetos únicos, elegidos pieza a
            pieza por su historia, su autenticidad y su belleza.
          </p>
          <div className="mt-9 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <a href="#contacto" className="nr-button nr-button-primary w-full sm:w-auto">
              Visítanos
            </a>
            <a href="#galeria" className="nr-button nr-button-outline w-full sm:w-auto">
              Ver piezas destacadas
            </a>
          </div>
          <dl className="nr-hero-facts mx-auto mt-12 grid max-w-lg grid-cols-3 lg:mx-0">
            <div>
              <dt>Desde</dt>
              <dd>{shop.foundingYear}</dd>
            </div>
            <div>
              <dt>Exposición</dt>
              <dd>500 m²</dd>
            </div>
            <div>
              <dt>Obras s. XX</dt>
              <dd>4.000+</dd>
            </div>
          </dl>
        </div>
        <div className="mx-auto w-full max-w-[19rem] sm:max-w-[24rem] lg:max-w-[28rem]">
          <img
            src={heroImage}
            alt="Ilustración de una vitrina de la tienda: un reloj de sobremesa dorado, un jarrón de cerámica, monedas antiguas y un paisaje al óleo."
            width={480}
            height={560}
            decoding="async"
            className="h-auto w-full drop-shadow-[0_24px_30px_rgba(42,33,27,0.18)]"
          />
        </div>
      </div>
    </section>
  );
}
