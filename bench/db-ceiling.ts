import { performance } from "node:perf_hooks";
import pg from "pg";
import { percentile, type Measurement } from "./load";
import { felimarRequestFields } from "./bodies";

/**
 * The database ceiling: `clients` connections inserting one Felimar request each,
 * back to back, with plain `pg` (no HTTP, no ORM), the same columns and values the
 * endpoint stores. Every insert is its own committed transaction, like a POST's.
 */
export async function measureInsertCeiling(databaseUrl: string, seconds: number, clients = 10): Promise<Measurement> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: clients });
  const fields = felimarRequestFields();
  const insert = `INSERT INTO felimar_requests (categorie, naam, telefoon, email, plaats, details, voorkeurs_tijd, sleutel_beheer, idempotency_key)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let counter = 0;

  const run = async (until: number, record: boolean) => {
    const client = await pool.connect();
    try {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await client.query({
            name: "bench-insert",
            text: insert,
            values: [
              fields.categorie,
              fields.naam,
              fields.telefoon,
              fields.email,
              fields.plaats,
              fields.details,
              fields.voorkeurs_tijd,
              fields.sleutel_beheer,
              `db-ceiling-${++counter}-bench`,
            ],
          });
          if (record) latencies.push(performance.now() - started);
        } catch (error) {
          if (!record) continue;
          errors++;
          firstError ??= (error as Error).message;
        }
      }
    } finally {
      client.release();
    }
  };
  const loop = (ms: number, record: boolean) => {
    const until = performance.now() + ms;
    return Promise.all(Array.from({ length: clients }, () => run(until, record)));
  };

  await loop(1_000, false); // warm-up: connections open, statement prepared
  const started = performance.now();
  await loop(seconds * 1000, true);
  const elapsed = (performance.now() - started) / 1000;
  await pool.end();

  latencies.sort((a, b) => a - b);
  return {
    answered: latencies.length + errors,
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors,
    otherStatuses: {},
    ...(firstError ? { firstError } : {}),
  };
}
