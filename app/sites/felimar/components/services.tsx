import { services, type ServiceCard } from "../copy";
import { QuoteButton } from "./quote-provider";
import { Container, SectionHeading } from "./section";
import {
  ArrowRightIcon,
  CarIcon,
  GraduationCapIcon,
  KeyRoundIcon,
  LandmarkIcon,
  PaintbrushIcon,
  SnowflakeIcon,
} from "./icons";

const icons: Record<ServiceCard["category"], (props: React.SVGProps<SVGSVGElement>) => React.JSX.Element> = {
  "property-care": KeyRoundIcon,
  renovaties: PaintbrushIcon,
  airco: SnowflakeIcon,
  legal: LandmarkIcon,
  voertuigen: CarIcon,
  lessen: GraduationCapIcon,
};

export function Services() {
  return (
    <section id="diensten" aria-labelledby="diensten-title" className="bg-(--background) py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="diensten-title"
          eyebrow="Wat we regelen"
          title="Onze Diensten"
          intro="Zes vakgebieden, één aanspreekpunt. Kies wat je nodig hebt: we stemmen het af met de juiste partner en houden je op de hoogte."
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => {
            const Icon = icons[service.category];
            const titleId = `dienst-${service.category}`;
            return (
              <li
                key={service.category}
                className="group flex flex-col rounded-3xl border border-(--fm-navy)/10 bg-white p-7 transition-shadow duration-300 hover:shadow-[0_24px_50px_-30px_rgba(15,42,68,0.45)]"
              >
                <span className="flex size-12 items-center justify-center rounded-2xl bg-(--fm-sea-soft) text-(--fm-sea) transition-colors duration-300 group-hover:bg-(--fm-sea) group-hover:text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 id={titleId} className="fm-serif mt-6 text-[1.4rem] leading-tight font-semibold text-(--fm-navy)">
                  {service.title}
                </h3>
                <ul className="mt-4 grid gap-2.5 text-[0.95rem] text-(--fm-ink-soft)">
                  {service.items.map((item) => (
                    <li key={item} className="flex gap-2.5">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-(--fm-terra)" />
                      {item}
                    </li>
                  ))}
                </ul>
                {service.note ? (
                  <p className="mt-4 rounded-xl bg-(--fm-sand-2) px-3.5 py-2.5 text-sm text-(--fm-navy)">
                    {service.note}
                  </p>
                ) : null}
                <div className="mt-auto pt-6">
                  <QuoteButton
                    category={service.category}
                    aria-describedby={titleId}
                    className="inline-flex items-center gap-2 rounded-full py-1 text-[0.95rem] font-bold text-(--fm-terra-ink) underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-(--fm-sea)/40"
                  >
                    Vraag dit aan
                    <ArrowRightIcon
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </QuoteButton>
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
