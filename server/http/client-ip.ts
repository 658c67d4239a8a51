/**
 * The client's address. X-Forwarded-For is trusted only as far as the proxies
 * we run add to it: with `trustedHops` proxies in front, the client is the entry
 * that many places from the right. Anything further left was written by the
 * client itself and could be anything.
 */
export function clientIp(socketAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  const direct = socketAddress ?? "unknown";
  if (trustedHops === 0 || !forwardedFor) return direct;
  const hops = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[hops.length - trustedHops] ?? hops[0] ?? direct;
}
