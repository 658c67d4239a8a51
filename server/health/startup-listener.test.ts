import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createReadiness, type Readiness } from "./readiness";
import { startupListener } from "./startup-listener";

const healthy = { isHealthy: async () => true };
let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A server listening before its app exists, as serve.ts starts: the app answers "app" once set. */
async function startingServer(readiness: Readiness, holdMs: number) {
  let app: ((req: unknown, res: { end(text: string): void }) => void) | null = null;
  const starting = startupListener({ readiness, current: () => app!, holdMs });
  server = createServer((req, res) => (app ?? starting)(req, res));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const url = (path: string) => `http://127.0.0.1:${(server!.address() as AddressInfo).port}${path}`;
  return { url, setApp: () => (app = (_req, res) => res.end("app")) };
}

describe("startupListener", () => {
  it("answers the probes while starting: alive, not ready", async () => {
    const { url } = await startingServer(createReadiness(), 1_000);
    expect((await fetch(url("/healthz"))).status).toBe(200);
    const ready = await fetch(url("/readyz"));
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { error: { code: string } }).error.code).toBe("starting");
  });

  it("holds any other request until the app serves, then hands it over", async () => {
    const readiness = createReadiness();
    const { url, setApp } = await startingServer(readiness, 2_000);
    const answer = fetch(url("/api/felimar/bundles"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    setApp();
    readiness.serve(healthy);
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("app");
  });

  it("answers 503 with Retry-After when the start takes longer than the hold", async () => {
    const { url } = await startingServer(createReadiness(), 50);
    const response = await fetch(url("/felimar"));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("1");
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("starting");
  });

  it("answers a held request 503 when the process drains instead", async () => {
    const readiness = createReadiness();
    const { url } = await startingServer(readiness, 2_000);
    const answer = fetch(url("/felimar"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    readiness.drain();
    const response = await answer;
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("draining");
  });
});
