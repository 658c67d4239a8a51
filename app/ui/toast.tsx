import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";
import { toastLabels } from "./toast-labels";

/*
 * Toasts load sonner on first use. Most visits never show a toast, so sonner stays
 * out of every page's first-load JavaScript. Sonner replays toasts raised before
 * its Toaster subscribed, so nothing shown early is lost.
 */

let toasterRequested = false;
const listeners = new Set<() => void>();

function requestToaster() {
  if (toasterRequested) return;
  toasterRequested = true;
  for (const listener of listeners) listener();
}

async function show(kind: "success" | "error" | "message", message: string, options?: ExternalToast) {
  requestToaster();
  const { toast: sonnerToast } = await import("sonner");
  if (kind === "message") sonnerToast(message, options);
  else sonnerToast[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  message: (message: string, options?: ExternalToast) => show("message", message, options),
};

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * Mounted once in the root. Sonner's defaults: bottom-right, 3 visible, Alt+T.
 * `lang`: the page's language (the route's `handle.lang`), for the region's and close buttons' labels.
 */
export function Toaster({ lang }: { lang: string }) {
  const requested = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterRequested,
    () => false,
  );
  if (!requested) return null;
  const labels = toastLabels(lang);
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        richColors
        closeButton
        customAriaLabel={labels.region}
        toastOptions={{ closeButtonAriaLabel: labels.close }}
      />
    </Suspense>
  );
}
