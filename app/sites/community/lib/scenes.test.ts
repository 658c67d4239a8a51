import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daoStats, formatEventDate, formatStat, journeySteps, networkNodes, values } from "../content";
import { HERO_LINK_DISTANCE, HERO_MAX_LINKS_PER_NODE, HERO_NODE_COUNT, pickLinks } from "./scenes";

const point = fc.record({
  x: fc.double({ min: 0, max: 1280, noNaN: true }),
  y: fc.double({ min: 0, max: 900, noNaN: true }),
});

describe("hero network links", () => {
  it("joins only nodes closer than 150 px, at most 3 links per node, never a pair twice", () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: HERO_NODE_COUNT, maxLength: HERO_NODE_COUNT }), (points) => {
        const links = pickLinks(points, HERO_LINK_DISTANCE, HERO_MAX_LINKS_PER_NODE);
        const degree = new Map<number, number>();
        const pairs = new Set<string>();
        for (const { a, b, distance } of links) {
          expect(distance).toBeLessThan(150);
          expect(Math.hypot(points[a]!.x - points[b]!.x, points[a]!.y - points[b]!.y)).toBeCloseTo(distance);
          degree.set(a, (degree.get(a) ?? 0) + 1);
          degree.set(b, (degree.get(b) ?? 0) + 1);
          pairs.add(`${Math.min(a, b)}-${Math.max(a, b)}`);
        }
        expect(pairs.size).toBe(links.length);
        for (const count of degree.values()) expect(count).toBeLessThanOrEqual(3);
      }),
    );
  });

  it("prefers the nearest neighbours", () => {
    const links = pickLinks(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 20, y: 0 },
        { x: 30, y: 0 },
        { x: 140, y: 0 },
      ],
      150,
      3,
    );
    // Node 0 takes its three nearest (1, 2, 3); the far node 4 still links to 1, 2 or 3 while they have room.
    expect(links.filter((link) => link.a === 0).map((link) => link.b)).toEqual([1, 2, 3]);
    expect(links.every((link) => link.b !== 4 || link.a !== 0)).toBe(true);
  });
});

describe("community content", () => {
  it("has the page's counts: 3 journey steps, 5 values, 8 network nodes", () => {
    expect(journeySteps).toHaveLength(3);
    expect(values).toHaveLength(5);
    expect(networkNodes).toHaveLength(8);
  });

  it("shows event dates in US English long form, whatever the time zone", () => {
    expect(["2024-07-15", "2024-07-27", "2024-08-10", "2026-12-01"].map(formatEventDate)).toEqual([
      "July 15, 2024",
      "July 27, 2024",
      "August 10, 2024",
      "December 1, 2026",
    ]);
  });

  it("formats the DAO figures exactly", () => {
    expect(daoStats.map((stat) => formatStat(stat))).toEqual(["$2,450,000", "127", "23", "5,847"]);
    expect(formatStat(daoStats[0]!, 0)).toBe("$0");
  });
});
