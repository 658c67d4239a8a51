import { Hono } from "hono";
import { z } from "zod";
import { ADMIN_LANGUAGES } from "#app/admin/api-enums.ts";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";
import { requireAdmin } from "../../auth/guard";
import { buildMe } from "../../auth/me";
import { isTimeZone, savePreferences } from "../../auth/preferences";
import type { AdminEnv } from "../../auth/principal";
import { jsonBody } from "../../http/json-body";
import type { ApiDeps } from "../deps";

/** Both fields, each null for "not chosen": the Account form always sends the two together. */
const preferencesSchema = z.strictObject(
  {
    language: z.enum(ADMIN_LANGUAGES, { error: serverErrors.chooseLanguage }).nullable(),
    timeZone: z
      .string({ error: serverErrors.chooseTimeZone })
      .refine(isTimeZone, serverErrors.chooseTimeZone)
      .nullable(),
  },
  { error: serverErrors.preferencesNotSaved },
);

/**
 * The signed-in person's own settings (app/admin/api-types.ts lists the answer):
 * - PUT /admin/me/preferences {language, timeZone} → Me, with the choice in effect
 * There is no user id to name: the session says whose they are. A refusal is answered in
 * the sender's language, as every admin error is (server/http/error-language.ts).
 */
export function adminPreferencesRoutes({ db, config }: ApiDeps) {
  const signedIn = requireAdmin(db, config.SITE_URL);
  const body = jsonBody(preferencesSchema, {
    invalidMessage: serverErrors.preferencesNotSaved,
    unknownFieldMessage: serverErrors.preferencesUnknownField,
  });
  return new Hono<AdminEnv>().put("/admin/me/preferences", signedIn, body, async (c) => {
    const admin = c.get("admin");
    const preferences = c.get("body");
    await savePreferences(db, admin, preferences);
    return c.json(await buildMe(db, { ...admin, ...preferences }));
  });
}
