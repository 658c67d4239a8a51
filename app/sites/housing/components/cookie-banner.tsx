import { Cookie, X } from "lucide-react";
import { useState } from "react";
import { clsx } from "clsx";

interface CookieBannerProps {
  text: { label: string; text: string; accept: string; close: string };
}

/**
 * The cookie notice, fixed at the bottom. The site sets no tracking cookie, so the
 * notice says so and asks for no choice: Accept and the close icon both just hide
 * it, and nothing is stored, not even that it was closed.
 */
export function CookieBanner({ text }: CookieBannerProps) {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  const hide = () => setVisible(false);
  const focusRing = "outline-none focus-visible:ring-[3px] focus-visible:ring-(--hs-timber-light)";
  return (
    <>
      {/* Room at the end of the page, so the banner never hides the footer's last lines. */}
      <div aria-hidden="true" className="h-44 bg-(--hs-ink) sm:h-36" />
      <section
        aria-label={text.label}
        className="fixed inset-x-3 bottom-3 z-40 rounded-2xl bg-(--hs-fjord) p-5 pr-14 text-white shadow-[0_20px_50px_-12px_rgb(0_0_0/0.45)] sm:right-auto sm:bottom-6 sm:left-6 sm:max-w-md"
      >
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-(--hs-timber-light)" />
          <p className="text-[0.9375rem] leading-relaxed">{text.text}</p>
        </div>
        <button
          type="button"
          onClick={hide}
          className={clsx(
            "mt-4 ml-8 inline-flex h-10 items-center rounded-full bg-white px-6 text-sm font-semibold text-(--hs-fjord) transition-colors hover:bg-(--hs-timber-light)",
            focusRing,
          )}
        >
          {text.accept}
        </button>
        <button
          type="button"
          onClick={hide}
          aria-label={text.close}
          className={clsx(
            "absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-white transition-colors hover:bg-white/10",
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </section>
    </>
  );
}
