import { useEffect } from "react";

/** Safari has no requestIdleCallback. */
function onIdle(callback: () => void, timeout: number) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(callback, { timeout });
  else setTimeout(callback, 50);
}

let pageSettled: Promise<void> | undefined;

/** Resolves once the page has loaded and the main thread is idle: extra work never competes with hydration. */
export function whenPageSettled(): Promise<void> {
  pageSettled ??= new Promise<void>((resolve) => {
    const idle = () => onIdle(resolve, 2500);
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
  return pageSettled;
}

/**
 * Sections marked `.c-deferred` start with content-visibility: auto, so the first render
 * lays out and paints only the top of the page. Once the page has settled they are
 * rendered for good, one per idle moment, so that no single task grows long and the
 * whole page is there for find-in-page, printing and full-page captures.
 */
export function useRenderDeferredSections() {
  useEffect(() => {
    let cancelled = false;
    void whenPageSettled().then(() => {
      const sections = Array.from(document.querySelectorAll<HTMLElement>(".c-deferred:not([data-rendered])"));
      const next = () => {
        if (cancelled) return;
        const section = sections.shift();
        if (!section) return;
        section.dataset.rendered = "true";
        onIdle(next, 1000);
      };
      onIdle(next, 1000);
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
