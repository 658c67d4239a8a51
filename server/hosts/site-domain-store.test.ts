import { describe, expect, it } from "vitest";
import { effectiveDomains } from "./site-domain-store";
import type { SiteDomain } from "./site-domains";

describe("effectiveDomains", () => {
  const configured: SiteDomain[] = [{ site: "felimar", hosts: ["felimar.es", "www.felimar.es"] }];

  it("is the configuration's domains when nothing is stored, and the stored ones when nothing is configured", () => {
    expect(effectiveDomains(configured, [])).toEqual(configured);
    expect(effectiveDomains([], [{ site: "neron", hosts: ["neron.test"] }])).toEqual([
      { site: "neron", hosts: ["neron.test"] },
    ]);
  });

  it("adds the stored sites the configuration does not name", () => {
    expect(effectiveDomains(configured, [{ site: "neron", hosts: ["neron.test", "www.neron.test"] }])).toEqual([
      ...configured,
      { site: "neron", hosts: ["neron.test", "www.neron.test"] },
    ]);
  });

  it("ignores what is stored for a configured site", () => {
    expect(effectiveDomains(configured, [{ site: "felimar", hosts: ["felimar.test"] }])).toEqual(configured);
  });

  it("drops a stored host a configured site has, and a stored site left with none", () => {
    const stored: SiteDomain[] = [
      { site: "neron", hosts: ["www.felimar.es", "neron.test"] },
      { site: "housing", hosts: ["felimar.es"] },
    ];
    expect(effectiveDomains(configured, stored)).toEqual([...configured, { site: "neron", hosts: ["neron.test"] }]);
  });
});
