import { Hono } from "hono";
import type { Database } from "../db/database";
import { answerWrongMethods } from "../http/method-not-allowed";

/** 200 while the database answers, 503 when it does not (load balancers take us out). */
export function healthzRoutes(database: Database) {
  const routes = new Hono().get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    return (await database.isHealthy())
      ? c.json({ status: "ok" }, 200)
      : c.json(
          { status: "unavailable", error: { code: "database_unavailable", message: "The database is not answering." } },
          503,
        );
  });
  return answerWrongMethods(routes);
}
