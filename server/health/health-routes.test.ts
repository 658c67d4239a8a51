import { describe, expect, it } from "vitest";
import { healthRoutes } from "./health-routes";
import { createReadiness } from "./readiness";

describe("healthRoutes", () => {
  it("answers /healthz 200 whatever the database and the phase: the process answers, so it lives", async () => {
    const readiness = createReadiness();
    const app = healthRoutes(readiness);
    expect((await app.request("/healthz")).status).toBe(200);
    readiness.serve({ isHealthy: async () => false });
    const response = await app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    readiness.drain();
    expect((await app.request("/healthz")).status).toBe(200);
  });

  it("answers /readyz 503 while starting, with the database down and while draining; 200 otherwise", async () => {
    let databaseAnswers = true;
    const readiness = createReadiness();
    const app = healthRoutes(readiness);
    const ready = async () => {
      const response = await app.request("/readyz");
      return { status: response.status, body: (await response.json()) as { status: string; error?: { code: string } } };
    };
    expect(await ready()).toMatchObject({ status: 503, body: { status: "starting", error: { code: "starting" } } });
    readiness.serve({ isHealthy: async () => databaseAnswers });
    expect(await ready()).toEqual({ status: 200, body: { status: "ok" } });
    databaseAnswers = false;
    expect(await ready()).toMatchObject({
      status: 503,
      body: { status: "unavailable", error: { code: "database_unavailable" } },
    });
    databaseAnswers = true;
    readiness.drain();
    expect(await ready()).toMatchObject({ status: 503, body: { status: "draining", error: { code: "draining" } } });
  });

  it("answers other methods with 405", async () => {
    const app = healthRoutes(createReadiness());
    for (const path of ["/healthz", "/readyz"]) {
      const response = await app.request(path, { method: "POST" });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD");
    }
  });
});
