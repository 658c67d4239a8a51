import type { Db } from "../db/database";
import { contentVersion } from "../db/schema";

/** The stored content's version (migration 0010 moves it on every change). */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion);
  return row?.version ?? 0;
}
