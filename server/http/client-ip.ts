import { isIPv6 } from "node:net";

/**
 * The client's address. X-Forwarded-For is trusted only as far as the proxies
 * we run add to it: with `trustedHops` proxies in front, the client is the entry
 * that many places from the right. Anything further left was written by the
 * client itself and could be anything.
 */
export function clientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  const direct = socketAddress ?? "unknown";
  if (trustedHops === 0 || !forwardedFor) return direct;
  const hops = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[hops.length - trustedHops] ?? hops[0] ?? direct;
}

/**
 * Whom a rate limit counts: the address, except that an IPv6 address counts as its /64.
 * One subscriber or host is usually given a whole /64 and can take any address in it,
 * so counting single IPv6 addresses would give one attacker 2^64 fresh clients.
 * IPv4-mapped IPv6 addresses (`::ffff:1.2.3.4`, as a dual-stack socket reports IPv4
 * clients) count as the IPv4 address. Anything that is not an IP address is kept as is.
 */
export function rateLimitSubject(address: string): string {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (isIPv6(plain)) {
    const groups = expandIPv6(plain);
    if (groups) return `${groups.slice(0, 4).join(":")}::/64`;
  }
  return address;
}

/** A wider prefix a subject belongs to, and how many times one subject's allowance it may send. */
export interface WiderPrefix {
  prefix: string;
  times: number;
}

/**
 * The wider prefixes an IPv6 /64 belongs to, each counted on its own: a /56 (256 /64s,
 * what many providers give one household) may send 4 times a /64's allowance, a /48
 * (what a business or a hosting customer gets) 16 times. So an attacker spreading its
 * requests over the /64s of its /56 or /48 is held to that prefix's allowance, while
 * each wider prefix allows several times the one inside it: one /64 alone never spends
 * its /56's allowance, nor one /56 its /48's, and the neighbours keep theirs.
 * An IPv4 address, or anything else, has none: IPv4 neighbours are often other people.
 */
export function widerPrefixes(subject: string): WiderPrefix[] {
  const slash64 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4})::\/64$/.exec(subject);
  if (!slash64) return [];
  const [, a, b, c, d] = slash64 as unknown as [string, string, string, string, string];
  const slash56 = (parseInt(d, 16) & 0xff00).toString(16);
  return [
    { prefix: `${a}:${b}:${c}:${slash56}::/56`, times: 4 },
    { prefix: `${a}:${b}:${c}::/48`, times: 16 },
  ];
}

/** The eight groups of an IPv6 address, without leading zeros; null when it is not one. */
function expandIPv6(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  // An embedded IPv4 tail (::1.2.3.4) is two groups.
  const last = tail.at(-1) ?? head.at(-1);
  const v4 = last && /^\d+\.\d+\.\d+\.\d+$/.test(last) ? last.split(".").map(Number) : null;
  if (v4)
    (tail.length > 0 ? tail : head).splice(
      -1,
      1,
      ((v4[0]! << 8) | v4[1]!).toString(16),
      ((v4[2]! << 8) | v4[3]!).toString(16),
    );
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))
    ? groups.map((group) => group.replace(/^0+(?=.)/, ""))
    : null;
}
