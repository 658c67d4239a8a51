import { Suspense, use, useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Keeps the server-rendered HTML of `children` as it is, and loads and hydrates
 * their code only when they come near the viewport (or get focus or a tap).
 * Wrap a below-the-fold form that is imported with React.lazy, so its code (form
 * library, validation) is not part of the page's first-load JavaScript:
 *
 *   const ContactForm = lazy(() => import("./contact-form"));
 *   <HydrateWhenVisible><ContactForm /></HydrateWhenVisible>
 *
 * How: on the client the inner component suspends until the wrapper is seen, and
 * React keeps a suspended boundary's server HTML (it hydrates it later) instead of
 * replacing it. On the server nothing suspends, so the HTML is complete.
 */
export function HydrateWhenVisible({ children, rootMargin = "400px" }: { children: ReactNode; rootMargin?: string }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);

  useEffect(() => {
    const element = wrapper.current;
    if (!element || gate.opened) return;
    const open = () => gate.open();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
      rootMargin,
    });
    observer.observe(element);
    element.addEventListener("focusin", open, { once: true });
    element.addEventListener("pointerdown", open, { once: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", open);
      element.removeEventListener("pointerdown", open);
    };
  }, [gate, rootMargin]);

  return (
    <div ref={wrapper}>
      <Suspense fallback={null}>
        <Gate gate={gate}>{children}</Gate>
      </Suspense>
    </div>
  );
}

interface VisibilityGate {
  opened: boolean;
  promise: Promise<void>;
  open(): void;
}

function createGate(): VisibilityGate {
  let resolve: () => void = () => {};
  const gate: VisibilityGate = {
    // Server rendering never waits: the HTML must be complete. After the first
    // hydration (client-side navigation) there is no server HTML to keep either.
    opened: typeof document === "undefined" || document.documentElement.dataset.hydrated === "true",
    promise: new Promise<void>((done) => (resolve = done)),
    open() {
      gate.opened = true;
      resolve();
    },
  };
  if (gate.opened) resolve();
  return gate;
}

function Gate({ gate, children }: { gate: VisibilityGate; children: ReactNode }) {
  if (!gate.opened) use(gate.promise);
  return children;
}
