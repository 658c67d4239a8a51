import { Hono } from "hono";
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { httpMetrics } from "./http-metrics";
import { createInstruments } from "./instruments";

/** A tiny app shaped like ours: a mounted API with a parameter, its 404 catch-all, and pages behind a wildcard. */
function appWithMetrics() {
  const { httpRequestDuration } = createInstruments(new Registry());
  const api = new Hono()
    .get("/notes/:slug", (c) => c.json({ slug: c.req.param("slug") }))
    .post("/boom", () => {
      throw new Error("boom");
    });
  const pages = new Hono().get("*", (c) => c.html("<p>page</p>"));
  const app = new Hono().use(httpMetrics(httpRequestDuration));
  app.route("/api", api);
  app.all("/api/*", (c) => c.json({ error: { code: "not_found" } }, 404));
  app.route("/", pages);
  app.onError((_error, c) => c.json({ error: { code: "internal_error" } }, 500));
  return { app, histogram: httpRequestDuration };
}

/** The requests counted per label set, as "method route status_class". */
async function counts(histogram: ReturnType<typeof appWithMetrics>["histogram"]): Promise<Record<string, number>> {
  const { values } = await histogram.get();
  return Object.fromEntries(
    values
      .filter((value) => value.metricName === "smallsites_http_request_duration_seconds_count")
      .map((value) => [`${value.labels.method} ${value.labels.route} ${value.labels.status_class}`, value.value]),
  );
}

describe("httpMetrics", () => {
  it("labels a request by the route pattern it matched, never by the path asked for", async () => {
    const { app, histogram } = appWithMetrics();
    for (const slug of ["a1", "b2", "c3"]) expect((await app.request(`/api/notes/${slug}`)).status).toBe(200);
    expect(await counts(histogram)).toEqual({ "GET /api/notes/:slug 2xx": 3 });
  });

  it("counts every page as 'page' and the API's unknown paths as '/api/*'", async () => {
    const { app, histogram } = appWithMetrics();
    await app.request("/felimar");
    await app.request("/some/made-up/path?x=1");
    await app.request("/api/nothing-here");
    expect(await counts(histogram)).toEqual({ "GET page 2xx": 2, "GET /api/* 4xx": 1 });
  });

  it("counts an unhandled error as 5xx, with the status onError set", async () => {
    const { app, histogram } = appWithMetrics();
    expect((await app.request("/api/boom", { method: "POST" })).status).toBe(500);
    expect(await counts(histogram)).toEqual({ "POST /api/boom 5xx": 1 });
  });

  it("labels a method it does not know as 'other': the client chooses it", async () => {
    const { app, histogram } = appWithMetrics();
    await app.request("/felimar", { method: "PROPFIND" });
    expect(Object.keys(await counts(histogram))).toEqual(["other page 4xx"]);
  });

  it("observes the time in seconds", async () => {
    const { histogram } = appWithMetrics();
    const app = new Hono().use(httpMetrics(histogram)).get("/slow", async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return c.text("ok");
    });
    await app.request("/slow");
    const { values } = await histogram.get();
    const sum = values.find((value) => value.metricName === "smallsites_http_request_duration_seconds_sum")!;
    expect(sum.value).toBeGreaterThanOrEqual(0.025);
    expect(sum.value).toBeLessThan(1);
  });
});
