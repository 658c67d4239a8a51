import { Hono, type Context } from "hono";
import { acceptedLanguage } from "#app/admin/messages/accept-language.ts";
import { personLanguage, type AdminLanguage } from "#app/admin/messages/index.ts";
import { requireSameOrigin } from "../../auth/guard";
import type { AdminPrincipal } from "../../auth/principal";
import { errorsInLanguage } from "../../http/error-language";
import type { ApiDeps } from "../deps";
import { adminAuthRoutes } from "./auth";
import { adminContentRoutes } from "./content";
import { adminDeliveryRoutes } from "./deliveries";
import { adminDomainRoutes } from "./domains";
import { adminImageRoutes } from "./images";
import { adminInboxRoutes } from "./inbox";
import { adminNotesRoutes } from "./notes";
import { adminNotificationRoutes } from "./notifications";
import { adminPreferencesRoutes } from "./preferences";
import { adminPrivacyRoutes } from "./privacy";
import { adminUsersRoutes } from "./users";
import { adminWebhookRoutes } from "./webhooks";

/**
 * The back office's API, `/api/admin/*`. Every state-changing request must come from
 * our own origin. Each file guards its own routes with `requireAdmin` (the sign-in
 * endpoints in auth.ts are the only ones open to nobody), and every query takes its
 * scope from `c.get("admin")`. `tests/support/admin-endpoints.ts` lists every route;
 * a new one fails the suite until it is listed there. Every error answer is in the
 * requester's language (server/http/error-language.ts).
 */
export function adminRoutes(deps: ApiDeps) {
  return new Hono()
    .use("/admin/*", errorsInLanguage(requesterLanguage))
    .use("/admin/*", requireSameOrigin(deps.config.SITE_URL))
    .route("/", adminAuthRoutes(deps))
    .route("/", adminUsersRoutes(deps))
    .route("/", adminPreferencesRoutes(deps))
    .route("/", adminInboxRoutes(deps))
    .route("/", adminPrivacyRoutes(deps))
    .route("/", adminNotesRoutes(deps))
    .route("/", adminNotificationRoutes(deps))
    .route("/", adminWebhookRoutes(deps))
    .route("/", adminDeliveryRoutes(deps))
    .route("/", adminImageRoutes(deps))
    .route("/", adminContentRoutes(deps))
    .route("/", adminDomainRoutes(deps));
}

/** The signed-in person's language (set on the context by requireAdmin), or before sign-in the browser's. */
function requesterLanguage(c: Context): AdminLanguage {
  const admin = (c.var as { admin?: AdminPrincipal }).admin;
  return admin ? personLanguage(admin) : acceptedLanguage(c.req.header("accept-language"));
}
