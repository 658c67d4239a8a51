/**
 * The toasts' own words (the notifications region and each close button), in the page's
 * language: sonner's defaults ("Notifications alt+T", "Close toast") are English on every
 * page, so a Dutch, Spanish or Norwegian screen-reader user heard English in the middle of
 * their page. Keyed by the primary subtag of the route's `handle.lang`.
 */
export interface ToastLabels {
  /** The `<section>` that holds the toasts; names the hotkey that focuses it (sonner's Alt+T). */
  region: string;
  /** Each toast's close button. */
  close: string;
}

const english: ToastLabels = { region: "Notifications (Alt+T)", close: "Close notification" };

const labels: Record<string, ToastLabels> = {
  en: english,
  nl: { region: "Meldingen (Alt+T)", close: "Melding sluiten" },
  es: { region: "Notificaciones (Alt+T)", close: "Cerrar notificación" },
  // Bokmål ("nb", what the Norwegian pages declare), nynorsk and the macrolanguage read the same words here.
  nb: { region: "Varsler (Alt+T)", close: "Lukk varsel" },
  nn: { region: "Varsel (Alt+T)", close: "Lukk varselet" },
  no: { region: "Varsler (Alt+T)", close: "Lukk varsel" },
};

/** The labels for a BCP 47 tag ("nb", "es-ES"); English for a language without its own. */
export function toastLabels(lang: string): ToastLabels {
  const primary = lang.toLowerCase().split("-")[0] ?? "";
  return labels[primary] ?? english;
}
