import { eq } from "drizzle-orm";
import type { AdminLanguage } from "#app/admin/messages/index.ts";
import { recordAudit } from "../audit/audit";
import type { Db } from "../db/database";
import { users } from "../db/schema";
import type { AdminPrincipal } from "./principal";

/** What a person chooses for themselves in Account; null is "not chosen" (personLanguage, each site's own zone). */
export interface Preferences {
  language: AdminLanguage | null;
  timeZone: string | null;
}

const KNOWN_TIME_ZONES = new Set(Intl.supportedValuesOf("timeZone"));
/** An IANA name as the lists write it: "UTC", "Europe/Madrid", "America/Argentina/Buenos_Aires". */
const TIME_ZONE_NAME = /^(UTC|[A-Z][A-Za-z_]*(\/[A-Z0-9][A-Za-z0-9_+-]*){1,2})$/;

/**
 * True for an IANA time zone name ("Europe/Madrid"). The page offers its browser's list,
 * whose ICU may be newer than this server's or use the other name of an alias (this
 * server lists Asia/Calcutta, a newer browser Asia/Kolkata): a name written as the lists
 * write them that Intl here can format in is accepted too.
 */
export function isTimeZone(name: string): boolean {
  if (KNOWN_TIME_ZONES.has(name)) return true;
  if (name.length > 64 || !TIME_ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Saves the signed-in person's own language and time zone, audited in the same
 * transaction. The person is the session's, never one the request names, so nobody sets
 * another's. The record keeps the language and whether a zone was chosen, not the zone:
 * where someone keeps their clock can say where they live.
 */
export async function savePreferences(
  db: Db,
  admin: Pick<AdminPrincipal, "userId" | "email">,
  preferences: Preferences,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ language: preferences.language, timeZone: preferences.timeZone })
      .where(eq(users.id, admin.userId));
    await recordAudit(tx, admin, "account_preferences_saved", {
      language: preferences.language,
      ownTimeZone: preferences.timeZone !== null,
    });
  });
}
