import { ArrowRight, Blocks, Check, Feather, Leaf, PiggyBank, Truck, Wrench, Zap, type LucideIcon } from "lucide-react";
import { HousingContact } from "#app/forms/housing-contact/housing-contact.tsx";
import { clsx } from "clsx";
import type { BenefitKey, NaturlivContent } from "../content/types";
import { FEATURE_ART_SIZE, featureArt, heroArt } from "./illustrations";
import { container, eyebrow, secondaryButton, sectionTitle } from "./section-styles";

const primaryButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-full bg-(--nl-forest) px-7 text-base font-semibold text-white transition-colors outline-none hover:bg-(--nl-forest-2) focus-visible:ring-[3px] focus-visible:ring-ring/50";

export function Hero({ content }: { content: NaturlivContent }) {
  const { hero } = content;
  return (
    <section aria-labelledby="nl-hero-title" className="relative overflow-hidden bg-(--nl-sand)">
      <div
        className={clsx(
          container,
          "grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:py-24",
        )}
      >
        <div>
          <p className={eyebrow}>{hero.eyebrow}</p>
          <h1
            id="nl-hero-title"
            className="nl-serif mt-5 text-[3.25rem] leading-[1] font-semibold tracking-tight text-(--nl-forest) sm:text-7xl lg:text-[5.25rem]"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-(--nl-ink-soft) sm:text-xl">{hero.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <a href="#projects" className={primaryButton}>
              {hero.explore}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
            <a href="#contact" className={secondaryButton}>
              {hero.quote}
            </a>
          </div>
          <dl className="mt-12 grid max-w-xl grid-cols-3 gap-4 border-t border-(--nl-timber)/60 pt-6">
            {hero.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-sm leading-snug text-(--nl-ink-soft)">{fact.label}</dt>
                <dd className="nl-serif text-xl font-semibold whitespace-nowrap text-(--nl-forest) sm:text-3xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <img
          src={heroArt.src}
          width={heroArt.width}
          height={heroArt.height}
          alt=""
          decoding="async"
          className="h-auto w-full"
        />
      </div>
    </section>
  );
}

const benefitIcons: Record<BenefitKey, LucideIcon> = {
  affordability: PiggyBank,
  minimalist: Feather,
  mobility: Truck,
  energy: Zap,
  sustainability: Leaf,
  maintenance: Wrench,
  flexibility: Blocks,
};

export function Benefits({ content }: { content: NaturlivContent }) {
  const { benefits } = content;
  return (
    <section id="benefits" aria-labelledby="nl-benefits-title" className="bg-background py-20 sm:py-28">
      <div className={clsx(container, "grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-4")}>
        <div className="sm:col-span-2 lg:col-span-1">
          <p className={eyebrow}>{benefits.eyebrow}</p>
          <h2 id="nl-benefits-title" className={clsx(sectionTitle, "mt-4")}>
            {benefits.title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-(--nl-ink-soft)">{benefits.intro}</p>
        </div>
        {benefits.items.map((item) => {
          const Icon = benefitIcons[item.key];
          return (
            <div key={item.key} className="border-t border-border pt-6">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-(--nl-sage) text-(--nl-forest)">
                <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-(--nl-forest)">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-(--nl-ink-soft)">{item.description}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}

export function Features({ content }: { content: NaturlivContent }) {
  const { features } = content;
  return (
    <section id="features" aria-labelledby="nl-features-title" className="bg-background py-20 sm:py-28">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <p className={eyebrow}>{features.eyebrow}</p>
          <h2 id="nl-features-title" className={clsx(sectionTitle, "mt-4")}>
            {features.title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-(--nl-ink-soft)">{features.intro}</p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.items.map((feature) => (
            <li
              key={feature.key}
              className="flex flex-col overflow-hidden rounded-3xl border border-border bg-(--nl-sand)/40"
            >
              <img
                src={featureArt[feature.key]}
                {...FEATURE_ART_SIZE}
                alt=""
                fetchPriority="low"
                decoding="async"
                className="h-auto w-full"
              />
              <div className="p-6">
                <h3 className="text-xl font-semibold text-(--nl-forest)">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-(--nl-ink-soft)">{feature.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Process({ content }: { content: NaturlivContent }) {
  const { process } = content;
  return (
    <section
      id="how-it-works"
      aria-labelledby="nl-process-title"
      className="bg-(--nl-forest) py-20 text-(--nl-on-dark) sm:py-28"
    >
      <div className={container}>
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.16em] text-(--nl-timber-light) uppercase">
            {process.eyebrow}
          </p>
          <h2
            id="nl-process-title"
            className="nl-serif mt-4 text-4xl leading-[1.08] font-semibold tracking-tight sm:text-5xl"
          >
            {process.title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-(--nl-on-dark-soft)">{process.intro}</p>
        </div>
        {/* The line joining the steps is the list's ::before: an <ol> may hold only <li> (HTML's content model). */}
        <ol className="relative mt-14 grid gap-10 before:absolute before:top-6 before:right-[10%] before:left-6 before:hidden before:h-px before:bg-white/25 lg:grid-cols-5 lg:gap-8 lg:before:block">
          {process.steps.map((step, index) => (
            <li key={step.title} className="relative grid grid-cols-[3rem_1fr] gap-x-5 lg:block">
              <span className="nl-serif relative z-10 inline-flex size-12 items-center justify-center rounded-full bg-(--nl-timber) text-xl font-semibold text-(--nl-forest)">
                <span className="sr-only">{process.stepLabel} </span>
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl font-semibold lg:mt-6">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-(--nl-on-dark-soft)">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function Contact({ content }: { content: NaturlivContent }) {
  const { contact } = content;
  return (
    <section id="contact" aria-labelledby="nl-contact-title" className="bg-(--nl-sand) py-20 sm:py-28">
      <div className={clsx(container, "grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20")}>
        <div>
          <p className={eyebrow}>{contact.eyebrow}</p>
          <h2 id="nl-contact-title" className={clsx(sectionTitle, "mt-4")}>
            {contact.title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-(--nl-ink-soft)">{contact.intro}</p>
          <ul className="mt-10 grid gap-6">
            {contact.promises.map((promise) => (
              <li key={promise.title} className="flex gap-4">
                <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-(--nl-forest) text-white">
                  <Check aria-hidden="true" className="size-4" strokeWidth={2.5} />
                </span>
                <div>
                  <p className="font-semibold text-(--nl-forest)">{promise.title}</p>
                  <p className="mt-1 text-(--nl-ink-soft)">{promise.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-background p-6 shadow-[0_1px_2px_rgb(31_58_43/0.06),0_20px_48px_-20px_rgb(31_58_43/0.25)] sm:p-10">
          <HousingContact language={content.language} />
        </div>
      </div>
    </section>
  );
}
