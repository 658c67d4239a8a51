import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/*
 * Server-side request forgery: a webhook URL is typed by a site's owner, and our server
 * then sends requests to it. Left unchecked, it could reach the database, the cloud's
 * metadata service (169.254.169.254) or anything else only our network can see. So a
 * URL must be https and every address its host resolves to must be public; the
 * delivery resolves again and checks the address it connects to (webhook-delivery.ts),
 * so a DNS answer that changes between this check and the request gains nothing.
 */

/** Longest webhook URL we store. */
export const MAX_WEBHOOK_URL_LENGTH = 2000;

// Every IPv4 block that is not on the public internet (IANA special-purpose registry).
const NOT_PUBLIC_IPV4: ReadonlyArray<[string, number]> = [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 included
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relays (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast included
];

// Blocks inside global unicast (2000::/3) that are not public addresses.
const NOT_PUBLIC_IPV6_UNICAST: ReadonlyArray<[string, number]> = [
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking …)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: carries an IPv4 address that may be private
  ["3fff::", 20], // documentation
];

const notPublicIpv4 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_IPV4) notPublicIpv4.addSubnet(network, prefix, "ipv4");

const ipv6GlobalUnicast = new BlockList();
ipv6GlobalUnicast.addSubnet("2000::", 3, "ipv6");

const notPublicIpv6Unicast = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_IPV6_UNICAST) notPublicIpv6Unicast.addSubnet(network, prefix, "ipv6");

const ipv4Mapped = new BlockList();
ipv4Mapped.addSubnet("::ffff:0:0", 96, "ipv6");

/**
 * True for an address on the public internet. IPv6 must be global unicast (2000::/3),
 * which leaves out loopback, unspecified, unique-local (fc00::/7), link-local
 * (fe80::/10), multicast and NAT64 (whose embedded IPv4 address may be private). An
 * IPv4-mapped address (::ffff:a.b.c.d) is judged by its IPv4 address: BlockList
 * matches it against the IPv4 blocks. Anything that is not an IP address is not public.
 */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return !notPublicIpv4.check(ip, "ipv4");
  if (family !== 6) return false;
  if (ipv4Mapped.check(ip, "ipv6")) return !notPublicIpv4.check(ip, "ipv6");
  return ipv6GlobalUnicast.check(ip, "ipv6") && !notPublicIpv6Unicast.check(ip, "ipv6");
}

/** Resolves a host name to all its addresses (node:dns lookup, as a connection would). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** A name server that never answers must not hold a request (or the thread pool's lookups) for long. */
const LOOKUP_TIMEOUT_MS = 5_000;

const resolveWithDns: ResolveHost = async (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("lookup timed out")), LOOKUP_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([dnsLookup(hostname, { all: true, verbatim: true }), timeout])).map(
      (entry) => entry.address,
    );
  } finally {
    clearTimeout(timer);
  }
};

/** Why a URL was refused: short, with no part of the URL in it (it goes into the delivery log as is). */
export type WebhookUrlProblem =
  "not a URL" | "not https" | "credentials in URL" | "private address" | "does not resolve";

export type WebhookUrlCheck = { ok: true; url: URL } | { ok: false; problem: WebhookUrlProblem; message: string };

const MESSAGES: Record<WebhookUrlProblem, string> = {
  "not a URL": serverErrors.webhookNotAUrl,
  "not https": serverErrors.webhookNotHttps,
  "credentials in URL": serverErrors.webhookCredentials,
  // One answer for both: a different one would tell a user which of our internal host names exist.
  "private address": serverErrors.webhookNotPublic,
  "does not resolve": serverErrors.webhookNotPublic,
};

const refuse = (problem: WebhookUrlProblem): WebhookUrlCheck => ({ ok: false, problem, message: MESSAGES[problem] });

/**
 * Checks a webhook URL: its syntax, https (plain http too when `allowPrivate`), no
 * credentials, and a host that resolves, every one of its addresses public unless
 * `allowPrivate` (WEBHOOK_ALLOW_PRIVATE, for a receiver on the same network).
 */
export async function checkWebhookUrl(
  text: string,
  { allowPrivate, resolve = resolveWithDns }: { allowPrivate: boolean; resolve?: ResolveHost },
): Promise<WebhookUrlCheck> {
  if (text.length > MAX_WEBHOOK_URL_LENGTH || !URL.canParse(text)) return refuse("not a URL");
  const url = new URL(text);
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) return refuse("not https");
  if (url.username || url.password) return refuse("credentials in URL");
  // URL has already normalised the host: "0x7f.1" and "2130706433" are "127.0.0.1", IPv6 is in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!host) return refuse("not a URL");
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return refuse("does not resolve");
    }
    if (addresses.length === 0) return refuse("does not resolve");
  }
  // Every address, not only the first: the connection may be made to any of them.
  if (!allowPrivate && !addresses.every(isPublicAddress)) return refuse("private address");
  return { ok: true, url };
}
