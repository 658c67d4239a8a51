import { describe, expect, it } from "vitest";
import { countLinks, hasSpamLinks } from "./links";

describe("countLinks", () => {
  it("counts each link once, however it is written", () => {
    expect(countLinks("https://www.idealista.com/inmueble/1/ y maps.example/x")).toBe(2);
    expect(countLinks("visit www.pills.example now")).toBe(1);
    expect(countLinks("HTTP://A.EXAMPLE http://b.example/path?q=1")).toBe(2);
  });

  it("counts no e-mail address, no bare domain and no sentence as a link", () => {
    expect(countLinks("Write to jan@felimar.es or call +34 600 123 456.")).toBe(0);
    expect(countLinks("We found you on idealista.com. Is it still free?")).toBe(0);
    expect(countLinks("Hola. ¿Tenéis mesa?")).toBe(0);
  });
});

describe("hasSpamLinks", () => {
  it("flags any link in a name and more than two in another field", () => {
    expect(hasSpamLinks({ name: "Ana www.cheap.example", fields: {} })).toBe(true);
    expect(hasSpamLinks({ name: "Ana", fields: { message: "a.example/1 b.example/2 c.example/3" } })).toBe(true);
    expect(hasSpamLinks({ name: "Ana", fields: { message: "https://a.example and https://b.example" } })).toBe(false);
    expect(hasSpamLinks({ name: null, fields: { consent: true } })).toBe(false);
  });
});
