import { describe, expect, it } from "vitest";
import { readConfig } from "../config";
import { normalizeHost, parseSiteDomains } from "./site-domains";

describe("parseSiteDomains (SITE_DOMAINS)", () => {
  it("reads each site's hosts, the first its primary one", () => {
    expect(parseSiteDomains("felimar=felimar.es,www.felimar.es; neron=NeronAntiguedades.es.", "platform.example")).toEqual([
      { site: "felimar", hosts: ["felimar.es", "www.felimar.es"] },
      { site: "neron", hosts: ["neronantiguedades.es"] },
    ]);
    expect(parseSiteDomains("", "platform.example")).toEqual([]);
    expect(parseSiteDomains("naturliv=naturliv.test:8443", "platform.example")).toEqual([{ site: "naturliv", hosts: ["naturliv.test:8443"] }]);
  });

  it.each([
    ["felimar", /site=host/],
    ["felimar=", /site=host/],
    ["shop=shop.es", /not a site/],
    ["notebook=notes.es", /not a site/],
    ["felimar=a.es;felimar=b.es", /named twice/],
    ["felimar=a.es;neron=a.es", /named twice/],
    ["felimar=platform.example", /SITE_URL/],
    ["felimar=https://felimar.es", /not a host name/],
    ["felimar=felimar.es/path", /not a host name/],
    ["felimar=fe limar.es", /not a host name/],
    ["felimar=-felimar.es", /not a host name/],
  ])("refuses %s", (value, message) => {
    expect(() => parseSiteDomains(value, "platform.example")).toThrow(message);
  });

  it("makes a bad value a configuration error that names the variable", () => {
    expect(() => readConfig({ SITE_DOMAINS: "felimar=localhost:3000" })).toThrow(/SITE_DOMAINS: .*SITE_URL/);
    expect(readConfig({ SITE_DOMAINS: "felimar=felimar.es" }).SITE_DOMAINS).toEqual([{ site: "felimar", hosts: ["felimar.es"] }]);
    expect(readConfig({}).SITE_DOMAINS).toEqual([]);
  });

  it("compares hosts without case or a trailing dot", () => {
    expect(normalizeHost(" Felimar.ES. ")).toBe("felimar.es");
    expect(normalizeHost("felimar.es.:8443")).toBe("felimar.es:8443");
  });
});
