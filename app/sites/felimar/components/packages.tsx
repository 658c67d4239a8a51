import type { Bundle } from "../types";
import { QuoteButton } from "./quote-provider";
import { Container, SectionHeading } from "./section";
import { fmButton } from "./styles";
import { CheckIcon } from "./icons";

export function Packages({ bundles }: { bundles: Bundle[] }) {
  return (
    <section id="pakketten" aria-labelledby="pakketten-title" className="bg-(--fm-sand-2) py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="pakketten-title"
          eyebrow="Vaste prijzen, geen verrassingen"
          title="Onze Pakketten"
          intro="Populaire combinaties met een duidelijke vanaf-prijs. Je krijgt altijd eerst een offerte op maat."
        />
        {bundles.length > 0 ? (
          <ul className="mt-12 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
            {bundles.map((bundle) => (
              <li key={bundle.id} className="flex flex-col rounded-3xl border border-(--fm-navy)/10 bg-white p-7">
                <h3 className="fm-serif text-[1.35rem] leading-tight font-semibold text-(--fm-navy)">{bundle.titel}</h3>
                <p className="mt-4 border-b border-(--fm-navy)/10 pb-5">
                  <span className="block text-xs font-bold tracking-[0.14em] text-(--fm-ink-soft) uppercase">
                    {bundle.vanaf_prijs ? "Vanaf" : "Prijs"}
                  </span>
                  <span className="fm-serif mt-1 block text-[1.75rem] leading-tight font-semibold text-(--fm-terra-ink)">
                    {bundle.vanaf_prijs ?? "Op aanvraag"}
                  </span>
                </p>
                <ul className="mt-5 mb-7 grid gap-3 text-[0.95rem] text-(--fm-ink-soft)">
                  {bundle.bullets.map((bullet) => (
                    <li key={bullet} className="flex gap-2.5">
                      <CheckIcon
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-(--fm-whatsapp)"
                        strokeWidth={2.5}
                      />
                      {bullet}
                    </li>
                  ))}
                </ul>
                <QuoteButton
                  category="algemeen"
                  pakket={bundle.titel}
                  className={fmButton("sea", "md", "mt-auto w-full")}
                >
                  {bundle.cta_label}
                </QuoteButton>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-12 flex flex-col items-start gap-4 rounded-3xl border border-dashed border-(--fm-navy)/25 bg-white/60 p-8 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg text-(--fm-navy)">We stellen graag een pakket op maat voor je samen.</p>
            <QuoteButton category="algemeen" className={fmButton("sea", "md")}>
              Vraag offerte
            </QuoteButton>
          </div>
        )}
      </Container>
    </section>
  );
}
