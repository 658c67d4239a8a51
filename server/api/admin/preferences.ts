import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { ADMIN_LANGUAGES } from "#app/admin/api-enums.ts";
import { adminMessages, personLanguage, type AdminLanguage, type AdminMessages } from "#app/admin/messages/index.ts";
import { requireAdmin } from "../../auth/guard";
import { buildMe } from "../../auth/me";
import { isTimeZone, savePreferences, type Preferences } from "../../auth/preferences";
import type { AdminEnv } from "../../auth/principal";
import { jsonBody, type JsonBodyEnv } from "../../http/json-body";
import type { ApiDeps } from "../deps";

/** Both fields, each null for "not chosen": the Account form always sends the two together. */
function preferencesSchema(words: AdminMessages["language"]["errors"]) {
  return z.strictObject(
    {
      language: z.enum(ADMIN_LANGUAGES, { error: words.language }).nullable(),
      timeZone: z.string({ error: words.timeZone }).refine(isTimeZone, words.timeZone).nullable(),
    },
    { error: words.invalid },
  );
}

// One parser per language: a refusal is written in the language of the person who sent it.
const parsers = Object.fromEntries(
  ADMIN_LANGUAGES.map((language) => {
    const words = adminMessages(language).language.errors;
    return [
      language,
      jsonBody(preferencesSchema(words), { invalidMessage: words.invalid, unknownFieldMessage: words.unknownField }),
    ];
  }),
) as Record<AdminLanguage, MiddlewareHandler<JsonBodyEnv<Preferences>>>;

/**
 * The signed-in person's own settings (app/admin/api-types.ts lists the answer):
 * - PUT /admin/me/preferences {language, timeZone} → Me, with the choice in effect
 * There is no user id to name: the session says whose they are.
 */
export function adminPreferencesRoutes({ db, config }: ApiDeps) {
  const signedIn = requireAdmin(db, config.SITE_URL);
  // Behind the guard, in the sender's language. The parser only reads the request and sets `body`:
  // Hono's Context is invariant in its variables, hence the widening.
  const body: MiddlewareHandler<AdminEnv & JsonBodyEnv<Preferences>> = (c, next) =>
    parsers[personLanguage(c.get("admin"))](c as unknown as Context<JsonBodyEnv<Preferences>>, next);

  return new Hono<AdminEnv>().put("/admin/me/preferences", signedIn, body, async (c) => {
    const admin = c.get("admin");
    const preferences = c.get("body");
    await savePreferences(db, admin, preferences);
    return c.json(await buildMe(db, { ...admin, ...preferences }));
  });
}
