import { type ReactNode, Suspense, useEffect, useRef } from "react";

/**
 * A part of a long page below its first screen. The <Suspense> has React hydrate it in
 * a task of its own after the first paint (docs/decisions/0006). Until the browser is
 * idle, `content-visibility: auto` (.below-fold in app.css) lets it skip the part's style,
 * layout and paint while off screen: felimar's first layout fell from ~70 ms to ~20 ms of
 * main thread (docs/decisions/0011). Once idle, the parts are laid out one per frame
 * (`data-laid-out`), so no single task lays out the whole page, and find-in-page and
 * contrast checks then see every part as shown. A same-page link lays out every part at
 * once before it scrolls: where a section lies depends on the height of all above it.
 */
export function BelowFold({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <BelowFoldPart>{children}</BelowFoldPart>
    </Suspense>
  );
}

function BelowFoldPart({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (window.location.hash) {
      arriveAtFragment();
      return undefined;
    }
    pending.push(element);
    listenForSamePageLinks();
    scheduleNextLayout();
    return () => {
      pending = pending.filter((each) => each !== element);
    };
  }, []);
  return (
    <div ref={ref} className="below-fold">
      {children}
    </div>
  );
}

/** Parts still skipped, in the order they hydrated; one runner lays them out one per frame. */
let pending: HTMLElement[] = [];
let scheduled = false;
let listening = false;

const layOut = (element: HTMLElement) => {
  element.dataset.laidOut = "true";
};

function scheduleNextLayout() {
  if (scheduled || pending.length === 0) return;
  scheduled = true;
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 50));
  whenIdle(() => {
    const next = pending.shift();
    if (next) layOut(next);
    // The next part waits for the frame that lays this one out.
    requestAnimationFrame(() => {
      scheduled = false;
      scheduleNextLayout();
    });
  });
}

/** Every part of the page, hydrated or not yet, laid out now. */
function layOutEveryPart() {
  for (const element of document.querySelectorAll<HTMLElement>(".below-fold:not([data-laid-out])")) layOut(element);
  pending = [];
}

/**
 * A page opened at a fragment (/felimar#contact): the browser scrolled there while the
 * parts above were still skipped, each counted at its placeholder height. Lay them all
 * out and, if that moved the target off screen, scroll to it again, as the link meant.
 */
let arrived = false;
function arriveAtFragment() {
  if (arrived) return;
  arrived = true;
  layOutEveryPart();
  const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
  const top = target?.getBoundingClientRect().top;
  if (target && top !== undefined && (top < 0 || top > window.innerHeight)) target.scrollIntoView({ block: "start" });
}

/** Before any click handler scrolls to a same-page fragment (capture phase: first of all), lay out every part. */
function listenForSamePageLinks() {
  if (listening) return;
  listening = true;
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[href*='#']");
      if (link instanceof HTMLAnchorElement && link.hash && link.pathname === window.location.pathname)
        layOutEveryPart();
    },
    { capture: true },
  );
}
