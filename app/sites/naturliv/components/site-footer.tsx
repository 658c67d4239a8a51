import { lazy } from "react";
import { Link } from "react-router";
import { HydrateWhenVisible } from "#app/lib/hydrate-when-visible.tsx";
import type { NaturlivContent } from "../content/types";
import type { SocialProfile } from "../../site-content-fields";
import { NaturlivMark } from "./illustrations";
import { SocialLinks } from "./social-links";
import { useLinkPath } from "#app/lib/own-domain.ts";

const NewsletterForm = lazy(() =>
  import("#app/forms/newsletter/newsletter-form.tsx").then((module) => ({ default: module.NewsletterForm })),
);

const footerLink =
  "rounded-sm text-(--nl-on-dark-soft) underline-offset-4 outline-none transition-colors hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-(--nl-timber-light)";

export function SiteFooter({ content, social }: { content: NaturlivContent; social: SocialProfile[] }) {
  const toLink = useLinkPath();
  const { footer, nav } = content;
  return (
    <footer className="bg-(--nl-forest) text-(--nl-on-dark) [--ring:var(--nl-timber-light)]">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-12 px-5 pt-16 pb-10 sm:px-8 lg:grid-cols-[1.2fr_0.8fr_0.8fr_1.4fr] lg:gap-10 lg:pt-20">
        <div className="col-span-2 lg:col-span-1">
          <Link
            to={toLink(content.home)}
            className="inline-flex items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-(--nl-timber-light)"
          >
            <NaturlivMark className="size-8" />
            <span className="nl-serif text-2xl font-semibold">Naturliv</span>
          </Link>
          <p className="mt-4 max-w-xs leading-relaxed text-(--nl-on-dark-soft)">{footer.tagline}</p>
          <p className="mt-8 text-sm font-semibold tracking-[0.14em] uppercase">{footer.followUs}</p>
          <SocialLinks
            content={content}
            social={social}
            className="mt-3 flex gap-2"
            linkClassName="inline-flex size-11 items-center justify-center rounded-full border border-white/25 outline-none transition-colors hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-(--nl-timber-light)"
            iconClassName="size-5"
          />
        </div>

        <nav aria-labelledby="nl-footer-models">
          <h2 id="nl-footer-models" className="text-sm font-semibold tracking-[0.14em] uppercase">
            {footer.modelsTitle}
          </h2>
          <ul className="mt-4 grid gap-2.5">
            {nav.models.map((model) => (
              <li key={model.name}>
                <Link to={toLink(content.projectsPath)} className={footerLink}>
                  {model.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="nl-footer-company">
          <h2 id="nl-footer-company" className="text-sm font-semibold tracking-[0.14em] uppercase">
            {footer.companyTitle}
          </h2>
          <ul className="mt-4 grid gap-2.5">
            <li>
              <Link to={toLink(content.home)} className={footerLink}>
                {nav.about}
              </Link>
            </li>
            <li>
              <a href="#how-it-works" className={footerLink}>
                {content.process.title}
              </a>
            </li>
            <li>
              <a href="#contact" className={footerLink}>
                {nav.contact}
              </a>
            </li>
            <li>
              <Link to={toLink(content.home)} className={footerLink}>
                {nav.blog}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-1">
          <h2 className="nl-serif text-2xl font-semibold">{footer.newsletterTitle}</h2>
          <p className="mt-3 leading-relaxed text-(--nl-on-dark-soft)">{footer.newsletterText}</p>
          <HydrateWhenVisible>
            <NewsletterForm
              site="naturliv"
              language={content.language}
              className="mt-5"
              inputClassName="h-12 rounded-full border-transparent bg-white px-5 text-(--nl-ink)"
              buttonClassName="h-12 rounded-full bg-(--nl-timber) px-6 text-base font-semibold text-(--nl-forest) hover:bg-(--nl-timber-light)"
            />
          </HydrateWhenVisible>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-5 py-6 text-sm text-(--nl-on-dark-soft) sm:px-8">{footer.copyright}</p>
      </div>
    </footer>
  );
}
