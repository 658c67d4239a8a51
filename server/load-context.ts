import type { AdminLanguage } from "#app/admin/messages/index.ts";
import type { DomainSite } from "#app/sites/registry.ts";
import type { Db } from "./db/database";

// What every React Router loader and action receives as `context`. Prerendering runs
// without it, so prerendered routes must not read it.
declare module "react-router" {
  interface AppLoadContext {
    db: Db;
    /**
     * Counts a view of the note `slug` by this request's visitor, once a day per
     * visitor (server/notes/views.ts). Ignores HEAD, prefetches, `.data` requests and
     * bots; never waits on the database.
     */
    countNoteView(slug: string): void;
    /**
     * The secret nonce this render puts on its inline scripts (server/pages/csp.ts); the
     * page's CSP allows exactly those. Absent when prerendering.
     */
    cspNonce?: string;
    /**
     * The host the request named (server/hosts/site-hosts.ts): a site's own domain, whose
     * pages are at its root, or the shared host (`ownDomain` null); and which sites have a
     * domain of their own. Absent when prerendering, which is for the shared host.
     */
    pageHost: { ownDomain: DomainSite | null; sitesWithOwnDomain: readonly DomainSite[] };
    /**
     * On a back-office page, the signed-in person's language (server/auth/page-guard.ts): the
     * shell the server renders before their data arrives speaks it. Absent elsewhere.
     */
    adminLanguage?: AdminLanguage;
  }
}

export {};
