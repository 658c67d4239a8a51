import { Hono } from "hono";
import { expect, it } from "vitest";
import * as z from "zod/mini";
import { describeApi } from "#tests/support/api-harness.ts";
import { createTestDatabase, testDatabaseKinds } from "#tests/support/test-database.ts";
import { createApp } from "../app";
import { DEFAULT_MAX_BODY_BYTES } from "../http/body-limit";
import { readConfig } from "../config";
import { newsletterSignups } from "../db/schema";
import { rateLimit } from "../http/rate-limit";
import { jsonBody } from "../http/json-body";
import { createLogger } from "../logger";

// The conventions every endpoint follows, checked through a real endpoint (the newsletter).
describeApi("API conventions", (api) => {
  it("answers 415 to a body that is not JSON", async () => {
    const response = await api().request("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.com&site=community",
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe("unsupported_media_type");
  });

  it("answers 413 to a body over 32 KB, declared or streamed", async () => {
    const big = { email: "a@example.com", site: "community", website: "x".repeat(DEFAULT_MAX_BODY_BYTES) };
    const response = await api().submit("/api/newsletter", big);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");

    const chunk = new TextEncoder().encode(" ".repeat(1024));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = await api().request("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      // @ts-expect-error Node's fetch needs this for a streamed body.
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
  });

  it("answers 400 with the field named to an unknown field, and stores nothing", async () => {
    const response = await api().submit("/api/newsletter", {
      email: "extra@example.com",
      site: "community",
      admin: true,
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({
      error: { code: "validation_failed", message: expect.any(String), fields: { admin: "Unknown field." } },
    });
    expect(await api().database.db.select().from(newsletterSignups)).not.toContainEqual(
      expect.objectContaining({ email: "extra@example.com" }),
    );
  });

  it("answers 400 to malformed JSON", async () => {
    const response = await api().request("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
  });

  it("answers an unknown API path with 404 and the error JSON", async () => {
    const response = await api().request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });

  it("puts the security headers on every response", async () => {
    for (const response of [await api().request("/healthz"), await api().request("/api/nothing-here")]) {
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      // Non-documents get the strictest policy: nothing may load or run at all.
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain("unsafe-inline");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("compresses what is read (GET) and sends the few bytes answering a POST or a probe as they are", async () => {
    const gzip = { "Accept-Encoding": "gzip" };
    const read = await api().request("/api/felimar/bundles", { headers: gzip });
    expect(read.headers.get("Content-Encoding")).toBe("gzip");
    for (const probe of ["/healthz", "/readyz"]) {
      const health = await api().request(probe, { headers: gzip });
      expect(health.headers.get("Content-Encoding"), probe).toBeNull();
    }
    const sent = await api().submit("/api/newsletter", { email: "plain@example.com", site: "community" }, gzip);
    expect(sent.status).toBe(201);
    expect(sent.headers.get("Content-Encoding")).toBeNull();
    expect(await sent.json()).toEqual({ subscribed: true });
  });

  it("answers /healthz and /readyz with 200 while the database answers", async () => {
    for (const probe of ["/healthz", "/readyz"]) {
      const response = await api().request(probe);
      expect(response.status, probe).toBe(200);
      expect(await response.json()).toEqual({ status: "ok" });
    }
  });
});

for (const kind of testDatabaseKinds()) {
  it(`answers /readyz with 503 once the database is gone, and /healthz still 200: the process lives [${kind}]`, async () => {
    const { database, dispose } = await createTestDatabase(kind);
    const app = createApp({ config: readConfig({}), database, logger: createLogger("silent") });
    expect((await app.request("/readyz")).status).toBe(200);
    await dispose();
    const response = await app.request("/readyz");
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("database_unavailable");
    expect((await app.request("/healthz")).status).toBe(200);
  });

  it(`never sends a stack trace, and answers 503 when the database is gone [${kind}]`, async () => {
    const { database, dispose } = await createTestDatabase(kind);
    const app = createApp({ config: readConfig({}), database, logger: createLogger("silent") });
    await dispose();
    const response = await app.request("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "late@example.com", site: "community" }),
    });
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe("database_unavailable");
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it(`rate-limits per client, and shares counts between instances [${kind}]`, async () => {
    const { database, dispose } = await createTestDatabase(kind);
    try {
      // Two "instances": two apps, each with its own limiter, on one database.
      const [one, two] = [1, 2].map(() => {
        const limiter = rateLimit(database.db, {
          name: "probe",
          perClient: 3,
          clientKey: (c) => c.req.header("x-client") ?? "",
        });
        const app = new Hono().post("/x", limiter, (c) => c.json({ ok: true }));
        return (client: string) => app.request("/x", { method: "POST", headers: { "x-client": client } });
      }) as [(client: string) => Promise<Response>, (client: string) => Promise<Response>];
      const statuses = [await one("a"), await two("a"), await one("a")].map((r) => r.status);
      expect(statuses).toEqual([200, 200, 200]);
      const limited = await two("a");
      expect(limited.status).toBe(429);
      expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect((await limited.json()).error.code).toBe("rate_limited");
      // No global limit: "a"'s requests refuse nobody else.
      expect([await one("b"), await two("b"), await one("b")].map((r) => r.status)).toEqual([200, 200, 200]);
    } finally {
      await dispose();
    }
  });
}

it("logs each request without its body, e-mail address or query", async () => {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => lines.push(line) });
  const { database, dispose } = await createTestDatabase("pglite");
  try {
    const app = createApp({ config: readConfig({}), database, logger });
    await app.request("/api/newsletter?ref=private@example.com", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "private@example.com", site: "community" }),
    });
    await app.request("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"email":"x@example.com"',
    });
    const log = lines.join("");
    expect(log).toContain('"path":"/api/newsletter"');
    expect(log).toContain('"status":201');
    expect(log).not.toContain("example.com");
  } finally {
    await dispose();
  }
});

it("validates with zod and zod/mini schemas alike", async () => {
  const app = new Hono().post("/x", jsonBody(z.strictObject({ n: z.number() })), (c) => c.json(c.get("body")));
  const ok = await app.request("/x", {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8" },
    body: '{"n":1}',
  });
  expect(await ok.json()).toEqual({ n: 1 });
  const bad = await app.request("/x", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: '{"n":"1"}',
  });
  expect(bad.status).toBe(400);
  expect(Object.keys((await bad.json()).error.fields)).toEqual(["n"]);
});
