import { Hono } from "hono";
import { z } from "zod";
import { NOTIFICATION_MODES } from "#app/admin/api-enums.ts";
import { FORM_KEYS } from "#app/forms/forms.ts";
import { SITE_KEYS } from "#app/sites/registry.ts";
import { requireAdmin } from "../../auth/guard";
import type { AdminEnv } from "../../auth/principal";
import { apiError } from "../../http/api-error";
import { jsonBody } from "../../http/json-body";
import { CONTROL_CHARACTER } from "../../mail/mail-headers";
import { isFormOfSite, loadNotificationSettings, saveConfirmation, savePreference } from "../../notifications/settings";
import type { ApiDeps } from "../deps";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

const NOT_FOUND = serverErrors.noSuchSiteOfYours;
const FORM_NOT_OF_SITE = { message: serverErrors.formNotOfSite, path: ["form"] };

const siteForm = { site: z.enum(SITE_KEYS), form: z.enum(FORM_KEYS) };

const preferenceSchema = z
  .strictObject({ ...siteForm, mode: z.enum(NOTIFICATION_MODES) })
  .refine(isFormOfSite, FORM_NOT_OF_SITE);

const confirmationSchema = z
  .strictObject({
    ...siteForm,
    enabled: z.boolean(),
    subject: z
      .string()
      .trim()
      .min(1, serverErrors.writeSubject)
      .max(200, serverErrors.subjectTooLong(200))
      .refine((subject) => !CONTROL_CHARACTER.test(subject), serverErrors.subjectOneLine),
    body: z.string().trim().min(1, serverErrors.writeEmailText).max(5000, serverErrors.emailTextTooLong(5000)),
  })
  .refine(isFormOfSite, FORM_NOT_OF_SITE);

// 5000 characters sent as JSON \u escapes take 30 KB: more than the default 32 KB leaves for the rest.
const CONFIRMATION_MAX_BYTES = 64 * 1024;

/**
 * The signed-in user's notification settings (app/admin/api-types.ts lists the answers):
 * - GET /admin/notifications → NotificationSettings over their sites
 * - POST /admin/notifications/preferences {site, form, mode} → their own NotificationPreference
 * - POST /admin/notifications/confirmations {site, form, enabled, subject, body} → ConfirmationSetting
 * A site that is not the user's is answered 404, like one that does not exist; a form
 * of another site is a 400.
 */
export function adminNotificationRoutes({ db, config, mailer }: ApiDeps) {
  const signedIn = requireAdmin(db, config.SITE_URL);
  const mailConfigured = mailer !== null;

  return new Hono<AdminEnv>()
    .get("/admin/notifications", signedIn, async (c) =>
      c.json(await loadNotificationSettings(db, c.get("admin"), mailConfigured)),
    )
    .post("/admin/notifications/preferences", signedIn, jsonBody(preferenceSchema), async (c) => {
      const saved = await savePreference(db, c.get("admin"), c.get("body"));
      return saved ? c.json(saved) : apiError(c, 404, "not_found", NOT_FOUND);
    })
    .post(
      "/admin/notifications/confirmations",
      signedIn,
      jsonBody(confirmationSchema, { maxBytes: CONFIRMATION_MAX_BYTES }),
      async (c) => {
        const saved = await saveConfirmation(db, c.get("admin"), c.get("body"));
        return saved ? c.json(saved) : apiError(c, 404, "not_found", NOT_FOUND);
      },
    );
}
