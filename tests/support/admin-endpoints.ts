/**
 * Every /api/admin endpoint, for the suite that walks them all as nobody, from another
 * origin, as an owner where an operator is needed, and as another site's owner
 * (server/api/admin/catalogue.api.test.ts). It compares this list with the routes the
 * app registers: a new admin endpoint fails the suite until it is listed here.
 * Paths are Hono route paths; `:id`, `:slug` and `:site` are filled in by the suite.
 */
export interface AdminEndpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** public: the sign-in endpoints; signed-in: any account; operator: operators only. */
  access: "public" | "signed-in" | "operator";
  /** Reads or changes one submission (`:id`): another site's owner must get 404. */
  submissionScoped?: boolean;
  /** Reads or changes one site's data (`:site`): the suite fills in a site the test owner owns; another site's owner must get 404. */
  siteScoped?: boolean;
  /** A body the endpoint accepts (for POSTs and PUTs). */
  body?: () => Record<string, unknown>;
  /** A body that is not JSON (an upload): its bytes and Content-Type. */
  rawBody?: () => { contentType: string; bytes: Uint8Array<ArrayBuffer> };
}

/** The smallest valid PNG: 1 × 1 pixel, transparent. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  // Sign-in, account, users: server/api/admin/auth.ts, users.ts
  { method: "GET", path: "/api/admin/auth/methods", access: "public" },
  { method: "POST", path: "/api/admin/auth/email", access: "public", body: () => ({ email: "someone@example.com" }) },
  { method: "POST", path: "/api/admin/auth/link", access: "public", body: () => ({ token: "A".repeat(43) }) },
  {
    method: "POST",
    path: "/api/admin/auth/setup",
    access: "public",
    body: () => ({ token: "A".repeat(43), email: "someone@example.com" }),
  },
  { method: "POST", path: "/api/admin/auth/setup/status", access: "public", body: () => ({ token: "A".repeat(43) }) },
  { method: "POST", path: "/api/admin/auth/passkey/options", access: "public" },
  {
    method: "POST",
    path: "/api/admin/auth/passkey",
    access: "public",
    body: () => ({
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" },
      },
    }),
  },
  { method: "GET", path: "/api/admin/me", access: "signed-in" },
  {
    method: "PUT",
    path: "/api/admin/me/preferences",
    access: "signed-in",
    body: () => ({ language: "es", timeZone: "Europe/Madrid" }),
  },
  { method: "POST", path: "/api/admin/auth/sign-out", access: "signed-in" },
  { method: "POST", path: "/api/admin/auth/sign-out-everywhere", access: "signed-in" },
  { method: "GET", path: "/api/admin/passkeys", access: "signed-in" },
  { method: "POST", path: "/api/admin/passkeys/options", access: "signed-in" },
  {
    method: "POST",
    path: "/api/admin/passkeys",
    access: "signed-in",
    body: () => ({
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: "e30", attestationObject: "AAAA" },
      },
      name: "Phone",
    }),
  },
  { method: "DELETE", path: "/api/admin/passkeys/:id", access: "signed-in" },
  { method: "GET", path: "/api/admin/users", access: "operator" },
  {
    method: "POST",
    path: "/api/admin/users",
    access: "operator",
    body: () => ({ email: "invitee@example.com", role: "owner", sites: ["felimar"] }),
  },
  { method: "DELETE", path: "/api/admin/users/:id", access: "operator" },
  {
    method: "POST",
    path: "/api/admin/users/:id/access",
    access: "operator",
    body: () => ({ role: "owner", sites: ["felimar"] }),
  },
  { method: "POST", path: "/api/admin/users/:id/invitation", access: "operator" },

  // The inbox and privacy: server/api/admin/inbox.ts, privacy.ts
  { method: "GET", path: "/api/admin/submissions", access: "signed-in" },
  { method: "GET", path: "/api/admin/submissions/export.csv", access: "signed-in" },
  { method: "GET", path: "/api/admin/submissions/export.xlsx", access: "signed-in" },
  { method: "GET", path: "/api/admin/submissions/export.json", access: "signed-in" },
  { method: "GET", path: "/api/admin/submissions/count", access: "signed-in" },
  {
    method: "POST",
    path: "/api/admin/submissions/bulk",
    access: "signed-in",
    body: () => ({ action: "archived", target: { ids: [crypto.randomUUID()] } }),
  },
  {
    method: "POST",
    path: "/api/admin/submissions/bulk/undo",
    access: "signed-in",
    body: () => ({ token: "A".repeat(43) }),
  },
  { method: "GET", path: "/api/admin/submissions/:id", access: "signed-in", submissionScoped: true },
  {
    method: "POST",
    path: "/api/admin/submissions/:id/status",
    access: "signed-in",
    submissionScoped: true,
    body: () => ({ status: "archived" }),
  },
  {
    method: "POST",
    path: "/api/admin/submissions/:id/notes",
    access: "signed-in",
    submissionScoped: true,
    body: () => ({ note: "Called back." }),
  },
  {
    method: "POST",
    path: "/api/admin/submissions/:id/spam",
    access: "signed-in",
    submissionScoped: true,
    body: () => ({ spam: true }),
  },
  {
    method: "POST",
    path: "/api/admin/privacy/preview",
    access: "signed-in",
    body: () => ({ email: "subject@example.com" }),
  },
  {
    method: "POST",
    path: "/api/admin/privacy/erase",
    access: "signed-in",
    body: () => ({ email: "subject@example.com" }),
  },
  {
    method: "POST",
    path: "/api/admin/privacy/export",
    access: "signed-in",
    body: () => ({ email: "subject@example.com" }),
  },
  { method: "GET", path: "/api/admin/audit", access: "operator" },

  // Notes: server/api/admin/notes.ts
  {
    method: "POST",
    path: "/api/admin/notes/:slug/takedown",
    access: "operator",
    body: () => ({ reason: "Breaks the notebook's rules." }),
  },

  // Notifications: server/api/admin/notifications.ts, webhooks.ts, deliveries.ts
  { method: "GET", path: "/api/admin/notifications", access: "signed-in" },
  {
    method: "POST",
    path: "/api/admin/notifications/preferences",
    access: "signed-in",
    body: () => ({ site: "felimar", form: "felimar-quote", mode: "digest" }),
  },
  {
    method: "POST",
    path: "/api/admin/notifications/confirmations",
    access: "signed-in",
    body: () => ({
      site: "felimar",
      form: "felimar-quote",
      enabled: true,
      subject: "Bedankt",
      body: "We nemen snel contact op.",
    }),
  },
  {
    method: "POST",
    path: "/api/admin/webhooks",
    access: "signed-in",
    body: () => ({ site: "felimar", url: "https://hooks.example.com/felimar" }),
  },
  { method: "DELETE", path: "/api/admin/webhooks/:id", access: "signed-in" },
  { method: "POST", path: "/api/admin/webhooks/:id/test", access: "signed-in" },
  { method: "GET", path: "/api/admin/deliveries/failed", access: "operator" },
  { method: "POST", path: "/api/admin/deliveries/:id/retry", access: "operator" },

  // Site content and photos: server/api/admin/content.ts, images.ts
  { method: "GET", path: "/api/admin/content/:site", access: "signed-in", siteScoped: true },
  {
    method: "POST",
    path: "/api/admin/content/:site",
    access: "signed-in",
    siteScoped: true,
    body: () => ({ baseVersion: 0, content: {}, summary: "Catalogue" }),
  },
  { method: "GET", path: "/api/admin/content/:site/versions", access: "signed-in", siteScoped: true },
  {
    method: "POST",
    path: "/api/admin/content/:site/restore",
    access: "signed-in",
    siteScoped: true,
    body: () => ({ baseVersion: 0, version: 1 }),
  },
  {
    method: "POST",
    path: "/api/admin/images/:site",
    access: "signed-in",
    siteScoped: true,
    rawBody: () => ({ contentType: "image/png", bytes: ONE_PIXEL_PNG }),
  },

  // The businesses' own domains: server/api/admin/domains.ts
  { method: "GET", path: "/api/admin/domains", access: "operator" },
  {
    method: "PUT",
    path: "/api/admin/domains/:site",
    access: "operator",
    body: () => ({ hosts: ["catalogue.example"] }),
  },
];
