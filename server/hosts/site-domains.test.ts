import { describe, expect, it } from "vitest";
import { readConfig } from "../config";
import { normalizeHost, parseSiteDomains } from "./site-domains";

describe("parseSiteDomains (SITE_DOMAINS)", () => {
  it("reads each site's hosts, the first its primary one", () => {
    expect(
      parseSiteDomains("felimar=felimar.es,www.felimar.es; neron=NeronAntiguedades.es.", "platform.example"),
    ).toEqual([
      { site: "felimar", hosts: ["felimar.es", "www.felimar.es"] },
      { site: "neron", hosts: ["neronantiguedades.es"] },
    ]);
    expect(parseSiteDomains("", "platform.example")).toEqual([]);
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
    ["felimar=felimar.es:8443", /not a host name/],
    ["felimar=127.0.0.1", /not a host name/],
    ["felimar=localhost", /not a host name/],
    ["felimar=[::1]", /not a host name/],
    ["felimar=platform.example.", /SITE_URL/],
  ])("refuses %s", (value, message) => {
    expect(() => parseSiteDomains(value, "platform.example")).toThrow(message);
  });

  it("makes a bad value a configuration error that names the variable", () => {
    expect(() =>
      readConfig({ SITE_URL: "https://platform.example:8443", SITE_DOMAINS: "felimar=platform.example" }),
    ).toThrow(/SITE_DOMAINS: .*SITE_URL/);
    expect(() => readConfig({ SITE_DOMAINS: "felimar=localhost" })).toThrow(/SITE_DOMAINS: .*not a host name/);
    expect(readConfig({ SITE_DOMAINS: "felimar=felimar.es" }).SITE_DOMAINS).toEqual([
      { site: "felimar", hosts: ["felimar.es"] },
    ]);
    expect(readConfig({}).SITE_DOMAINS).toEqual([]);
  });

  it("compares hosts without case or a trailing dot", () => {
    expect(normalizeHost(" Felimar.ES. ")).toBe("felimar.es");
    expect(normalizeHost("felimar.es.:8443")).toBe("felimar.es:8443");
  });
});
