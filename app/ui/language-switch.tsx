import { Link, type LinkDescriptor } from "react-router";
import { useLinkPath } from "#app/lib/own-domain.ts";
import { absoluteUrl } from "#app/lib/seo.tsx";
import { clsx } from "clsx";

/** One language version of a page. */
export interface LanguageVersion {
  /** BCP 47 tag of the version, e.g. "en" or "nb". */
  lang: string;
  /** Short visible code, e.g. "EN". */
  code: string;
  /** The language's own name, read to screen readers, e.g. "Norsk". */
  name: string;
  /** Path of the page in that language, e.g. "/no/naturliv". */
  path: string;
}

interface LanguageSwitchProps {
  /** Accessible name of the group, in the page's language (e.g. "Language"). */
  label: string;
  versions: LanguageVersion[];
  /** `lang` of the version being shown. */
  current: string;
  /** "sm" for a top bar, "lg" for touch-first places such as a menu drawer (44 px targets). */
  size?: "sm" | "lg";
  className?: string;
}

/**
 * EN / NO switch: links to the same page in each language. The current one is
 * marked with aria-current; scroll position is kept, since it is the same page.
 */
export function LanguageSwitch({ label, versions, current, size = "sm", className }: LanguageSwitchProps) {
  const toLink = useLinkPath();
  return (
    <div role="group" aria-label={label} className={clsx("flex items-center gap-1", className)}>
      {versions.map((version, index) => {
        const isCurrent = version.lang === current;
        return (
          <span key={version.lang} className="flex items-center gap-1">
            {index > 0 ? (
              <span aria-hidden="true" className="opacity-60">
                /
              </span>
            ) : null}
            <Link
              to={toLink(version.path)}
              lang={version.lang}
              hrefLang={version.lang}
              preventScrollReset
              aria-current={isCurrent ? "page" : undefined}
              className={clsx(
                "inline-flex items-center justify-center rounded px-1.5 font-semibold tracking-wider outline-none focus-visible:ring-2 focus-visible:ring-current",
                size === "lg" ? "min-h-11 min-w-11 text-sm" : "min-h-6 min-w-6 text-xs",
                isCurrent
                  ? "underline decoration-2 underline-offset-4"
                  : "opacity-85 hover:opacity-100 hover:underline hover:underline-offset-4",
              )}
            >
              {version.code}
              <span className="sr-only"> ({version.name})</span>
            </Link>
          </span>
        );
      })}
    </div>
  );
}

/**
 * `<link rel="alternate" hreflang>` for every language version of a page, plus
 * x-default (the first version): for the route's `links` export.
 */
export function languageAlternates(versions: LanguageVersion[]): LinkDescriptor[] {
  const [fallback] = versions;
  return [
    ...versions.map((version) => ({ rel: "alternate", hrefLang: version.lang, href: absoluteUrl(version.path) })),
    ...(fallback ? [{ rel: "alternate", hrefLang: "x-default", href: absoluteUrl(fallback.path) }] : []),
  ];
}
