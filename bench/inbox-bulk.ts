import pg from "pg";
import type { BulkResult } from "#app/admin/api-types.ts";
import { readConfig } from "#server/config.ts";
import { BenchFailure } from "./checks";

/** How many submissions one bulk action of the row names: an owner clearing a busy month. */
export const BULK_ROWS = 1_000;
const RUNS = 10;
/** The answer an owner waits for after pressing "Archive" on 1,000 rows. */
const TARGET_MS = 1_000;

export interface BulkReport {
  rows: number;
  runs: number;
  actionMedianMs: number;
  actionMaxMs: number;
  undoMedianMs: number;
  undoMaxMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * POST /api/admin/submissions/bulk archiving 1,000 of the 100,000 seeded submissions by id
 * (the ids as the page sends them), then its undo, RUNS times in turn, one request at a
 * time: the time an owner waits for each answer, on the server with its two workers.
 * Each run's undo puts the rows back, so every action changes all 1,000 again.
 */
export async function measureBulk(databaseUrl: string, origin: string, cookie: string): Promise<BulkReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let ids: string[];
  try {
    const { rows } = await client.query<{ id: string }>(
      "SELECT id FROM submissions WHERE NOT spam AND status <> 'archived' ORDER BY created_at DESC LIMIT $1",
      [BULK_ROWS],
    );
    ids = rows.map((row) => row.id);
  } finally {
    await client.end();
  }
  const headers = {
    "Content-Type": "application/json",
    Cookie: cookie,
    // The app's own origin, as its pages send it (SITE_URL defaults to localhost on its PORT).
    Origin: readConfig({ PORT: new URL(origin).port }).SITE_URL,
  };
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const response = await fetch(origin + path, { method: "POST", headers, body: JSON.stringify(body) });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200)
      throw new BenchFailure(`Row inbox-bulk: POST ${path} answered ${response.status}, not 200: ${text}`);
    return { ms, answer: JSON.parse(text) as unknown };
  };
  const actions: number[] = [];
  const undos: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const action = await post("/api/admin/submissions/bulk", { action: "archived", target: { ids } });
    const result = action.answer as BulkResult;
    if (result.changed !== ids.length || !result.undo)
      throw new BenchFailure(`Row inbox-bulk: the action changed ${result.changed} of ${ids.length} rows.`);
    actions.push(action.ms);
    undos.push((await post("/api/admin/submissions/bulk/undo", { token: result.undo.token })).ms);
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rows: ids.length,
    runs: RUNS,
    actionMedianMs: round(median(actions)),
    actionMaxMs: round(Math.max(...actions)),
    undoMedianMs: round(median(undos)),
    undoMaxMs: round(Math.max(...undos)),
  };
}

export function formatBulk(report: BulkReport | undefined): string {
  if (!report) return "";
  const met = report.actionMaxMs < TARGET_MS && report.undoMaxMs < TARGET_MS;
  return (
    `Inbox bulk action on ${report.rows.toLocaleString("en")} submissions (archive by id, then undo, ${report.runs} runs, 100k stored): ` +
    `action ${report.actionMedianMs} ms median, ${report.actionMaxMs} ms slowest; undo ${report.undoMedianMs} ms median, ` +
    `${report.undoMaxMs} ms slowest (target under ${TARGET_MS.toLocaleString("en")} ms: ${met ? "met" : "NOT met"}).`
  );
}
