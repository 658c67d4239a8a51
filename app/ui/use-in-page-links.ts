import { useEffect } from "react";

/**
 * Makes same-page links (`<a href="#contact">`) scroll to their section without a
 * router navigation. A plain fragment click fires `popstate`, React Router turns it
 * into a navigation, and every part of the page still waiting to hydrate (see
 * ~/lib/hydrate-when-visible) is re-rendered empty until its code loads: the form
 * the link points to vanishes and the scroll lands in the wrong place.
 *
 * Here the click scrolls the target into view (smoothly where the page asks for
 * it, never when reduced motion is preferred), moves keyboard focus there as a
 * fragment link would, and records the fragment in the address bar and history.
 */
export function useInPageLinks() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.("a[href^='#']");
      if (!(link instanceof HTMLAnchorElement) || link.target) return;
      const id = decodeURIComponent(link.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      event.preventDefault();
      if (window.location.hash !== link.hash) window.history.pushState(window.history.state, "", link.hash);
      // Wait a frame: a menu closed by this click releases its scroll lock first.
      requestAnimationFrame(() => {
        target.scrollIntoView({ block: "start" });
        if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
        target.focus({ preventScroll: true });
      });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
