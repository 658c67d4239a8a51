/**
 * Every /api/admin endpoint, for the suite that walks them all as nobody, from another
 * origin, as an owner where an operator is needed, and as another site's owner
 * (server/api/admin/catalogue.api.test.ts). It compares this list with the routes the
 * app registers: a new admin endpoint fails the suite until it is listed here.
 * Paths are Hono route paths; `:id` and `:slug` are filled in by the suite.
 */
export interface AdminEndpoint {
  method: "GET" | "POST" | "DELETE";
  path: string;
  /** public: the sign-in endpoints; signed-in: any account; operator: operators only. */
  access: "public" | "signed-in" | "operator";
  /** Reads or changes one submission (`:id`): another site's owner must get 404. */
  submissionScoped?: boolean;
  /** A body the endpoint accepts (for POSTs). */
  body?: () => Record<string, unknown>;
}

export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  // Sign-in, account, users: server/api/admin/auth.ts, users.ts

  // The inbox and privacy: server/api/admin/inbox.ts, privacy.ts

  // Notes: server/api/admin/notes.ts
  { method: "POST", path: "/api/admin/notes/:slug/takedown", access: "operator", body: () => ({ reason: "Breaks the notebook's rules." }) },
];
