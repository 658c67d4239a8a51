import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { SITE_KEYS } from "#app/sites/registry.ts";
import { inboxConditions } from "#server/inbox/inbox-filter.ts";
import { listColumns, newestFirst } from "#server/inbox/inbox-query.ts";
import { SESSION_DAYS, sessionCookie } from "#server/auth/session.ts";
import { hashToken, newToken } from "#server/auth/tokens.ts";
import { submissions } from "#server/db/schema.ts";

/** The word the search row looks for: in about 1 message in 97, as a rarer topic would be. */
export const INBOX_SEARCH_WORD = "zonnepanelen";
/** One person's phone digits (submission 4242 of the seed): what an owner types to find a caller. */
export const INBOX_SEARCH_PHONE = `6${String((4242 * 7919) % 100_000_000).padStart(8, "0")}`;

/**
 * Stores `count` submissions in one INSERT … SELECT: the five sites in turn, a new one
 * every 30 seconds going back (100,000 span about five weeks), 2 % spam, every status,
 * varied names, addresses, phones and messages. Then ANALYZE, as autovacuum would.
 */
export async function seedInbox(databaseUrl: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO submissions (id, site, form, status, spam, name, email, phone, message, fields, created_at)
       SELECT gen_random_uuid(), site, form, (array['new','read','answered','archived'])[1 + n % 4], n % 50 = 0,
              name, lower(replace(name, ' ', '.')) || '@example.com', '+34 6' || lpad((n * 7919 % 100000000)::text, 8, '0'), message,
              jsonb_build_object('name', name, 'message', message), now() - n * interval '30 seconds'
       FROM (
         SELECT n, (array['community','naturliv','housing','felimar','neron'])[1 + n % 5] AS site,
                (array['newsletter','newsletter','housing-contact','felimar-quote','neron-contact'])[1 + n % 5] AS form,
                (array['Ada','Jan','Lucía','Kari','Pieter','Ingrid','Marta','Joost'])[1 + n % 8] || ' ' ||
                (array['de Boer','García','Nordmann','Jansen','Solberg','Fernández','Visser'])[1 + n % 7] || ' ' || n AS name,
                'Vraag over ' || (array['airco','zwembad','terras','sleutelbeheer','tuin','renovatie','dak','keuken'])[1 + n % 8] ||
                CASE WHEN n % 97 = 0 THEN ' en ${INBOX_SEARCH_WORD}' ELSE '' END ||
                '. Graag een offerte voor het huis in ' || (array['Marbella','Mijas','Fuengirola','Estepona','Benalmádena'])[1 + n % 5] ||
                ', bereikbaar na vijf uur. Bericht ' || n || '.' AS message
         FROM generate_series(1, $1::int) AS n
       ) AS generated`,
      [count],
    );
    await client.query("ANALYZE submissions");
  } finally {
    await client.end();
  }
}

/** Signs an operator in as the back office does (a user and a session row, the token's digest stored): the Cookie header for requests. */
export async function signInOperator(databaseUrl: string, siteUrl = "http://localhost:3000"): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const token = newToken();
    const { rows } = await client.query<{ id: string }>(
      "INSERT INTO users (email, role, first_sign_in_at) VALUES ('bench-operator@example.com', 'operator', now()) RETURNING id",
    );
    await client.query(
      "INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))",
      [hashToken(token), rows[0]!.id, SESSION_DAYS],
    );
    return `${sessionCookie(siteUrl).name}=${token}`;
  } finally {
    await client.end();
  }
}

export interface InboxPlan {
  query: string;
  /** The index the plan reads, as checked. */
  expectedIndex: string;
  usesExpectedIndex: boolean;
  executionMs: number;
  plan: string;
}

/**
 * EXPLAIN (ANALYZE) of the very statements GET /api/admin/submissions runs for an operator
 * (built by the server's own query code): the first page should read `submissions_newest`
 * (spam, created_at desc, id desc) and stop after 51 rows; a search for one person's phone
 * `submissions_search` (pg_trgm GIN). A word in 1 % of the rows is found sooner by walking
 * `submissions_newest` until 51 match (the planner's choice, a few ms): either plan is fine there.
 */
export async function explainInbox(databaseUrl: string): Promise<InboxPlan[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = drizzle({ client: pool });
  const operator = { sites: [...SITE_KEYS] };
  const statement = (q?: string) =>
    db
      .select(listColumns)
      .from(submissions)
      .where(inboxConditions(operator, { folder: "inbox", q }))
      .orderBy(...newestFirst)
      .limit(51)
      .toSQL();
  try {
    const plans: InboxPlan[] = [];
    for (const [query, q, expectedIndex] of [
      ["first page", undefined, "submissions_newest"],
      [`search for a word in 1 % ("${INBOX_SEARCH_WORD}")`, INBOX_SEARCH_WORD, "submissions_"],
      [`search for one phone ("${INBOX_SEARCH_PHONE}")`, INBOX_SEARCH_PHONE, "submissions_search"],
    ] as const) {
      const { sql: text, params } = statement(q);
      const { rows } = await pool.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
      plans.push({
        query,
        expectedIndex,
        usesExpectedIndex: plan.includes(expectedIndex),
        executionMs: Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? NaN),
        plan,
      });
    }
    return plans;
  } finally {
    await pool.end();
  }
}
