import type { AddressInfo } from "node:net";
import net from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import { mintProof } from "#tests/support/proof-of-work.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { createApp } from "./app";
import { readConfig } from "./config";
import { newsletterSignups } from "./db/schema";
import { createLogger } from "./logger";
import { createHttpServer } from "./serve";

/**
 * Slow and broken clients against the real HTTP server as `npm start` builds it
 * (createHttpServer around the app), over TCP, with short timeouts so each case takes
 * about a second instead of the default 10 s / 30 s. The database plays no part in
 * how a connection is cut, so the embedded one is enough.
 */
const REQUEST_TIMEOUT_MS = 1_500;
const HEADERS_TIMEOUT_MS = 1_000;

interface Exchange {
  /** Everything the server sent before it closed the connection. */
  received: string;
  /** Milliseconds from connecting to the server closing the connection. */
  closedAfter: number;
}

describe("the HTTP server with slow and broken clients", () => {
  let testDatabase: TestDatabase;
  let server: ReturnType<typeof createHttpServer>;
  let port: number;
  const logLines: string[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase("pglite");
    const config = { ...readConfig({}), ...UNLIMITED, REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS };
    const logger = createLogger("info", { write: (line: string) => logLines.push(line) });
    const app = createApp({ config, database: testDatabase.database, logger });
    server = createHttpServer(getRequestListener(app.fetch), config);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await testDatabase?.dispose();
  });

  /** Sends `head` at once, then `trickle` one character every `everyMs`, until the server closes the connection. */
  function exchange(head: string, trickle = "", everyMs = 100): Promise<Exchange> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      let received = "";
      let timer: NodeJS.Timeout | undefined;
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.write(head);
        let next = 0;
        timer = setInterval(() => {
          if (next < trickle.length && socket.writable) socket.write(trickle[next++]!);
        }, everyMs);
      });
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (received += chunk));
      // The server may reset rather than close; what it sent before still counts.
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(timer);
        resolve({ received, closedAfter: performance.now() - started });
      });
      setTimeout(() => reject(new Error(`the server kept the connection open; it sent: ${received}`)), 10_000).unref();
    });
  }

  const newsletterRequest = (body: string, extraHeaders = "") =>
    `POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${extraHeaders}\r\n`;
  const storedEmails = async () =>
    (await testDatabase.database.db.select().from(newsletterSignups)).map((row) => row.email);

  /** Lines logged at error level or above while `run` ran, once the server has finished with the cut-off request. */
  async function serverErrorsDuring(run: () => Promise<void>): Promise<string[]> {
    const from = logLines.length;
    await run();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return logLines.slice(from).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
  }

  it("cuts off a request body that trickles in, after REQUEST_TIMEOUT_MS, stores nothing and logs no server error", async () => {
    const body = JSON.stringify({ email: "trickle@example.com", site: "community" });
    const errors = await serverErrorsDuring(async () => {
      // 100 ms a character: the whole body would take about 5 s.
      const { received, closedAfter } = await exchange(newsletterRequest(body), body);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(closedAfter).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
    });
    expect(errors).toEqual([]);
    expect(await storedEmails()).not.toContain("trickle@example.com");
  });

  const chunkedHead =
    "POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n";

  it("cuts off a chunked body that never ends", async () => {
    const { received, closedAfter } = await exchange(chunkedHead, "1\r\n{\r\n".repeat(100), 20);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
  });

  it("logs a cut-off chunked body as the client's doing, not as a server error", async () => {
    const errors = await serverErrorsDuring(
      async () => void (await exchange(chunkedHead, "1\r\n{\r\n".repeat(100), 20)),
    );
    expect(errors).toEqual([]);
  });

  it("cuts off headers that trickle in (slowloris), after HEADERS_TIMEOUT_MS", async () => {
    const { received, closedAfter } = await exchange("GET /healthz HTTP/1.1\r\n", "X-Slow: " + "a".repeat(200));
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + 1_500);
  });

  it("still takes a slow body that arrives within the timeout", async () => {
    const altcha = await mintProof(testDatabase.database.db);
    const body = JSON.stringify({ email: "slow@example.com", site: "community", altcha });
    const head = newsletterRequest(body);
    // All but the last 25 characters at once, those 20 ms a character: about 0.5 s in all.
    const { received } = await exchange(head + body.slice(0, -25), body.slice(-25), 20);
    expect(received).toMatch(/^HTTP\/1\.1 201 /);
    expect(await storedEmails()).toContain("slow@example.com");
  });

  it("answers garbage with 400 and an unknown method with 405, and keeps serving", async () => {
    expect((await exchange("\u0016\u0003\u0001\u0000\u00a5 not http at all\r\n\r\n")).received).toMatch(
      /^HTTP\/1\.1 400 /,
    );
    const trace = await exchange("TRACE /api/newsletter HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(trace.received).toMatch(/^HTTP\/1\.1 405 /);
    expect(trace.received).toContain('"code":"method_not_allowed"');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});
