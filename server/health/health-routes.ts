import { Hono } from "hono";
import { answerWrongMethods } from "../http/method-not-allowed";
import type { Readiness } from "./readiness";

/** The probes' paths: answered whatever the host, before the server is ready, and never compressed. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz"]);

/**
 * Liveness and readiness, for orchestrators and load balancers.
 *
 * `/healthz` is liveness: 200 while the process answers at all. It asks nothing of the
 * database: a liveness probe restarts what fails it, and a database blip would otherwise
 * restart every instance at once, none of which a restart could mend.
 *
 * `/readyz` is readiness: 200 when this instance should get traffic, 503 while it starts
 * (migrations running), while its database does not answer within 2 s, and once it is
 * draining after SIGTERM. A load balancer takes it out of rotation meanwhile.
 */
export function healthRoutes(readiness: Readiness) {
  const routes = new Hono()
    .get("/healthz", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "ok" }, 200);
    })
    .get("/readyz", async (c) => {
      c.header("Cache-Control", "no-store");
      const state = await readiness.check();
      if (state.ready) return c.json({ status: "ok" }, 200);
      // The API's error shape, beside a status word a person reading the probe's log understands.
      return c.json(
        {
          status: state.code === "database_unavailable" ? "unavailable" : state.code,
          error: { code: state.code, message: state.message },
        },
        503,
      );
    });
  return answerWrongMethods(routes);
}
