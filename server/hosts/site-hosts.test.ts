import { describe, expect, it } from "vitest";
import { parseSiteDomains } from "./site-domains";
import { siteHosts } from "./site-hosts";

const hosts = siteHosts(
  "https://platform.example",
  parseSiteDomains("felimar=felimar.es,www.felimar.es;neron=neron.test", "platform.example"),
);

describe("siteHosts", () => {
  it("resolves a site's primary host, whatever its case, port or trailing dot", () => {
    for (const header of ["felimar.es", "FELIMAR.es", "felimar.es.", "felimar.es:443"]) {
      expect(hosts.resolve(header), header).toEqual({ site: "felimar", origin: "https://felimar.es" });
    }
  });

  it("sends a site's other hosts to its primary one", () => {
    expect(hosts.resolve("www.felimar.es")).toEqual({
      site: "felimar",
      origin: "https://felimar.es",
      redirectTo: "https://felimar.es",
    });
  });

  it("resolves a site's host on any port, and names it without one", () => {
    for (const header of ["neron.test:8443", "neron.test", "neron.test:"])
      expect(hosts.resolve(header), header).toEqual({ site: "neron", origin: "https://neron.test" });
  });

  it("answers the shared host for its own name, and for any unknown or missing Host: never the attacker's", () => {
    for (const header of [
      "platform.example",
      "platform.example:8443",
      "evil.example",
      "felimar.es.evil.example",
      "felimar.es@evil.example",
      "[::1]:3000",
      "127.0.0.1",
      "",
      undefined,
    ]) {
      expect(hosts.resolve(header), String(header)).toEqual({ site: null, origin: "https://platform.example" });
    }
  });

  it("gives each site's origin, with SITE_URL's scheme", () => {
    expect(hosts.originOf("felimar")).toBe("https://felimar.es");
    expect(hosts.originOf("housing")).toBeNull();
    expect(
      siteHosts("http://localhost:3000", parseSiteDomains("housing=housing.test", "localhost")).originOf("housing"),
    ).toBe("http://housing.test");
  });

  it("says which names it serves, for the TLS permission check", () => {
    for (const name of ["platform.example", "felimar.es", "www.felimar.es", "WWW.FELIMAR.ES", "neron.test"])
      expect(hosts.serves(name), name).toBe(true);
    for (const name of ["evil.example", "felimar.es.evil.example", "es", ""])
      expect(hosts.serves(name), name).toBe(false);
  });
});
