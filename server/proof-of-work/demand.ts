import { rateLimitSubject, widerPrefixes } from "../http/client-ip";

/** The easiest challenge: about 25,000 hashes on average, a fraction of a second on a phone. */
export const BASE_MAXNUMBER = 50_000;
/**
 * The hardest: what a mid-range phone solves in about 3 s at worst (docs/forms-and-spam.md has
 * the measurement). A flood never makes a person wait longer than that, whatever it costs the flooder.
 */
export const MAX_MAXNUMBER = 200_000;
/** Over how long challenges are counted: their lifetime (challenge.ts). */
export const DEMAND_WINDOW_MS = 10 * 60_000;
/** Challenges all clients together take in a window before a surge doubles everyone's difficulty. */
export const SURGE_ALLOWANCE = 600;
/** Keys one process counts at once; past it, new keys share one counter (a flood of made-up addresses costs no memory). */
export const MAX_TRACKED = 50_000;

const OVERFLOW = "overflow";
const GLOBAL = "global";

/**
 * How many challenges each client (and everyone) took lately, and so how hard the next one
 * is: the difficulty doubles per `clientAllowance` challenges one client (an address, an
 * IPv6 /64) took in the window, and per as many times more of its /56 and /48 as the rate
 * limits allow them (client-ip.ts's widerPrefixes), and
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

  /**
   * `clientAllowance`: the forms' RATE_LIMIT_CLIENT_MAX, one minute's submissions of one client
   * at the easiest difficulty, in ten minutes: a household or a carrier's shared address (mobile
   * networks put many people behind one IPv4) sends a few, a flood many more.
   */
  constructor(
    private readonly clientAllowance: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts a challenge for `address` and answers the maxnumber it gets. */
  take(address: string): number {
    const now = this.clock();
    this.rotate(now);
    const weight = 1 - (now % DEMAND_WINDOW_MS) / DEMAND_WINDOW_MS;
    let level = 0;
    for (const [key, allowance] of prefixesOf(address, this.clientAllowance)) {
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

/** The keys a client is counted under, with their allowances: its address (or /64), and an IPv6 /64's /56 and /48. */
export function prefixesOf(address: string, allowance: number): Array<[key: string, allowance: number]> {
  const subject = rateLimitSubject(address);
  return [
    [subject, allowance],
    ...widerPrefixes(subject).map(({ prefix, times }): [string, number] => [prefix, allowance * times]),
  ];
}
