import type { Testimonial } from "../types";
import { Container, SectionHeading } from "./section";
import { StarIcon } from "./icons";

function Stars() {
  return (
    <p role="img" aria-label="5 van 5 sterren" className="flex gap-1 text-(--fm-gold)">
      {[0, 1, 2, 3, 4].map((index) => (
        <StarIcon key={index} aria-hidden="true" className="size-[1.1rem]" fill="currentColor" strokeWidth={1.5} />
      ))}
    </p>
  );
}

export function Testimonials({ items }: { items: Testimonial[] }) {
  if (items.length === 0) return null;
  return (
    <section id="ervaringen" aria-labelledby="ervaringen-title" className="bg-(--fm-sand) py-20 sm:py-28">
      <Container>
        <SectionHeading id="ervaringen-title" eyebrow="Ervaringen" title="Wat Onze Klanten Zeggen" align="center" />
        <div className="mt-6 flex justify-center">
          <Stars />
        </div>
        <ul
          className={
            "mt-12 grid gap-6 md:grid-cols-2 " + (items.length === 3 || items.length >= 5 ? "lg:grid-cols-3" : "")
          }
        >
          {items.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-3xl border border-(--fm-navy)/10 bg-white p-7">
                <Stars />
                <blockquote className="fm-serif mt-5 text-[1.15rem] leading-relaxed text-(--fm-navy)">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-auto flex items-center gap-3 pt-6">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-(--fm-sea-soft) text-sm font-bold text-(--fm-sea)"
                  >
                    {item.naam.charAt(0).toUpperCase()}
                  </span>
                  <span className="text-sm leading-tight">
                    <span className="block font-bold text-(--fm-navy)">{item.naam}</span>
                    <span className="text-(--fm-ink-soft)">{item.plaats}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
