import { describe, expect, it } from "vitest";
import { personLanguage } from "./index";

describe("personLanguage", () => {
  it("is the language the person chose, whatever their role or the site a text is about", () => {
    expect(personLanguage({ role: "owner", sites: ["felimar"], language: "es" })).toBe("es");
    expect(personLanguage({ role: "owner", sites: ["felimar", "neron"], language: "nb" }, "neron")).toBe("nb");
    expect(personLanguage({ role: "operator", sites: ["felimar"], language: "nl" })).toBe("nl");
  });

  it("until they choose: an owner's (first or named) site's language, an operator's English", () => {
    expect(personLanguage({ role: "owner", sites: ["felimar"], language: null })).toBe("nl");
    expect(personLanguage({ role: "owner", sites: ["felimar", "neron"], language: null }, "neron")).toBe("es");
    expect(personLanguage({ role: "owner", sites: ["housing"] })).toBe("nb");
    expect(personLanguage({ role: "operator", sites: ["felimar"], language: null })).toBe("en");
  });
});
