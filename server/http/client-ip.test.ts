import { describe, expect, it } from "vitest";
import { clientIp, rateLimitSubject, widerPrefixes } from "./client-ip";

describe("clientIp", () => {
  it("uses the socket address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientIp("10.0.0.5", "1.2.3.4", 0)).toBe("10.0.0.5");
  });

  it("takes the entry our one proxy appended, not one the client wrote", () => {
    expect(clientIp("10.0.0.1", "6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("counts trusted hops from the right", () => {
    expect(clientIp("10.0.0.1", "6.6.6.6, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
  });

  it("ignores any number of hops a client writes left of our proxy's entry", () => {
    const spoofed = Array.from({ length: 50 }, (_, i) => `10.0.${i}.1`).join(", ");
    expect(clientIp("10.0.0.1", `${spoofed}, 203.0.113.7`, 1)).toBe("203.0.113.7");
    expect(clientIp("10.0.0.1", "203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("skips blank entries, so a client's trailing comma cannot shift the count", () => {
    expect(clientIp("10.0.0.1", "6.6.6.6, , ,203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientIp("10.0.0.1", " , ", 1)).toBe("10.0.0.1");
  });

  it("takes IPv6 entries as they are", () => {
    expect(clientIp("::1", "2001:db8::1, 2001:db8::7", 1)).toBe("2001:db8::7");
  });

  it("falls back to the socket address without the header", () => {
    expect(clientIp("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
    expect(clientIp(undefined, undefined, 0)).toBe("unknown");
  });
});

describe("rateLimitSubject", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:85a3:1:8a2e:370:7334:1", "2001:db8:85a3:1::/64"],
    ["2001:0DB8:85A3:0001:ffff:ffff:ffff:ffff", "2001:db8:85a3:1::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (address, subject) => {
    expect(rateLimitSubject(address)).toBe(subject);
  });

  it("counts every address of one /64 as one client, and other /64s apart", () => {
    const subjects = new Set(
      Array.from({ length: 100 }, (_, i) => rateLimitSubject(`2001:db8:1:2:${i.toString(16)}::${i.toString(16)}`)),
    );
    expect(subjects).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(rateLimitSubject("2001:db8:1:3::1")).not.toBe(rateLimitSubject("2001:db8:1:2::1"));
  });
});

describe("widerPrefixes", () => {
  it("puts an IPv6 /64 in its /56 (4 times its allowance) and its /48 (16 times)", () => {
    expect(widerPrefixes(rateLimitSubject("2001:db8:85a3:12ab::1"))).toEqual([
      { prefix: "2001:db8:85a3:1200::/56", times: 4 },
      { prefix: "2001:db8:85a3::/48", times: 16 },
    ]);
    expect(widerPrefixes(rateLimitSubject("2001:db8::1"))).toEqual([
      { prefix: "2001:db8:0:0::/56", times: 4 },
      { prefix: "2001:db8:0::/48", times: 16 },
    ]);
  });

  it("gives the 256 /64s of a /56 one /56, and the /56s of a /48 one /48", () => {
    const slash64s = Array.from({ length: 256 }, (_, i) =>
      rateLimitSubject(`2001:db8:7:${(0x3400 + i).toString(16)}::1`),
    );
    expect(new Set(slash64s).size).toBe(256);
    expect(new Set(slash64s.map((subject) => widerPrefixes(subject)[0]!.prefix))).toEqual(
      new Set(["2001:db8:7:3400::/56"]),
    );
    const slash56s = Array.from({ length: 256 }, (_, i) => rateLimitSubject(`2001:db8:7:${(i << 8).toString(16)}::1`));
    expect(new Set(slash56s.map((subject) => widerPrefixes(subject)[0]!.prefix)).size).toBe(256);
    expect(new Set(slash56s.map((subject) => widerPrefixes(subject)[1]!.prefix))).toEqual(new Set(["2001:db8:7::/48"]));
  });

  it("has none for IPv4 or anything that is not an address", () => {
    for (const address of ["203.0.113.7", "::ffff:203.0.113.7", "unknown"])
      expect(widerPrefixes(rateLimitSubject(address))).toEqual([]);
  });
});
