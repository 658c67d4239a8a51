import type { Me } from "#app/admin/api-types.ts";
import { inboxCounts } from "../inbox/counts";
import { listDeliveryProblems } from "../notifications/delivery-problems";
import type { Db } from "../db/database";
import type { Account } from "./accounts";
import { countPasskeys } from "./passkeys";

/**
 * What the back office shows about the signed-in user: who, their sites' counts, whether to
 * offer a passkey, and what keeps failing to be delivered (the banner on every page).
 */
export async function buildMe(db: Db, account: Account): Promise<Me> {
  const [counts, passkeyCount, deliveryProblems] = await Promise.all([
    inboxCounts(db, account.sites),
    countPasskeys(db, account.userId),
    listDeliveryProblems(db, account),
  ]);
  return {
    user: {
      id: account.userId,
      email: account.email,
      role: account.role,
      sites: account.sites,
      language: account.language ?? null,
      timeZone: account.timeZone ?? null,
    },
    newCounts: counts.newCounts,
    spamCount: counts.spamCount,
    spamThisWeek: counts.spamThisWeek,
    passkeyCount,
    deliveryProblems,
  };
}
