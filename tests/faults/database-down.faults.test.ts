import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Note } from "#app/sites/notebook/note-types.ts";
import { startPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { openDatabase } from "#server/db/database.ts";
import { createSignedInAdmin } from "../support/admin-session";
import { fetchProof } from "../support/proof-of-work";
import {
  answersAsUp,
  declaredRoutes,
  everyAdminCall,
  everyApiCall,
  felimarRequest,
  openSessions,
  send,
  writeFaultNote,
  type Call,
} from "./support/requests";
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
  const databaseUrl = await postgres.createDatabase("faults_down");
  server = startServer(SERVER_PORT, { DATABASE_URL: databaseUrl });
  await waitUntilHealthy(server);
  const baseUrl = server.url("");
  note = (await (await fetch(server.url(`/api/notes/${(await writeFaultNote(baseUrl)).slug}`))).json()) as Note;
  const takedownSlug = (await writeFaultNote(baseUrl)).slug;
  // A create call before the stop, two while down (refused before a session is read) and one after: one session each.
  const [batchSession, ...sessions] = await openSessions(baseUrl, 5);
  const stored = await fetch(server.url("/api/felimar/requests"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...felimarRequest(), altcha: await fetchProof(baseUrl) }),
  });
  const { id: submissionId } = (await stored.json()) as { id: string };
  // Back-office sessions are rows like any sign-in makes; the server's own database, opened here only to write them.
  const database = await openDatabase({ url: databaseUrl });
  const operator = await createSignedInAdmin(database.db, { role: "operator" });
  const signOut = await createSignedInAdmin(database.db, { role: "operator" });
  const everywhere = await createSignedInAdmin(database.db, { role: "operator" });
  await database.close();
  calls = [
    ...everyApiCall({ note, sessions, batchSession: batchSession!, baseUrl }),
    ...everyAdminCall({
      headers: operator.headers,
      signOutHeaders: signOut.headers,
      everywhereHeaders: everywhere.headers,
      submissionId,
      takedownSlug,
    }),
  ];
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
      const status = await send(server.url(""), {
        method: "POST",
        route: "",
        path: "/api/felimar/requests",
        body: () => felimarRequest(),
        okStatus: 201,
      }).then(
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

  it(
    "answers 503 with the error JSON within 2 s everywhere, stays up, and recovers by itself",
    { timeout: 60_000 },
    async () => {
      for (const call of calls) {
        const { status } = await send(server.url(""), call);
        expect(answersAsUp(call, status), `${call.method} ${call.path} answered ${status}`).toBe(true);
      }
      const stream = submissionStream();
      await new Promise((resolve) => setTimeout(resolve, 300));

      postgres.stop();
      const failMs: number[] = [];

      // Twice: the first round meets the pool's dropped connections, the second new connection attempts.
      for (let round = 0; round < 2; round++) {
        for (const call of calls) {
          const { result: response, ms } = await timed(() => send(server.url(""), call));
          const label = `${call.method} ${call.path} (round ${round + 1})`;
          if (call.readsDatabase === false) {
            expect(answersAsUp(call, response.status), label).toBe(true);
            continue;
          }
          expect(response.status, label).toBe(503);
          expect(response.headers.get("content-type"), label).toContain("application/json");
          const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
          expect(body.error?.code, label).toBe("database_unavailable");
          expect(body.error?.message, label).toEqual(expect.any(String));
          expect(ms, label).toBeLessThan(FAIL_FAST_MS);
          failMs.push(ms);
        }
        for (const pagePath of databasePages()) {
          const { result: response, ms } = await timed(() =>
            fetch(server.url(pagePath), { signal: AbortSignal.timeout(10_000) }),
          );
          expect(response.status, pagePath).toBe(503);
          expect(response.headers.get("content-type"), pagePath).toContain("text/html");
          expect(ms, pagePath).toBeLessThan(FAIL_FAST_MS);
          failMs.push(ms);
        }
      }
      console.info(
        `database down: ${failMs.length} requests answered 503 in at most ${Math.round(Math.max(...failMs))} ms`,
      );
      // The Felimar page still offers its contact details and forms.
      const felimarHtml = await (await fetch(server.url("/felimar"))).text();
      expect(felimarHtml).toContain("Contactformulier");
      expect(server.child.exitCode).toBeNull();

      postgres.start();
      const { ms: recoveryMs } = await timed(async () => {
        await expect
          .poll(async () => (await fetch(server.url("/readyz"))).status, { timeout: 10_000, interval: 100 })
          .toBe(200);
      });
      console.info(`recovered ${Math.round(recoveryMs)} ms after PostgreSQL was back`);
      for (const call of calls) {
        const { status } = await send(server.url(""), call);
        expect(answersAsUp(call, status), `${call.method} ${call.path} answered ${status} after recovery`).toBe(true);
      }
      for (const pagePath of databasePages()) expect((await fetch(server.url(pagePath))).status, pagePath).toBe(200);

      await stream.stop();
      const statuses = new Set(stream.outcomes.map((outcome) => outcome.status));
      expect([...statuses].sort()).toEqual([201, 503]);
      expect(Math.max(...stream.outcomes.map((outcome) => outcome.ms))).toBeLessThan(FAIL_FAST_MS);
      expect(server.child.exitCode).toBeNull();
    },
  );
});
