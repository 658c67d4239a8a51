import { describe, expect, it } from "vitest";
import { toastLabels } from "./toast-labels";

describe("toastLabels", () => {
  it("speaks each site's language: Felimar's Dutch, Neron's Spanish, the Norwegian pages' bokmål, English", () => {
    expect(toastLabels("nl")).toEqual({ region: "Meldingen (Alt+T)", close: "Melding sluiten" });
    expect(toastLabels("es")).toEqual({ region: "Notificaciones (Alt+T)", close: "Cerrar notificación" });
    expect(toastLabels("nb")).toEqual({ region: "Varsler (Alt+T)", close: "Lukk varsel" });
    expect(toastLabels("en")).toEqual({ region: "Notifications (Alt+T)", close: "Close notification" });
  });

  it("reads the primary subtag in any case, and falls back to English for a language it lacks", () => {
    expect(toastLabels("es-ES").close).toBe("Cerrar notificación");
    expect(toastLabels("NB-no").close).toBe("Lukk varsel");
    expect(toastLabels("de").close).toBe("Close notification");
    expect(toastLabels("").close).toBe("Close notification");
  });
});
