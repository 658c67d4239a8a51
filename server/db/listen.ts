import pg from "pg";

/** How long to wait before connecting again after the listening connection dropped (database restarted). */
const RECONNECT_MS = 1_000;

/**
 * LISTEN on one channel of a PostgreSQL database over a connection of its own (a pooled
 * connection would lose the LISTEN when returned). When the connection drops, as when
 * the database restarts, it reconnects every second until it is back, and calls
 * `onNotify` once connected again: whatever was notified in between is not lost to
 * the caller, who looks for work then. Answers a function that stops listening.
 */
export function listenPostgres(url: string, channel: string, onNotify: () => void): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (stopped) return;
    // Keepalive: a connection a NAT or firewall dropped silently ends in an error (and a reconnect), not in silence.
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 2_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on("notification", () => onNotify());
    next.on("error", () => reconnect(next));
    next.on("end", () => reconnect(next));
    try {
      await next.connect();
      // The channel is a fixed identifier of ours, never user input.
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) return void next.end().catch(() => {});
      client = next;
      onNotify();
    } catch {
      reconnect(next);
    }
  };
  const reconnect = (failed: pg.Client) => {
    failed.removeAllListeners("end");
    failed.end().catch(() => {});
    if (client === failed) client = null;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
