import { Menu } from "lucide-react";
import { lazy, memo, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { HydrateWhenVisible } from "#app/lib/hydrate-when-visible.tsx";
import { LanguageSwitch } from "#app/ui/language-switch.tsx";
import type { NaturlivContent } from "../content/types";
import type { SocialProfile } from "../../site-content-fields";
import { naturlivVersions } from "../site";
import { clsx } from "clsx";
import { NaturlivMark } from "./illustrations";
import { SocialLinks } from "./social-links";
import { useLinkPath } from "#app/lib/own-domain.ts";

/** The header gains its shadow once the page is scrolled more than this many pixels. */
export const HEADER_SHADOW_THRESHOLD = 20;

const loadMobileNav = () => import("./mobile-nav");
const MobileNav = lazy(loadMobileNav);
const DesktopNav = lazy(() => import("./desktop-nav"));

/**
 * Fixed header: a top bar (social links, EN / NO) and the main bar (logo, the
 * navigation menu on wide screens, a menu button opening a drawer on small ones).
 */
export function SiteHeader({ content, social }: { content: NaturlivContent; social: SocialProfile[] }) {
  const toLink = useLinkPath();
  const scrolled = useScrolledPast(HEADER_SHADOW_THRESHOLD);
  const { nav } = content;
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={clsx(
        "fixed inset-x-0 top-0 z-40 bg-(--nl-sand)/95 backdrop-blur-md transition-shadow duration-300",
        scrolled ? "shadow-[0_6px_24px_-8px_rgb(31_58_43/0.28)]" : "shadow-none",
      )}
    >
      <TopBar content={content} social={social} />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8 lg:h-[4.5rem]">
        <Link
          to={toLink(content.home)}
          aria-label={content.logoLabel}
          className="-ml-1 flex items-center gap-2 rounded-md px-1 py-1 text-(--nl-forest) outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <NaturlivMark className="size-8" />
          <span className="nl-serif text-2xl font-semibold tracking-tight">Naturliv</span>
        </Link>

        <DesktopNavigation content={content} />

        <div className="flex items-center gap-2">
          <a
            href="#contact"
            className="hidden h-11 items-center rounded-full bg-(--nl-forest) px-5 text-sm font-semibold text-white transition-colors outline-none hover:bg-(--nl-forest-2) focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:inline-flex"
          >
            {nav.quote}
          </a>
          <MenuButton content={content} social={social} />
        </div>
      </div>
    </header>
  );
}

/**
 * The navigation menu of wide screens. Hidden below 1024 px, so small screens never
 * download its code; on wide ones it hydrates as soon as it is on screen. Memoised,
 * so the header's scroll updates never reach it while it waits.
 */
const DesktopNavigation = memo(function DesktopNavigation({ content }: { content: NaturlivContent }) {
  return (
    <div className="hidden lg:block">
      <HydrateWhenVisible rootMargin="0px">
        <DesktopNav content={content} />
      </HydrateWhenVisible>
    </div>
  );
});

function TopBar({ content, social }: { content: NaturlivContent; social: SocialProfile[] }) {
  return (
    <div className="bg-(--nl-forest) text-(--nl-on-dark)">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <SocialLinks
          content={content}
          social={social}
          className="flex items-center gap-1"
          linkClassName="inline-flex size-8 items-center justify-center rounded-full outline-none transition-colors hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-(--nl-on-dark)"
          iconClassName="size-4"
        />
        <p className="hidden text-xs tracking-wide text-(--nl-on-dark-soft) md:block">{content.topBar.tagline}</p>
        <LanguageSwitch label={content.topBar.languageLabel} versions={naturlivVersions} current={content.htmlLang} />
      </div>
    </div>
  );
}

/** The drawer's code loads on the first tap (or earlier, when the pointer or focus reaches the button). */
function MenuButton({ content, social }: { content: NaturlivContent; social: SocialProfile[] }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadMobileNav();
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-(--nl-forest) transition-colors outline-none hover:bg-(--nl-sand-2) focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{content.nav.openMenu}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileNav content={content} social={social} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
