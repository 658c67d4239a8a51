import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { createApp } from "#server/app.ts";
import { readConfig, type Config } from "#server/config.ts";
import type { Database } from "#server/db/database.ts";
import { resetRateLimits } from "#server/http/rate-limit.ts";
import { createLogger } from "#server/logger.ts";
import { mintProof } from "./proof-of-work";
import { createTestDatabase, testDatabaseKinds, type DatabaseKind, type TestDatabase } from "./test-database";

export interface ApiHarness {
  kind: DatabaseKind;
  database: Database;
  /** Sends a request to the app in-process. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** POSTs a JSON body. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /**
   * POSTs a public form's body as the page sends it, with a fresh proof of work
   * (tests/support/proof-of-work.ts mintProof): what a person's submission looks like.
   */
  submit(path: string, body: Record<string, unknown>, headers?: Record<string, string>): Promise<Response>;
}

/**
 * Runs `body` once per test database (PGlite, and PostgreSQL when TEST_DATABASE_URL
 * is set), each with a fresh database and the real app. Rate-limit counts (in memory
 * and stored) are cleared before each test so tests don't limit each other.
 */
export function describeApi(
  name: string,
  body: (harness: () => ApiHarness) => void,
  configOverrides: Partial<Config> = {},
) {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let testDatabase: TestDatabase;
      let harness: ApiHarness;
      beforeAll(async () => {
        testDatabase = await createTestDatabase(kind);
        const config = { ...readConfig({}), ...configOverrides };
        const app = createApp({ config, database: testDatabase.database, logger: createLogger("silent") });
        const request = async (path: string, init?: RequestInit) => app.request(path, init);
        const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
          request(path, {
            method: "POST",
            headers: { "Content-Type": "application/json", ...headers },
            body: JSON.stringify(payload),
          });
        harness = {
          kind,
          database: testDatabase.database,
          request,
          post,
          submit: async (path, payload, headers) =>
            post(path, { ...payload, altcha: await mintProof(testDatabase.database.db) }, headers),
        };
      });
      beforeEach(async () => {
        await resetRateLimits(testDatabase.database.db);
      });
      afterAll(async () => {
        await testDatabase?.dispose();
      });
      body(() => harness);
    });
  }
}
