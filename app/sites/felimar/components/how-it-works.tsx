import { steps } from "../copy";
import { Container, SectionHeading } from "./section";

export function HowItWorks() {
  return (
    <section
      id="werkwijze"
      aria-labelledby="werkwijze-title"
      className="relative overflow-hidden bg-(--fm-navy) py-20 text-white sm:py-28"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[28rem] rounded-full bg-(--fm-sea) opacity-60 blur-3xl"
      />
      <Container className="relative">
        <SectionHeading
          id="werkwijze-title"
          eyebrow="Zo werkt het"
          title="In vier stappen geregeld"
          intro="Van je eerste bericht tot de oplevering weet je precies waar je aan toe bent."
          tone="dark"
        />
        <ol className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
          {steps.map((step, index) => (
            <li key={step.title} className="relative">
              <div className="flex items-center gap-4">
                <span className="fm-serif flex size-14 shrink-0 items-center justify-center rounded-full border border-(--fm-gold)/60 text-2xl font-semibold text-(--fm-gold)">
                  {index + 1}
                </span>
                {index < steps.length - 1 ? (
                  <span aria-hidden="true" className="hidden h-px flex-1 bg-white/20 lg:block" />
                ) : null}
              </div>
              <h3 className="fm-serif mt-6 text-2xl font-semibold">{step.title}</h3>
              <p className="mt-3 leading-relaxed text-(--fm-on-dark-soft)">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
