import type { Role } from "#app/admin/api-types.ts";
import type { AdminLanguage } from "#app/admin/messages/index.ts";
import type { SiteKey } from "#app/sites/registry.ts";

/*
 * Types alone: read by nearly every admin module, and by ./accounts.ts and ../audit/audit.ts,
 * which ./session.ts (where a principal is made) imports in turn.
 */

/** Who is signed in, as every admin query sees it. `sites` is every site for an operator. */
export interface AdminPrincipal {
  userId: string;
  email: string;
  role: Role;
  sites: SiteKey[];
  /** The language they chose in Account (app/admin/messages/index.ts, personLanguage); null or absent until they choose. */
  language?: AdminLanguage | null;
  /** The IANA time zone they chose in Account; null or absent: each site's own. */
  timeZone?: string | null;
  /** The digest of this browser's session (to sign out this one, or every other). */
  sessionHash: string;
}

export type AdminEnv = { Variables: { admin: AdminPrincipal } };
