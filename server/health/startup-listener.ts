import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { healthRoutes, HEALTH_PATHS } from "./health-routes";
import type { Readiness } from "./readiness";

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/** A request arriving during start-up waits this long for the server to be ready before it is answered 503. */
export const HOLD_DURING_START_MS = 5_000;

/**
 * The listener of a server that listens before its database is open: the probes are
 * answered at once; any other request waits until the process serves, then goes to
 * `current()` (the whole app by then), or is answered 503 with `Retry-After` when that
 * takes longer than `holdMs` or the process begins draining instead.
 *
 * Waiting rather than refusing matters in a cluster: node:cluster's primary hands
 * connections to a worker as soon as it listens, so a worker replacing a dead one gets
 * requests while it opens its pool and checks the migrations (a fraction of a second
 * when none is pending); they are answered a little late instead of failing.
 */
export function startupListener({
  readiness,
  current,
  holdMs = HOLD_DURING_START_MS,
}: {
  readiness: Readiness;
  current: () => NodeListener;
  holdMs?: number;
}): NodeListener {
  const probes = getRequestListener(healthRoutes(readiness).fetch);
  return (req, res) => {
    if (HEALTH_PATHS.has(pathOf(req.url))) return void probes(req, res);
    void readiness.untilServing(holdMs).then((serving) => {
      if (serving) return current()(req, res);
      const draining = readiness.phase === "draining";
      res.writeHead(503, {
        "Content-Type": "application/json; charset=UTF-8",
        "Cache-Control": "no-store",
        "Retry-After": "1",
        ...(draining ? { Connection: "close" } : {}),
      });
      res.end(
        JSON.stringify({
          error: draining
            ? { code: "draining", message: "The server is shutting down. Please try again." }
            : { code: "starting", message: "The server is starting. Please try again in a moment." },
        }),
      );
    });
  };
}

function pathOf(url = "/"): string {
  try {
    return new URL(url, "http://localhost").pathname;
  } catch {
    return "";
  }
}
