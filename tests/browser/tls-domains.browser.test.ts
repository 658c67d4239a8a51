import { createServer, type Server } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { PeerCertificate, TLSSocket } from "node:tls";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteDomains } from "#server/hosts/site-domains.ts";
import { siteHosts } from "#server/hosts/site-hosts.ts";
import { tlsPermissionApp } from "#server/hosts/tls-permission.ts";
import { setupBrowserHarness } from "../support/browser-harness";
import { startCaddy, type RunningCaddy } from "../support/caddy";

/**
 * Many domains over TLS (docs/domains-and-tls.md): the real Caddy (Debian's package) in front of the
 * production build, issuing certificates on demand from its internal CA, and only for the
 * names the app's permission check allows. Each business is fetched by its own name over
 * verified TLS, as a browser would reach it.
 */
const SHARED_ORIGIN = "https://shared.test";
const SITE_DOMAINS = parseSiteDomains("felimar=felimar.test;neron=neron.test", new URL(SHARED_ORIGIN).host);
const harness = setupBrowserHarness({ SITE_URL: SHARED_ORIGIN, SITE_DOMAINS });

let askServer: Server;
let caddy: RunningCaddy;
/** Every name Caddy asked the permission check about, in order. */
const asked: string[] = [];

beforeAll(async () => {
  // The ask listener as server/serve.ts starts it with TLS_ASK_PORT, on a free loopback port.
  const permission = getRequestListener(tlsPermissionApp(siteHosts(SHARED_ORIGIN, SITE_DOMAINS)).fetch);
  askServer = createServer((request, response) => {
    asked.push(new URL(request.url ?? "/", "http://ask").searchParams.get("domain") ?? "");
    return permission(request, response);
  });
  await new Promise<void>((resolve) => askServer.listen(0, "127.0.0.1", resolve));
  const askPort = (askServer.address() as AddressInfo).port;
  caddy = await startCaddy({
    upstreamPort: Number(new URL(harness().baseUrl).port),
    askUrl: `http://127.0.0.1:${askPort}/`,
  });
});

afterAll(async () => {
  await caddy?.stop();
  await new Promise((resolve) => askServer?.close(resolve));
});

interface TlsAnswer {
  status: number;
  body: string;
  certificate: PeerCertificate;
}

/** GET `https://<name>:<Caddy's port><path>` over TLS verified against Caddy's root CA alone (and the name). */
function getByName(name: string, path = "/"): Promise<TlsAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: caddy.httpsPort,
        path,
        servername: name,
        ca: caddy.rootCaPem,
        headers: { Host: `${name}:${caddy.httpsPort}` },
        agent: false,
      },
      (response) => {
        const certificate = (response.socket as TLSSocket).getPeerCertificate();
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, certificate }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/.exec(html)?.[1];

describe("each business on its own domain behind Caddy", () => {
  it("gets a certificate for its name from Caddy's CA, once the permission check allows it", async () => {
    const felimar = await getByName("felimar.test");
    expect(felimar.certificate.subjectaltname).toBe("DNS:felimar.test");
    expect(asked).toContain("felimar.test");
  });

  it("serves Felimar's page on felimar.test/, its canonical URL on its own domain", async () => {
    const felimar = await getByName("felimar.test");
    expect(felimar.status).toBe(200);
    expect(titleOf(felimar.body)).toBe("Felimar | Concierge en woningzorg aan de Costa del Sol");
    expect(canonicalOf(felimar.body)).toBe("https://felimar.test/");
  });

  it("serves Neron's page on neron.test/, its canonical URL on its own domain", async () => {
    const neron = await getByName("neron.test");
    expect(neron.certificate.subjectaltname).toBe("DNS:neron.test");
    expect(neron.status).toBe(200);
    expect(titleOf(neron.body)).toMatch(/^Neron Antigüedades \| Antigüedades, numismática y arte en /);
    expect(canonicalOf(neron.body)).toBe("https://neron.test/");
  });

  it("gives a name the app does not serve no certificate: the handshake fails", async () => {
    await expect(getByName("unknown.test")).rejects.toThrow(/alert/);
    expect(asked).toContain("unknown.test");
  });
});
