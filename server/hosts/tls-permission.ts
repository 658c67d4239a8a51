import { Hono } from "hono";
import { apiError } from "../http/api-error";
import { answerWrongMethods } from "../http/method-not-allowed";
import type { SiteHosts } from "./site-hosts";

/** The longest DNS name (RFC 1035), without the root's trailing dot. */
const MAX_NAME_LENGTH = 253;

/**
 * A DNS host name as a TLS client names it (SNI): labels of letters, digits and inner
 * hyphens, at most 63 characters each, and an optional trailing dot. No port, no
 * wildcard, no underscore: Caddy never asks for those, and no certificate should name them.
 */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?$/i;

/**
 * The answer to Caddy's on-demand TLS permission check (`on_demand_tls { ask … }`):
 * before Caddy gets a certificate for a name a client sent, it asks
 * `GET /?domain=<name>` and goes ahead only on a 2xx. 200 only for a host this server
 * answers for (`SITE_URL`'s and every `SITE_DOMAINS` host), so nobody can make Caddy
 * request certificates for names of their choosing (and spend its CA's rate limits);
 * 404 for any other name, 400 when there is no single well-formed name to judge.
 * Served on its own listener, on loopback (TLS_ASK_HOST/TLS_ASK_PORT, server/serve.ts).
 */
export function tlsPermissionApp(hosts: Pick<SiteHosts, "serves">): Hono {
  const app = new Hono();
  app.get("/", (c) => {
    const names = c.req.queries("domain") ?? [];
    const name = names[0] ?? "";
    if (names.length !== 1 || !isHostName(name)) {
      return apiError(c, 400, "invalid_domain", "Send one host name as ?domain=<name>.");
    }
    if (!hosts.serves(name)) return apiError(c, 404, "unknown_domain", "This server does not answer for that name.");
    return c.json({ domain: name.toLowerCase() });
  });
  answerWrongMethods(app);
  app.notFound((c) => apiError(c, 404, "not_found", "The TLS permission check is GET /?domain=<name>."));
  return app;
}

function isHostName(name: string): boolean {
  return name.length > 0 && name.replace(/\.$/, "").length <= MAX_NAME_LENGTH && HOST_NAME.test(name);
}
