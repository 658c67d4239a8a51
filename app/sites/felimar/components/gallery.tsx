import { galleryPlaceholders, illustrations } from "../gallery-placeholders";
import { StoredPicture } from "#app/ui/stored-picture.tsx";
import type { GalleryCard } from "../types";
import { Container, SectionHeading } from "./section";

const illustrationList = Object.values(illustrations);

/** An item without a photo gets one of the drawn illustrations, always the same one for the same title. */
function illustrationFor(titel: string): string {
  let hash = 0;
  for (const char of titel) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return illustrationList[hash % illustrationList.length] ?? illustrations.zonwering;
}

interface Card {
  key: string;
  titel: string;
  caption: string | null;
  src: string;
  photo: boolean;
  picture: GalleryCard["picture"];
}

/** The cards' width at each breakpoint (one, two, three columns in a 72rem container). */
const CARD_SIZES = "(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw";

export function Gallery({ items }: { items: GalleryCard[] }) {
  const cards: Card[] =
    items.length > 0
      ? items.map((item) => ({
          key: item.id,
          titel: item.titel,
          caption: item.caption,
          src: item.image_url ?? illustrationFor(item.titel),
          photo: Boolean(item.picture ?? item.image_url),
          picture: item.picture,
        }))
      : galleryPlaceholders.map((placeholder) => ({
          key: placeholder.key,
          titel: placeholder.titel,
          caption: placeholder.caption,
          src: illustrations[placeholder.key],
          photo: false,
          picture: null,
        }));

  return (
    <section id="werk" aria-labelledby="werk-title" className="bg-(--background) py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="werk-title"
          eyebrow="Recente projecten"
          title="Werk in Beeld"
          intro="Van een nieuwe zonwering tot een complete renovatie: elke klus leggen we vast, zodat je precies ziet wat er is gedaan."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.key}>
              <figure className="group h-full overflow-hidden rounded-3xl border border-(--fm-navy)/10 bg-white">
                <div className="overflow-hidden bg-(--fm-sand-2)">
                  {card.picture ? (
                    // An uploaded photo, below the fold: lazy, AVIF or WebP at the card's width.
                    <StoredPicture
                      picture={card.picture}
                      alt={card.titel}
                      sizes={CARD_SIZES}
                      className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                    />
                  ) : (
                    <img
                      src={card.src}
                      alt={card.photo ? card.titel : ""}
                      width={400}
                      height={300}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                    />
                  )}
                </div>
                <figcaption className="p-6">
                  <h3 className="fm-serif text-xl font-semibold text-(--fm-navy)">{card.titel}</h3>
                  {card.caption ? (
                    <p className="mt-2 text-[0.95rem] leading-relaxed text-(--fm-ink-soft)">{card.caption}</p>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
