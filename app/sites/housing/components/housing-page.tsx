// The fonts (Inter, Fraunces) come with the site's CSS, so the page loads one stylesheet of its own.
import "../housing.css";
import { ArrowRight, Clock, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { HousingContact } from "#app/forms/housing-contact/housing-contact.tsx";
import { clsx } from "clsx";
import { LanguageSwitch } from "#app/ui/language-switch.tsx";
import { useInPageLinks } from "#app/ui/use-in-page-links.ts";
import type { HousingContent, Topic } from "../content/types";
import { socialIcons } from "#app/ui/social-icons.tsx";
import { COMPANY_SHORT_NAME, type HousingCompany, housingVersions } from "../site";
import { CookieBanner } from "./cookie-banner";
import { FuruMark, heroArt, PartnerMark, partners, TOPIC_ART_SIZE, topicArt } from "./illustrations";
import { BelowFold } from "#app/ui/below-fold.tsx";
import { useLinkPath } from "#app/lib/own-domain.ts";

const container = "mx-auto w-full max-w-7xl px-5 sm:px-8";
const eyebrow = "text-sm font-semibold tracking-[0.16em] text-(--hs-timber-ink) uppercase";
const sectionTitle = "hs-serif text-4xl leading-[1.08] font-semibold tracking-tight text-(--hs-fjord) sm:text-5xl";
const focusRing = "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * The sustainable-housing page in one language: /housing (English) and /no/housing (bokmål).
 * `company`: the details the owner saved (the back office), in this language.
 */
export function HousingPage({ content, company }: { content: HousingContent; company: HousingCompany }) {
  useSmoothScrolling();
  useInPageLinks();
  return (
    <div className="housing-theme min-h-screen bg-background">
      <a
        href="#main"
        className="fixed top-2 left-2 z-50 -translate-y-20 rounded-md bg-(--hs-fjord) px-4 py-2 font-semibold text-white transition-transform focus-visible:translate-y-0"
      >
        {content.skipLink}
      </a>
      <Header content={content} />
      {/* Each <BelowFold> below the hero hydrates in its own small task after the first paint (docs/decisions/0006). */}
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero content={content} />
        {content.topics.map((topic, index) => (
          <BelowFold key={topic.id}>
            <TopicSection topic={topic} flip={index % 2 === 1} />
          </BelowFold>
        ))}
        <BelowFold>
          <Process content={content} />
        </BelowFold>
        <Contact content={content} company={company} />
        <BelowFold>
          <Partners content={content} />
        </BelowFold>
      </main>
      <BelowFold>
        <Footer content={content} company={company} />
      </BelowFold>
      <CookieBanner text={content.cookie} />
    </div>
  );
}

/** Smooth in-page scrolling while this page is shown; the global reduced-motion rule still wins. */
function useSmoothScrolling() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollBehavior;
    root.style.scrollBehavior = "smooth";
    return () => {
      root.style.scrollBehavior = previous;
    };
  }, []);
}

function Header({ content }: { content: HousingContent }) {
  const toLink = useLinkPath();
  const { header } = content;
  return (
    <header className="sticky top-0 z-40 border-b border-(--hs-linen) bg-white/95 backdrop-blur-md">
      <div className={clsx(container, "flex h-18 items-center justify-between gap-3")}>
        <Link
          to={toLink(content.home)}
          aria-label={header.logoLabel}
          className={clsx("-ml-1 flex items-center gap-2 rounded-md px-1 py-1 text-(--hs-fjord)", focusRing)}
        >
          <FuruMark className="size-8" />
          <span className="hs-serif text-xl font-semibold tracking-tight whitespace-nowrap sm:text-2xl">
            {COMPANY_SHORT_NAME}
          </span>
        </Link>
        <nav aria-label={header.navLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {header.nav.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className={clsx(
                    "inline-flex h-10 items-center rounded-md px-3 text-[0.9375rem] font-medium text-(--hs-ink) transition-colors hover:bg-(--hs-mist)",
                    focusRing,
                  )}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3 sm:gap-5">
          <LanguageSwitch
            label={header.languageLabel}
            versions={housingVersions}
            current={content.htmlLang}
            className="text-(--hs-fjord)"
          />
          <a
            href="#contact"
            className={clsx(
              "inline-flex h-11 items-center rounded-full bg-(--hs-fjord) px-4 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-(--hs-fjord-2) sm:px-5",
              focusRing,
            )}
          >
            {header.cta}
          </a>
        </div>
      </div>
    </header>
  );
}

function Hero({ content }: { content: HousingContent }) {
  const { hero } = content;
  return (
    <section aria-labelledby="hs-hero-title" className="bg-(--hs-birch)">
      <div
        className={clsx(
          container,
          "grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1fr_1.05fr] lg:gap-16 lg:py-24",
        )}
      >
        <div>
          <p className={eyebrow}>{hero.eyebrow}</p>
          <h1
            id="hs-hero-title"
            className="hs-serif mt-5 text-[2.75rem] leading-[1.04] font-semibold tracking-tight text-(--hs-fjord) sm:text-6xl lg:text-[4.25rem]"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-(--hs-ink-soft) sm:text-xl">{hero.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <a
              href="#contact"
              className={clsx(
                "inline-flex h-12 items-center justify-center gap-2 rounded-full bg-(--hs-fjord) px-7 font-semibold text-white transition-colors hover:bg-(--hs-fjord-2)",
                focusRing,
              )}
            >
              {hero.primary}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
            <a
              href="#process"
              className={clsx(
                "inline-flex h-12 items-center justify-center rounded-full border border-(--hs-fjord) px-7 font-semibold text-(--hs-fjord) transition-colors hover:bg-(--hs-fjord) hover:text-white",
                focusRing,
              )}
            >
              {hero.secondary}
            </a>
          </div>
          <dl className="mt-12 grid max-w-xl gap-5 border-t border-(--hs-timber)/50 pt-6 sm:grid-cols-3">
            {hero.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-sm leading-snug text-(--hs-ink-soft)">{fact.label}</dt>
                <dd className="hs-serif text-xl font-semibold text-(--hs-fjord)">{fact.value}</dd>
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

function TopicSection({ topic, flip }: { topic: Topic; flip: boolean }) {
  return (
    <section
      id={topic.id}
      aria-labelledby={`hs-${topic.id}-title`}
      className={clsx("py-20 sm:py-28", flip ? "bg-(--hs-birch)" : "bg-background")}
    >
      <div className={clsx(container, "grid items-start gap-12 lg:grid-cols-2 lg:gap-20")}>
        <div className={clsx("lg:sticky lg:top-28", flip && "lg:order-2")}>
          <img
            src={topicArt[topic.id]}
            {...TOPIC_ART_SIZE}
            alt=""
            fetchPriority="low"
            decoding="async"
            className="h-auto w-full"
          />
          <dl className="mt-6 grid grid-cols-2 gap-4">
            {topic.figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-(--hs-linen) bg-white p-5"
              >
                <dt className="text-sm leading-snug text-(--hs-ink-soft)">{figure.label}</dt>
                <dd className="hs-serif text-3xl font-semibold text-(--hs-fjord)">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <p className={eyebrow}>{topic.eyebrow}</p>
          <h2 id={`hs-${topic.id}-title`} className={clsx(sectionTitle, "mt-4")}>
            {topic.title}
          </h2>
          <p className="mt-6 text-xl leading-relaxed text-(--hs-ink)">{topic.lead}</p>
          <p className="mt-4 text-lg leading-relaxed text-(--hs-ink-soft)">{topic.body}</p>
          <ul className="mt-10 grid gap-x-8 gap-y-7 sm:grid-cols-2">
            {topic.points.map((point) => (
              <li key={point.title} className="border-l-2 border-(--hs-timber) pl-5">
                <h3 className="font-semibold text-(--hs-fjord)">{point.title}</h3>
                <p className="mt-1.5 leading-relaxed text-(--hs-ink-soft)">{point.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function Process({ content }: { content: HousingContent }) {
  const { process } = content;
  return (
    <section
      id="process"
      aria-labelledby="hs-process-title"
      className="bg-(--hs-fjord) py-20 text-(--hs-on-dark) sm:py-28"
    >
      <div className={clsx(container, "grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20")}>
        <div>
          <p className="text-sm font-semibold tracking-[0.16em] text-(--hs-timber-light) uppercase">
            {process.eyebrow}
          </p>
          <h2
            id="hs-process-title"
            className="hs-serif mt-4 text-4xl leading-[1.08] font-semibold tracking-tight sm:text-5xl"
          >
            {process.title}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-(--hs-on-dark-soft)">{process.intro}</p>
        </div>
        {/* The line joining the steps is the list's ::before: an <ol> may hold only <li> (HTML's content model). */}
        <ol className="relative grid gap-10 before:absolute before:top-6 before:bottom-6 before:left-6 before:w-px before:bg-white/25">
          {process.steps.map((step, index) => (
            <li key={step.title} className="relative grid grid-cols-[3rem_1fr] gap-x-6">
              <span className="hs-serif relative inline-flex size-12 items-center justify-center rounded-full bg-(--hs-timber-light) text-xl font-semibold text-(--hs-fjord)">
                <span className="sr-only">{process.stepLabel} </span>
                {index + 1}
              </span>
              <div className="pt-1">
                <p className="text-sm font-semibold tracking-wide text-(--hs-timber-light)">{step.duration}</p>
                <h3 className="mt-1 text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-(--hs-on-dark-soft)">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Contact({ content, company }: { content: HousingContent; company: HousingCompany }) {
  const { contact } = content;
  const detail = "flex gap-4";
  const detailIcon = "mt-0.5 size-5 shrink-0 text-(--hs-timber-ink)";
  const link = clsx(
    "rounded-sm font-medium text-(--hs-fjord) underline underline-offset-4 hover:decoration-2",
    focusRing,
  );
  return (
    <section id="contact" aria-labelledby="hs-contact-title" className="bg-(--hs-birch) py-20 sm:py-28">
      <div className={clsx(container, "grid gap-12 lg:grid-cols-[0.85fr_1.15fr] lg:gap-20")}>
        <div>
          <p className={eyebrow}>{contact.eyebrow}</p>
          <h2 id="hs-contact-title" className={clsx(sectionTitle, "mt-4")}>
            {contact.title}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-(--hs-ink-soft)">{contact.intro}</p>
          <p className="mt-6 flex gap-3 rounded-2xl border border-(--hs-linen) bg-white p-5 leading-relaxed text-(--hs-ink)">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-(--hs-fjord)" />
            <span>{contact.gdpr}</span>
          </p>
          <h3 className="mt-10 text-sm font-semibold tracking-[0.14em] text-(--hs-ink-soft) uppercase">
            {contact.detailsTitle}
          </h3>
          <ul className="mt-5 grid gap-5">
            <li className={detail}>
              <Mail aria-hidden="true" className={detailIcon} />
              <div>
                <p className="sr-only">{contact.emailLabel}</p>
                <ul className="grid gap-1">
                  {company.emails.map((email) => (
                    <li key={email.address}>
                      <a href={`mailto:${email.address}`} className={link}>
                        {email.address}
                      </a>
                      <span className="text-(--hs-ink-soft)"> · {email.purpose}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
            <li className={detail}>
              <Phone aria-hidden="true" className={detailIcon} />
              <p>
                <span className="sr-only">{contact.phoneLabel}: </span>
                <a href={company.phone.href} className={link}>
                  {company.phone.display}
                </a>
              </p>
            </li>
            <li className={detail}>
              <Clock aria-hidden="true" className={detailIcon} />
              <p className="text-(--hs-ink)">{contact.hours}</p>
            </li>
          </ul>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-[0_1px_2px_rgb(29_58_63/0.06),0_20px_48px_-20px_rgb(29_58_63/0.25)] sm:p-10">
          <HousingContact language={content.language} />
        </div>
      </div>
    </section>
  );
}

function Partners({ content }: { content: HousingContent }) {
  const { partners: text } = content;
  return (
    <section aria-labelledby="hs-partners-title" className="border-t border-(--hs-linen) bg-background py-16 sm:py-20">
      <div className={container}>
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="hs-partners-title"
            className="hs-serif text-3xl font-semibold tracking-tight text-(--hs-fjord) sm:text-4xl"
          >
            {text.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-(--hs-ink-soft)">{text.intro}</p>
        </div>
        <ul aria-label={text.listLabel} className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li
              key={partner.name}
              className="flex h-24 items-center justify-center rounded-2xl border border-(--hs-linen) bg-(--hs-birch) px-4 text-(--hs-ink-soft)"
            >
              <PartnerMark name={partner.name} glyph={partner.glyph} className="h-10 w-full max-w-[10.5rem]" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Footer({ content, company }: { content: HousingContent; company: HousingCompany }) {
  const { footer, contact } = content;
  const link =
    "rounded-sm text-(--hs-on-dark) underline-offset-4 hover:underline outline-none focus-visible:ring-2 focus-visible:ring-(--hs-timber-light)";
  return (
    <footer className="bg-(--hs-ink) text-(--hs-on-dark)">
      <div className={clsx(container, "grid gap-12 pt-16 pb-10 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr]")}>
        <div>
          <p className="flex items-center gap-2">
            <FuruMark className="size-8" />
            <span className="hs-serif text-2xl font-semibold">{company.name}</span>
          </p>
          <p className="mt-4 max-w-sm leading-relaxed text-(--hs-on-dark-soft)">{footer.tagline}</p>
          <address className="mt-6 flex gap-3 leading-relaxed text-(--hs-on-dark-soft) not-italic">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
            <span>
              <span className="sr-only">{contact.addressLabel}: </span>
              {company.address.street}
              <br />
              {company.address.postcode} {company.address.city}
              <br />
              {company.address.country}
            </span>
          </address>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-[0.14em] uppercase">{footer.contactTitle}</h2>
          <ul className="mt-4 grid gap-3">
            {company.emails.map((email) => (
              <li key={email.address}>
                <a href={`mailto:${email.address}`} className={link}>
                  {email.address}
                </a>
              </li>
            ))}
            <li>
              <a href={company.phone.href} className={link}>
                {company.phone.display}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-[0.14em] uppercase">{footer.followTitle}</h2>
          <ul className="mt-4 grid gap-3">
            {company.social.map(({ network, name, url }) => {
              const Icon = socialIcons[network];
              return (
                <li key={url}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={clsx(link, "inline-flex items-center gap-3")}
                  >
                    <Icon className="size-5" />
                    {name}
                    <span className="sr-only"> {footer.newTab}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div
          className={clsx(
            container,
            "flex flex-col gap-2 py-6 text-sm text-(--hs-on-dark-soft) md:flex-row md:justify-between",
          )}
        >
          <p>{footer.copyright}</p>
          <p>
            {footer.orgNumber} {company.orgNumber} · {footer.vatNumber} NO {company.orgNumber} MVA
          </p>
        </div>
      </div>
    </footer>
  );
}
