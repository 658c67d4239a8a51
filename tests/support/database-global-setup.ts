import { dropPostgresTemplate, ensurePostgresTemplate } from "./test-database";

/**
 * With TEST_DATABASE_URL: the migrated PostgreSQL template every test database is copied
 * from, made once before the workers start and dropped when the run ends.
 */
export default async function setup() {
  if (!process.env.TEST_DATABASE_URL) return;
  await ensurePostgresTemplate();
  return dropPostgresTemplate;
}
