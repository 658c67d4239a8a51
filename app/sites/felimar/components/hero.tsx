import heroUrl from "../assets/hero.svg";
import { useContact, whatsappHref } from "../contact-context";
import { heroCopy } from "../copy";
import { CameraIcon, HandshakeIcon, ReceiptIcon, TimerIcon, WhatsAppIcon } from "./icons";
import { QuoteButton } from "./quote-provider";
import { Container } from "./section";
import { cx, eyebrowClass, fmButton } from "./styles";

const highlightIcons = [TimerIcon, ReceiptIcon, HandshakeIcon, CameraIcon];

export function Hero() {
  const contact = useContact();
  return (
    <section aria-labelledby="hero-title" className="fm-hero-bg relative overflow-hidden">
      <Container className="grid items-center gap-12 pt-12 pb-16 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pt-20 lg:pb-24">
        <div>
          <p className={cx(eyebrowClass, "text-(--fm-terra-ink)")}>{heroCopy.eyebrow}</p>
          <h1
            id="hero-title"
            className="fm-serif mt-4 text-[2.6rem] leading-[1.04] font-semibold text-balance text-(--fm-navy) sm:text-6xl lg:text-[4.25rem]"
          >
            {heroCopy.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-(--fm-ink-soft) sm:text-xl">
            {heroCopy.intro}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <QuoteButton className={fmButton("terra", "lg")}>Vraag offerte</QuoteButton>
            <a
              href={whatsappHref(contact)}
              target="_blank"
              rel="noopener noreferrer"
              className={fmButton("whatsapp", "lg")}
            >
              <WhatsAppIcon />
              WhatsApp ons
              <span className="sr-only"> (opent in een nieuw tabblad)</span>
            </a>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-x-5 gap-y-6 sm:gap-x-8">
            {heroCopy.highlights.map((highlight, index) => {
              const Icon = highlightIcons[index] ?? TimerIcon;
              return (
                <li key={highlight.title} className="flex flex-col gap-2 sm:flex-row sm:gap-3.5">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-(--fm-terra-ink) shadow-[0_4px_14px_-6px_rgba(15,42,68,0.25)]">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="leading-snug">
                    <span className="block text-[0.95rem] font-bold text-(--fm-navy)">{highlight.title}</span>
                    <span className="mt-0.5 block text-sm text-(--fm-ink-soft)">{highlight.text}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-[34rem] lg:max-w-none">
          <div
            className="absolute -inset-1.5 rotate-2 rounded-[2.25rem] bg-(--fm-sand-3)/60 sm:-inset-3"
            aria-hidden="true"
          />
          <img
            src={heroUrl}
            width={600}
            height={520}
            alt="Illustratie: een wit Andalusisch huis met terracotta dak en bougainville aan zee, met een palmboom en een zeilboot."
            decoding="async"
            className="relative aspect-[600/520] w-full rounded-[2rem] shadow-[0_30px_60px_-30px_rgba(15,42,68,0.45)]"
          />
          <div className="absolute -bottom-5 left-4 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-[0_18px_40px_-18px_rgba(15,42,68,0.45)] sm:left-[-1.5rem]">
            <span className="flex size-10 items-center justify-center rounded-full bg-(--fm-whatsapp) text-white">
              <WhatsAppIcon className="size-5" />
            </span>
            <span className="text-sm leading-tight">
              <span className="block font-bold text-(--fm-navy)">Antwoord op dezelfde werkdag</span>
              <span className="text-(--fm-ink-soft)">via WhatsApp of telefoon</span>
            </span>
          </div>
        </div>
      </Container>
    </section>
  );
}
