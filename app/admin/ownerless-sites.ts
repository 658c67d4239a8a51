import { SITE_KEYS, type SiteKey } from "#app/sites/registry.ts";
import type { UserItem } from "./api-types";

/**
 * The sites no owner who accepted an invitation sees, from the Users page's list (the same
 * rule as server/notifications/ownerless-sites.ts, which the Notifications page gets from the server).
 */
export function ownerlessSitesOf(users: readonly Pick<UserItem, "role" | "sites" | "firstSignInAt">[]): SiteKey[] {
  return SITE_KEYS.filter(
    (site) => !users.some((user) => user.role === "owner" && user.firstSignInAt !== null && user.sites.includes(site)),
  );
}
