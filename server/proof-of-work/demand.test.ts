import { describe, expect, it } from "vitest";
import {
  BASE_MAXNUMBER,
  ChallengeDemand,
  DEMAND_WINDOW_MS,
  MAX_MAXNUMBER,
  prefixesOf,
  SURGE_ALLOWANCE,
} from "./demand";

/** Challenges one client takes at the easiest difficulty (the server passes RATE_LIMIT_CLIENT_MAX). */
const CLIENT_ALLOWANCE = 3;

const clockAt = (start = DEMAND_WINDOW_MS * 1_000) => {
  const clock = { now: start };
  return { clock, read: () => clock.now };
};

describe("ChallengeDemand", () => {
  it("doubles an address's difficulty per CLIENT_ALLOWANCE challenges, up to the cap", () => {
    const { read } = clockAt();
    const demand = new ChallengeDemand(CLIENT_ALLOWANCE, read);
    const seen = Array.from({ length: 20 }, () => demand.take("192.0.2.1"));
    expect(seen.slice(0, CLIENT_ALLOWANCE)).toEqual(Array(CLIENT_ALLOWANCE).fill(BASE_MAXNUMBER));
    expect(seen[CLIENT_ALLOWANCE]).toBe(BASE_MAXNUMBER * 2);
    expect(seen.at(-1)).toBe(MAX_MAXNUMBER);
    expect(demand.take("192.0.2.2")).toBe(BASE_MAXNUMBER);
  });

  it("counts an IPv6 /56 spread over its /64s as one client, with its own allowance", () => {
    const demand = new ChallengeDemand(CLIENT_ALLOWANCE, clockAt().read);
    let last = 0;
    for (let i = 0; i < CLIENT_ALLOWANCE * 4 * 2; i++) last = demand.take(`2001:db8:0:${i.toString(16)}::1`);
    expect(last).toBe(BASE_MAXNUMBER * 2);
    // Another /56 of the same /48: within the /48's larger allowance.
    expect(demand.take("2001:db8:0:100::1")).toBe(BASE_MAXNUMBER);
  });

  it("forgets a client's demand once its window and the next have passed", () => {
    const { clock, read } = clockAt();
    const demand = new ChallengeDemand(CLIENT_ALLOWANCE, read);
    for (let i = 0; i < 10; i++) demand.take("192.0.2.9");
    clock.now += 2 * DEMAND_WINDOW_MS;
    expect(demand.take("192.0.2.9")).toBe(BASE_MAXNUMBER);
  });

  it("raises everyone's difficulty in a surge from many addresses, within the cap, refusing nobody", () => {
    const demand = new ChallengeDemand(CLIENT_ALLOWANCE, clockAt().read);
    for (let i = 0; i < SURGE_ALLOWANCE * 4; i++) demand.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    const person = demand.take("192.0.2.50");
    expect(person).toBeGreaterThan(BASE_MAXNUMBER);
    expect(person).toBeLessThanOrEqual(MAX_MAXNUMBER);
  });
});

describe("prefixesOf", () => {
  it("keys IPv4 by address and IPv6 by /64, /56 and /48", () => {
    expect(prefixesOf("192.0.2.1", CLIENT_ALLOWANCE)).toEqual([["192.0.2.1", CLIENT_ALLOWANCE]]);
    expect(prefixesOf("::ffff:192.0.2.1", CLIENT_ALLOWANCE)).toEqual([["192.0.2.1", CLIENT_ALLOWANCE]]);
    expect(prefixesOf("2001:db8::1", CLIENT_ALLOWANCE).map(([, allowance]) => allowance)).toEqual(
      [1, 4, 16].map((times) => times * CLIENT_ALLOWANCE),
    );
    const [k64, k56, k48] = prefixesOf("2001:db8:aa:bbcc::1", 1).map(([key]) => key);
    expect(prefixesOf("2001:db8:aa:bbcc:ffff::9", 1)[0]![0]).toBe(k64);
    expect(prefixesOf("2001:db8:aa:bb00::1", 1)[1]![0]).toBe(k56);
    expect(prefixesOf("2001:db8:aa:bb00::1", 1)[0]![0]).not.toBe(k64);
    expect(prefixesOf("2001:db8:aa:1::1", 1)[2]![0]).toBe(k48);
  });
});
