import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Note } from "../../app/sites/notebook/note-types";
import { startPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { declaredRoutes, everyApiCall, felimarRequest, publicNoteBody, send, type Call } from "./support/requests";
import { killAllServers, startServer, waitUntilHealthy, type ServerProcess } from "./support/server-process";

const POSTGRES_PORT = 3449;
const SERVER_PORT = 3400;
/** The longest any request may take to fail while the database is down. */
const FAIL_FAST_MS = 2_000;

let postgres: PrivatePostgres;
let server: ServerProcess;
let note: Note;
let calls: Call[];

beforeAll(async () => {
  postgres = startPrivatePostgres(POSTGRES_PORT);
  server = startServer(SERVER_PORT, { DATABASE_URL: await postgres.createDatabase("faults_down") });
  await waitUntilHealthy(server);
  const created = await fetch(server.url("/api/notes"), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(publicNoteBody()) });
  expect(created.status).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  note = (await (await fetch(server.url(`/api/notes/${slug}`))).json()) as Note;
  calls = everyApiCall(note);
});

afterAll(async () => {
  await killAllServers();
  postgres?.dispose();
});

/** The pages whose loader reads the database. */
const databasePages = () => ["/felimar", `/writtenbyhuman/note/${note.slug}`];

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** Submissions sent two at a time until stopped, through the database going down and up. */
function submissionStream() {
  const outcomes: Array<{ status: number | "no answer"; ms: number }> = [];
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      const started = performance.now();
      const status = await send(server.url(""), { method: "POST", route: "", path: "/api/felimar/requests", body: () => felimarRequest(), okStatus: 201 }).then(
        (response) => response.status,
        () => "no answer" as const,
      );
      outcomes.push({ status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const workers = [worker(), worker()];
  return {
    outcomes,
    async stop() {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

describe("PostgreSQL stopped mid-run", () => {
  it("this suite calls every route the app declares", () => {
    const covered = [...new Set(calls.map((call) => `${call.method} ${call.route}`))].sort();
    expect(covered).toEqual(declaredRoutes());
  });

  it("answers 503 with the error JSON within 2 s everywhere, stays up, and recovers by itself", { timeout: 60_000 }, async () => {
    for (const call of calls) expect((await send(server.url(""), call)).status, `${call.method} ${call.path}`).toBe(call.okStatus);
    const stream = submissionStream();
    await new Promise((resolve) => setTimeout(resolve, 300));

    postgres.stop();
    const failMs: number[] = [];

    // Twice: the first round meets the pool's dropped connections, the second new connection attempts.
    for (let round = 0; round < 2; round++) {
      for (const call of calls) {
        const { result: response, ms } = await timed(() => send(server.url(""), call));
        const label = `${call.method} ${call.path} (round ${round + 1})`;
        expect(response.status, label).toBe(503);
        expect(response.headers.get("content-type"), label).toContain("application/json");
        const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
        expect(body.error?.code, label).toBe("database_unavailable");
        expect(body.error?.message, label).toEqual(expect.any(String));
        expect(ms, label).toBeLessThan(FAIL_FAST_MS);
        failMs.push(ms);
      }
      for (const pagePath of databasePages()) {
        const { result: response, ms } = await timed(() => fetch(server.url(pagePath), { signal: AbortSignal.timeout(10_000) }));
        expect(response.status, pagePath).toBe(503);
        expect(response.headers.get("content-type"), pagePath).toContain("text/html");
        expect(ms, pagePath).toBeLessThan(FAIL_FAST_MS);
        failMs.push(ms);
      }
    }
    console.info(`database down: ${failMs.length} requests answered 503 in at most ${Math.round(Math.max(...failMs))} ms`);
    // The Felimar page still offers its contact details and forms.
    const felimarHtml = await (await fetch(server.url("/felimar"))).text();
    expect(felimarHtml).toContain("Contactformulier");
    expect(server.child.exitCode).toBeNull();

    postgres.start();
    const { ms: recoveryMs } = await timed(async () => {
      await expect.poll(async () => (await fetch(server.url("/healthz"))).status, { timeout: 10_000, interval: 100 }).toBe(200);
    });
    console.info(`recovered ${Math.round(recoveryMs)} ms after PostgreSQL was back`);
    for (const call of calls) expect((await send(server.url(""), call)).status, `${call.method} ${call.path} after recovery`).toBe(call.okStatus);
    for (const pagePath of databasePages()) expect((await fetch(server.url(pagePath))).status, pagePath).toBe(200);

    await stream.stop();
    const statuses = new Set(stream.outcomes.map((outcome) => outcome.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    expect(Math.max(...stream.outcomes.map((outcome) => outcome.ms))).toBeLessThan(FAIL_FAST_MS);
    expect(server.child.exitCode).toBeNull();
  });
});
