import { describe, expect, it } from "vitest";
import { acceptedLanguage } from "./accept-language";

describe("acceptedLanguage", () => {
  it("takes the first language we have, in the browser's order", () => {
    expect(acceptedLanguage("nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("nl");
    expect(acceptedLanguage("es-ES,es;q=0.9")).toBe("es");
    expect(acceptedLanguage("en-GB,en;q=0.9,nl;q=0.8")).toBe("en");
    expect(acceptedLanguage("de-DE,de;q=0.9,es;q=0.5,nl;q=0.4")).toBe("es");
  });

  it("honours the weights, not the order, and the earlier range on a tie", () => {
    expect(acceptedLanguage("en;q=0.5, es;q=0.8")).toBe("es");
    expect(acceptedLanguage("nl;q=0.7, es;q=0.7")).toBe("nl");
    expect(acceptedLanguage("NL;Q=1.000, en;q=0.999")).toBe("nl");
  });

  it("reads every Norwegian as Bokmål", () => {
    expect(acceptedLanguage("nb-NO,nb;q=0.9")).toBe("nb");
    expect(acceptedLanguage("no")).toBe("nb");
    expect(acceptedLanguage("nn-NO, en;q=0.5")).toBe("nb");
  });

  it("refuses what q=0 excludes and skips malformed weights", () => {
    expect(acceptedLanguage("nl;q=0, es;q=0.1")).toBe("es");
    expect(acceptedLanguage("nl;q=2, es;q=0.1")).toBe("es");
    expect(acceptedLanguage("nl;q=abc, nb;q=0.3")).toBe("nb");
  });

  it("falls back to English without a language we have", () => {
    expect(acceptedLanguage(undefined)).toBe("en");
    expect(acceptedLanguage(null)).toBe("en");
    expect(acceptedLanguage("")).toBe("en");
    expect(acceptedLanguage("fr-FR, de;q=0.9, *;q=0.5")).toBe("en");
    expect(acceptedLanguage("nl;q=0")).toBe("en");
    expect(acceptedLanguage(",,;;,  ,q=1")).toBe("en");
  });

  it("reads a long header only as far as a browser would send", () => {
    expect(acceptedLanguage(`${"fr;q=0.9,".repeat(40)}nl`)).toBe("en");
  });
});
