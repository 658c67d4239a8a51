import { lazy, type ComponentProps, Suspense, useEffect, useRef } from "react";
import type { NewsletterForm as NewsletterFormComponent } from "#app/forms/newsletter/newsletter-form.tsx";

type FormProps = ComponentProps<typeof NewsletterFormComponent>;

/*
 * The newsletter form sits at the very bottom of a long page, and its code (form
 * library and schema) would be a quarter of the page's JavaScript budget. So the
 * server renders it into the HTML as usual, but the browser fetches its code only
 * when the visitor comes near the footer or touches the form, and hydrates it then.
 * Until that moment React keeps the server's HTML as it is (a suspended boundary).
 *
 * The server awaits the form's module when this module loads (top-level await), so the
 * prerendered HTML holds the whole form. A static import would keep the form's
 * dependencies in the browser's first load, so that import sits behind
 * import.meta.env.SSR and disappears from the browser build.
 */

const serverForm = import.meta.env.SSR
  ? (await import("#app/forms/newsletter/newsletter-form.tsx")).NewsletterForm
  : null;

let openGate: () => void = () => {};
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});

function markReady() {
  // Browser tests wait for this before they type.
  document.documentElement.dataset.newsletterReady = "true";
}

function ReadyMarker() {
  useEffect(markReady, []);
  return null;
}

function ServerForm(props: FormProps) {
  const NewsletterForm = serverForm!;
  return (
    <>
      <NewsletterForm {...props} />
      <ReadyMarker />
    </>
  );
}

const DeferredForm = import.meta.env.SSR
  ? ServerForm
  : lazy(async () => {
      await gate;
      const { NewsletterForm } = await import("#app/forms/newsletter/newsletter-form.tsx");
      function LoadedForm(props: FormProps) {
        return (
          <>
            <NewsletterForm {...props} />
            <ReadyMarker />
          </>
        );
      }
      return { default: LoadedForm };
    });

export function NewsletterSlot(props: FormProps) {
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) openGate();
      },
      { rootMargin: "900px 0px" },
    );
    observer.observe(element);
    // Native listeners: React does not dispatch events inside a boundary it has not hydrated yet.
    const events = ["pointerover", "focusin", "touchstart"] as const;
    for (const name of events) element.addEventListener(name, openGate, { passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const name of events) element.removeEventListener(name, openGate);
    };
  }, []);

  return (
    <div ref={wrapper}>
      <Suspense fallback={null}>
        <DeferredForm {...props} />
      </Suspense>
    </div>
  );
}
