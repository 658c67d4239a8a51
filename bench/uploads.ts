import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import sharp from "sharp";
import { sessionCookie, SESSION_DAYS } from "#server/auth/session.ts";
import { hashToken, newToken } from "#server/auth/tokens.ts";
import { photoJpeg } from "#server/images/test-images.ts";
import type { AppServer } from "./app-server";
import { checkRow, peerOf } from "./checks";
import type { BenchDatabase } from "./database";
import { measured, percentile, type Measurement } from "./load";
import { watchServer } from "./processes";
import type { Row } from "./report";

const UPLOADS = 10;
// A visitor's request every 20 ms while the photos are processed: enough answers for a p99.
const HEALTHZ_EVERY_MS = 20;
const SITE_URL = "http://localhost:3000";

/**
 * Ten 12-megapixel photos uploaded at once must not starve visitors. Sends ten
 * different 12 MP JPEGs to POST /api/admin/images/felimar together and, until the last is
 * stored, GET /healthz every 20 ms; the row is /healthz's latency meanwhile (target p99
 * < 50 ms), after 3 s of the same probe without uploads (printed, to tell the uploads' share
 * from the machine's other load). Prints the uploads' times and the peak RSS of the web
 * processes apart from the image workers they fork (server/images/image-workers.ts), which
 * do the decoding and encoding one photo at a time each.
 */
export async function measureUploads(
  { database, rows }: { database: BenchDatabase; rows: Row[] },
  app: AppServer,
): Promise<void> {
  console.log(`… ${UPLOADS} concurrent 12 MP uploads, GET /healthz meanwhile (${app.workersLabel})`);
  const photos = await differentPhotos(UPLOADS);
  const cookie = await signInUploader(database.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  // The same probe without uploads first: what the machine's other load alone gives.
  const quietUntil = performance.now() + 3000;
  const quiet = await probeWhile(() => performance.now() < quietUntil, app.origin, agent);
  console.log(`  /healthz before the uploads: p50 ${quiet.p50Ms.toFixed(1)} ms, p99 ${quiet.p99Ms.toFixed(1)} ms`);

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const watch = watchServer(app);
  const byRole = watchRoles(app);
  const started = performance.now();
  let uploading = true;
  const uploads = Promise.all(photos.map((photo) => post(app.origin, photo, cookie, agent))).finally(
    () => (uploading = false),
  );
  const { answers: probes, ...healthz } = await probeWhile(() => uploading, app.origin, agent);
  const answers = await uploads;
  const totalS = (performance.now() - started) / 1000;
  const server = watch.stop();
  const roles = byRole.stop();
  loop.disable();
  console.log(
    `  bench's own event loop delay: p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  agent.destroy();

  const failed = answers.filter((answer) => answer.status !== 201);
  const each = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  console.log(
    `  uploads: ${answers.length - failed.length}/${answers.length} stored (201) in ${totalS.toFixed(1)} s; each ${(percentile(each, 50) / 1000).toFixed(1)} s median, ${(each.at(-1)! / 1000).toFixed(1)} s slowest` +
      `; ${answers.reduce((sum, answer) => sum + answer.busy, 0)} answers 503 busy, sent again after Retry-After` +
      (failed.length > 0 ? `; other answers: ${failed.map((answer) => answer.status).join(", ")}` : ""),
  );
  // When the slowest answers came: at the start, while the web processes read the 45 MB of
  // photos, or later, while the image workers decode and encode (and the renditions are stored).
  const slowest = probes.sort((a, b) => b.ms - a.ms).slice(0, Math.max(1, Math.ceil(probes.length / 100)));
  console.log(
    `  /healthz's slowest 1 %: ${slowest.map((probe) => `${Math.round(probe.ms)} ms at ${((probe.dueAt - started) / 1000).toFixed(1)} s`).join(", ")}`,
  );
  console.log(
    `  peak RSS: web processes ${roles.web.startMb} → ${roles.web.peakMb} MB (+${roles.web.peakMb - roles.web.startMb} MB), image workers ${roles.imageWorkers.peakMb} MB (${roles.imageWorkers.started} started), primary ${roles.primary.peakMb} MB`,
  );
  // A failed upload is the row's failure too: its status is counted beside /healthz's, e.g. "1× upload 500".
  const otherStatuses = { ...healthz.otherStatuses };
  for (const { status } of failed) otherStatuses[`upload ${status}`] = (otherStatuses[`upload ${status}`] ?? 0) + 1;
  const row = {
    name: "uploads",
    label: `GET /healthz during ${UPLOADS} concurrent 12 MP uploads (${app.workersLabel})`,
    measurement: { ...healthz, errors: healthz.errors + failed.length, otherStatuses },
    ...server,
    target: { text: "p99 < 50 ms", met: (row: Row) => row.measurement.p99Ms < 50 },
  };
  rows.push(checkRow(row, peerOf(app)));
}

/** One 12 MP photo turned into `count` different ones (hue and brightness), so none is a duplicate of another. */
async function differentPhotos(count: number): Promise<Buffer[]> {
  const base = await photoJpeg(4000, 3000);
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      sharp(base)
        .modulate({ hue: index * 36, brightness: 0.9 + index * 0.02 })
        .jpeg({ quality: 88 })
        .toBuffer(),
    ),
  );
}

async function signInUploader(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const token = newToken();
    const { rows } = await client.query<{ id: string }>(
      "INSERT INTO users (email, role, first_sign_in_at) VALUES ('bench-uploader@example.com', 'operator', now()) ON CONFLICT (email) DO UPDATE SET role = 'operator' RETURNING id",
    );
    await client.query(
      "INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))",
      [hashToken(token), rows[0]!.id, SESSION_DAYS],
    );
    return `${sessionCookie(SITE_URL).name}=${token}`;
  } finally {
    await client.end();
  }
}

/**
 * One upload, sent again after Retry-After while the web process answers 503 busy (each
 * takes at most its image workers + 4 uploads at once, server/api/admin/images.ts), as
 * the editor does. `ms` runs from the first attempt to the last answer.
 */
async function post(
  origin: string,
  photo: Buffer,
  cookie: string,
  agent: Agent,
): Promise<{ status: number; ms: number; busy: number }> {
  const started = performance.now();
  for (let busy = 0; ; busy++) {
    const { status, retryAfterS } = await postOnce(origin, photo, cookie, agent);
    if (status !== 503 || busy >= 20) return { status, ms: performance.now() - started, busy };
    await sleep(retryAfterS * 1000);
  }
}

function postOnce(
  origin: string,
  photo: Buffer,
  cookie: string,
  agent: Agent,
): Promise<{ status: number; retryAfterS: number }> {
  return new Promise((resolve) => {
    const headers = { "Content-Type": "image/jpeg", "Content-Length": photo.length, Cookie: cookie, Origin: SITE_URL };
    const req = request(
      new URL("/api/admin/images/felimar", origin),
      { method: "POST", headers, agent, timeout: 120_000 },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, retryAfterS: Number(res.headers["retry-after"]) || 1 }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", () => resolve({ status: 0, retryAfterS: 0 }));
    req.end(photo);
  });
}

/** GET /healthz every HEALTHZ_EVERY_MS while `going()`, each latency counted from when it was due. */
async function probeWhile(
  going: () => boolean,
  origin: string,
  agent: Agent,
): Promise<Measurement & { answers: Array<{ dueAt: number; ms: number }> }> {
  const url = new URL("/healthz", origin);
  const latencies: number[] = [];
  const answers: Array<{ dueAt: number; ms: number }> = [];
  const otherStatuses: Record<string, number> = {};
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let due = start; going(); due += HEALTHZ_EVERY_MS) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const dueAt = due;
    inFlight.push(
      new Promise<void>((resolve) => {
        const req = request(url, { agent, timeout: 10_000 }, (res) => {
          res.resume();
          res.on("end", () => {
            const status = res.statusCode ?? 0;
            if (status === 200) {
              latencies.push(performance.now() - dueAt);
              answers.push({ dueAt, ms: performance.now() - dueAt });
            } else {
              errors++;
              otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
            }
            resolve();
          });
        });
        req.on("timeout", () => req.destroy(new Error("timed out")));
        req.on("error", () => {
          errors++;
          resolve();
        });
        req.end();
      }),
    );
  }
  await Promise.all(inFlight);
  return { ...measured(latencies, errors, otherStatuses, start), answers };
}

type Role = "primary" | "web" | "imageWorkers";

/**
 * Samples each process of the server's tree every 100 ms by role: the cluster's primary (the
 * spawned pid), its web workers, and the image workers they fork (found by their command line).
 */
function watchRoles(app: AppServer) {
  const peaks: Record<Role, number> = { primary: 0, web: 0, imageWorkers: 0 };
  const imageWorkers = new Set<number>();
  const roleOf = (pid: number): Role =>
    pid === app.child.pid ? "primary" : commandLine(pid).includes("image-worker") ? "imageWorkers" : "web";
  const sample = () => {
    for (const pid of app.pids()) {
      const role = roleOf(pid);
      if (role === "imageWorkers") imageWorkers.add(pid);
      peaks[role] = Math.max(peaks[role], rssBytes(pid));
    }
  };
  sample();
  const webAtStart = peaks.web;
  const timer = setInterval(sample, 100);
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return {
        primary: { peakMb: mb(peaks.primary) },
        web: { startMb: mb(webAtStart), peakMb: mb(peaks.web) },
        imageWorkers: { peakMb: mb(peaks.imageWorkers), started: imageWorkers.size },
      };
    },
  };
}

/** A process's command line, its arguments NUL-separated; "" once it has exited. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
}

function rssBytes(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
