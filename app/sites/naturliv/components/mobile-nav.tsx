import { useRef, type RefObject } from "react";
import { Link } from "react-router";
import { LanguageSwitch } from "#app/ui/language-switch.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#app/ui/sheet.tsx";
import type { NaturlivContent } from "../content/types";
import type { SocialProfile } from "../../site-content-fields";
import { naturlivVersions } from "../site";
import { NaturlivMark } from "./illustrations";
import { SocialLinks } from "./social-links";
import { useLinkPath } from "#app/lib/own-domain.ts";

interface MobileNavProps {
  content: NaturlivContent;
  social: SocialProfile[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back there when the drawer closes without a link chosen. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The navigation on small screens: a drawer sliding in from the right. Focus stays
 * inside while it is open; choosing any link closes it.
 */
export default function MobileNav({ content, social, open, onOpenChange, returnFocusTo }: MobileNavProps) {
  const toLink = useLinkPath();
  const { nav } = content;
  const linkChosen = useRef(false);
  const choose = () => {
    linkChosen.current = true;
    onOpenChange(false);
  };
  const linkClass =
    "flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-(--nl-forest) outline-none transition-colors hover:bg-(--nl-sand) focus-visible:ring-[3px] focus-visible:ring-ring/50";
  const modelClass =
    "flex min-h-11 items-center rounded-lg px-3 text-base text-(--nl-ink) outline-none transition-colors hover:bg-(--nl-sand) focus-visible:ring-[3px] focus-visible:ring-ring/50";

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={nav.closeMenu}
        portalClassName="naturliv-theme"
        className="overflow-y-auto bg-(--nl-sand)"
        onCloseAutoFocus={(event) => {
          // After a link was chosen, focus follows the link (the section or the new page).
          event.preventDefault();
          if (!linkChosen.current) returnFocusTo.current?.focus();
          linkChosen.current = false;
        }}
      >
        <SheetHeader className="border-b border-border">
          <SheetTitle className="flex items-center gap-2 text-(--nl-forest)">
            <NaturlivMark className="size-7" />
            <span className="nl-serif text-2xl font-semibold">Naturliv</span>
            <span className="sr-only">{nav.menuTitle}</span>
          </SheetTitle>
          <SheetDescription className="sr-only">{nav.menuDescription}</SheetDescription>
        </SheetHeader>

        <nav aria-label={nav.label} className="flex-1 px-3 py-4">
          <ul className="grid gap-1">
            <li>
              <Link to={toLink(content.home)} onClick={choose} className={linkClass}>
                {nav.home}
              </Link>
            </li>
            <li>
              <p
                id="nl-drawer-projects"
                className="px-3 pt-3 pb-1 text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase"
              >
                {nav.projects}
              </p>
              <ul
                aria-labelledby="nl-drawer-projects"
                className="grid gap-0.5 border-l-2 border-(--nl-timber) ml-3 pl-2"
              >
                {nav.models.map((model) => (
                  <li key={model.name}>
                    <Link to={toLink(content.projectsPath)} onClick={choose} className={modelClass}>
                      {model.name}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link
                    to={toLink(content.projectsPath)}
                    onClick={choose}
                    className={`${modelClass} font-semibold text-(--nl-forest)`}
                  >
                    {nav.viewAll}
                  </Link>
                </li>
              </ul>
            </li>
            <li className="mt-2">
              <Link to={toLink(content.home)} onClick={choose} className={linkClass}>
                {nav.about}
              </Link>
            </li>
            <li>
              <a href="#contact" onClick={choose} className={linkClass}>
                {nav.contact}
              </a>
            </li>
            <li>
              <Link to={toLink(content.home)} onClick={choose} className={linkClass}>
                {nav.blog}
              </Link>
            </li>
          </ul>
          <a
            href="#contact"
            onClick={choose}
            className="mt-6 flex h-12 items-center justify-center rounded-full bg-(--nl-forest) px-6 text-base font-semibold text-white outline-none transition-colors hover:bg-(--nl-forest-2) focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {nav.quote}
          </a>
        </nav>

        <div className="flex items-center justify-between gap-4 border-t border-border px-6 py-4 text-(--nl-forest)">
          <SocialLinks
            content={content}
            social={social}
            onClick={choose}
            className="flex items-center gap-1"
            linkClassName="inline-flex size-11 items-center justify-center rounded-full outline-none transition-colors hover:bg-(--nl-sand-2) focus-visible:ring-[3px] focus-visible:ring-ring/50"
            iconClassName="size-5"
          />
          <LanguageSwitch
            label={content.topBar.languageLabel}
            versions={naturlivVersions}
            current={content.htmlLang}
            size="lg"
          />
        </div>
      </SheetContent>
    </Sheet>
  );
}
