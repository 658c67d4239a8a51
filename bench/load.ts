import { createHash } from "node:crypto";
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";

/** What one measured run gives: throughput counts only 2xx answers. */
export interface Measurement {
  /** Requests that got an answer (any status). */
  answered: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx plus socket errors and timeouts. */
  errors: number;
  /** Status codes other than 2xx, with their counts, to tell what went wrong. */
  otherStatuses: Record<string, number>;
  /** The first failure that had no status (a refused connection, a failed statement), when the sender saw it. */
  firstError?: string;
}

export interface Target {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  /** A fresh body for each request (unique keys, single-use sessions), or one body for all. */
  body?: string | (() => string);
}

/** Closed loop: `connections` clients, each sending its next request when the last one answered. */
export async function measureThroughput(
  origin: string,
  target: Target,
  seconds: number,
  connections: number,
): Promise<Measurement> {
  const body = target.body;
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: target.method,
        path: target.path,
        headers: target.headers,
        ...(typeof body === "function" ? { setupRequest: (req) => ({ ...req, body: body() }) } : { body }),
      },
    ],
  });
  return measurementOf(result);
}

/** An autocannon run as a row's measurement: 2xx per second, latencies, and every other status counted. */
export function measurementOf(result: Awaited<ReturnType<typeof autocannon>>): Measurement {
  const otherStatuses = Object.fromEntries(
    Object.entries(result.statusCodeStats)
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, { count }]) => [status, count]),
  );
  return {
    answered: result.requests.total,
    requestsPerSecond: result["2xx"] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
    otherStatuses,
  };
}

/**
 * Open loop at a fixed rate: a request leaves every 1/rate s whether or not earlier
 * ones have answered, and each latency counts from when it was due, so a stalled
 * server shows up in the percentiles instead of slowing the sender down.
 * (autocannon's overallRate sends each connection's share of a second in one burst
 * at the start of the second, which measures a burst, not a steady rate.)
 */
export async function measureAtFixedRate(
  origin: string,
  target: Target,
  seconds: number,
  rate: number,
): Promise<Measurement> {
  const url = new URL(target.path, origin);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const otherStatuses: Record<string, number> = {};
  let errors = 0;
  let firstError: string | undefined;
  let sent = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (dueAt: number) => {
    const body = typeof target.body === "function" ? target.body() : target.body;
    const done = new Promise<void>((resolve) => {
      const req = request(
        url,
        {
          method: target.method,
          headers: { ...target.headers, ...(body ? { "Content-Length": Buffer.byteLength(body) } : {}) },
          agent,
          timeout: 10_000,
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) latencies.push(performance.now() - dueAt);
            else {
              errors++;
              otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
            }
            resolve();
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timed out")));
      req.on("error", (error) => {
        errors++;
        firstError ??= error.message;
        resolve();
      });
      req.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const start = performance.now();
  const total = Math.round(rate * seconds);
  await new Promise<void>((resolve) => {
    // Wake every millisecond and send whatever has come due since the last wake-up.
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (sent < due) send(start + (sent++ * 1000) / rate);
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(inFlight);
  agent.destroy();

  return { ...measured(latencies, errors, otherStatuses, start), ...(firstError ? { firstError } : {}) };
}

/**
 * A hand-made load's measurement: its 2xx answers' latencies (sorted here), per second of the
 * time since `start` (performance.now()), and every other answer counted.
 */
export function measured(
  latencies: number[],
  errors: number,
  otherStatuses: Record<string, number>,
  start: number,
): Measurement {
  latencies.sort((a, b) => a - b);
  return {
    answered: latencies.length + errors,
    requestsPerSecond: latencies.length / ((performance.now() - start) / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors,
    otherStatuses,
  };
}

/** The p-th percentile of latencies sorted in ascending order, to 0.01 ms (0 when there are none). */
export function percentile(sortedMs: number[], p: number): number {
  const value = sortedMs[Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1)] ?? 0;
  return Math.round(value * 100) / 100;
}

/** What one answer carried: to show that rows compared with each other sent comparable bytes. */
export interface Answer {
  status: number;
  /** Content-Encoding, or "identity". */
  encoding: string;
  /** Body bytes as sent (compressed when encoded). */
  bytes: number;
  /** SHA-256 of those bytes, hex: two answers with the same one sent the same body. */
  sha256: string;
}

/** An answer as it came over the wire: its body not decoded. */
export interface RawAnswer {
  status: number;
  /** Content-Encoding, or "identity". */
  encoding: string;
  body: Buffer;
}

/** Sends `target` once, as the load does (no decompression), and answers what came back. */
export function sendOnce(origin: string, target: Target): Promise<RawAnswer> {
  const body = typeof target.body === "function" ? target.body() : target.body;
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(target.path, origin),
      { method: target.method, headers: target.headers, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers["content-encoding"] ?? "identity"),
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

/** Sends `target` once, as the load does, and describes the answer. */
export async function probeAnswer(origin: string, target: Target): Promise<Answer> {
  const { status, encoding, body } = await sendOnce(origin, target);
  return { status, encoding, bytes: body.length, sha256: createHash("sha256").update(body).digest("hex") };
}
