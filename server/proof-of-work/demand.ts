import { isIPv6 } from "node:net";

/** The easiest challenge: about 25,000 hashes on average, a fraction of a second on a phone. */
export const BASE_MAXNUMBER = 50_000;
/**
 * The hardest: what a mid-range phone solves in about 3 s at worst (docs/forms-and-spam.md has
 * the measurement). A flood never makes a person wait longer than that, whatever it costs the flooder.
 */
export const MAX_MAXNUMBER = 400_000;
/** Over how long challenges are counted: their lifetime (challenge.ts). */
export const DEMAND_WINDOW_MS = 10 * 60_000;
/**
 * Challenges one client may take in a window before each next few double its difficulty:
 * the address (an IPv6 address's /64, which one subscriber can take any address of), then
 * its /56 and /48, with room for the several households or offices behind them.
 */
export const ALLOWANCES = { address: 3, slash56: 12, slash48: 48 } as const;
/** Challenges all clients together take in a window before a surge doubles everyone's difficulty. */
export const SURGE_ALLOWANCE = 600;
/** Keys one process counts at once; past it, new keys share one counter (a flood of made-up addresses costs no memory). */
export const MAX_TRACKED = 50_000;

const OVERFLOW = "overflow";
const GLOBAL = "global";

/**
 * How many challenges each client (and everyone) took lately, and so how hard the next one
 * is: the difficulty doubles per ALLOWANCES challenges of any of the client's prefixes and
 * per doubling of the surge past SURGE_ALLOWANCE, capped at MAX_MAXNUMBER. A flood costs
 * the flooder CPU; nobody is refused.
 *
 * Counted in this process's memory over two fixed windows (the current one, and the last
 * one weighted by how much of it still falls within DEMAND_WINDOW_MS): a wrong guess only
 * makes a challenge easier or harder within its cap, so it is not worth a database round
 * trip per challenge. Behind a cluster of W workers (or several instances) a client's
 * challenges are spread over them, which gives a flooder at most log2(W) fewer doublings.
 */
export class ChallengeDemand {
  private window = -1;
  private current = new Map<string, number>();
  private previous = new Map<string, number>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** Counts a challenge for `address` and answers the maxnumber it gets. */
  take(address: string): number {
    const now = this.clock();
    this.rotate(now);
    const weight = 1 - (now % DEMAND_WINDOW_MS) / DEMAND_WINDOW_MS;
    let level = 0;
    for (const [key, allowance] of prefixesOf(address)) {
      const count = this.count(key, weight);
      level = Math.max(level, Math.floor(count / allowance));
    }
    const surge = this.count(GLOBAL, weight);
    if (surge > SURGE_ALLOWANCE) level += 1 + Math.floor(Math.log2(surge / SURGE_ALLOWANCE));
    return Math.min(MAX_MAXNUMBER, BASE_MAXNUMBER * 2 ** Math.min(level, 20));
  }

  /** Adds one to `key` and answers its weighted count before it. */
  private count(key: string, weight: number): number {
    const tracked = this.current.has(key) || this.current.size < MAX_TRACKED || key === GLOBAL;
    const own = tracked ? key : OVERFLOW;
    const before = this.current.get(own) ?? 0;
    this.current.set(own, before + 1);
    return before + (this.previous.get(own) ?? 0) * weight;
  }

  private rotate(now: number): void {
    const window = Math.floor(now / DEMAND_WINDOW_MS);
    if (window === this.window) return;
    this.previous = window === this.window + 1 ? this.current : new Map();
    this.current = new Map();
    this.window = window;
  }
}

/**
 * The keys a client is counted under, with their allowances: an IPv4 address alone; an
 * IPv6 address as its /64, /56 and /48.
 */
export function prefixesOf(address: string): Array<[key: string, allowance: number]> {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return [[mapped[1]!, ALLOWANCES.address]];
  if (!isIPv6(plain)) return [[plain, ALLOWANCES.address]];
  const bits = ipv6Bits(plain);
  return [
    [`${bits.slice(0, 64)}/64`, ALLOWANCES.address],
    [`${bits.slice(0, 56)}/56`, ALLOWANCES.slash56],
    [`${bits.slice(0, 48)}/48`, ALLOWANCES.slash48],
  ];
}

/** An IPv6 address (valid: checked by isIPv6) as 128 characters of 0 and 1. */
function ipv6Bits(address: string): string {
  const [head = "", tail] = address.split("::");
  const groupsOf = (part: string) => (part ? part.split(":") : []).flatMap(expandV4);
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
  return groups.map((group) => parseInt(group, 16).toString(2).padStart(16, "0")).join("");
}

/** An embedded IPv4 tail (`::ffff:1.2.3.4` style inside a longer address) as its two groups. */
function expandV4(group: string): string[] {
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(group);
  if (!v4) return [group];
  const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
