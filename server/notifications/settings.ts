import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  ConfirmationSetting,
  FormKey,
  NotificationMode,
  NotificationPreference,
  NotificationSettings,
  WebhookItem,
} from "#app/admin/api-types.ts";
import { formsOfSite } from "#app/forms/forms.ts";
import { SITE_KEYS, type SiteKey } from "#app/sites/registry.ts";
import { recordAudit } from "../audit/audit";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { confirmationSettings, notificationPreferences, webhooks } from "../db/schema";
import { defaultConfirmation } from "./confirmation-defaults";
import { ownerlessSites } from "./ownerless-sites";
import { defaultNotificationMode } from "./preferences";

export interface SiteForm {
  site: SiteKey;
  form: FormKey;
}

export interface ConfirmationInput extends SiteForm {
  enabled: boolean;
  subject: string;
  body: string;
}

type Admin = Pick<AdminPrincipal, "userId" | "email" | "role" | "sites">;

/** True when `form` is one of `site`'s forms: a choice for any other pair could never apply. */
export function isFormOfSite({ site, form }: SiteForm): boolean {
  return formsOfSite(site).includes(form);
}

/** Every form of the user's sites, in the order the back office lists them (the sites', then app/forms/forms.ts'). */
function formsOf(admin: Pick<AdminPrincipal, "sites">): SiteForm[] {
  return SITE_KEYS.filter((site) => admin.sites.includes(site)).flatMap((site) =>
    formsOfSite(site).map((form) => ({ site, form })),
  );
}

/**
 * The notification page of the signed-in user: their own choice per form of their sites
 * (or the default for their role), each form's visitor confirmation (or the default
 * wording, off, while never saved), their sites' webhooks, newest first, and which of
 * their sites have no owner. An operator's default for an owner-less site is a member's:
 * its notifications come to the operators (insert_submission, migration 0017).
 */
export async function loadNotificationSettings(
  db: Db,
  admin: Admin,
  mailConfigured: boolean,
): Promise<NotificationSettings> {
  const [chosen, saved, hooks, ownerless] = await Promise.all([
    db
      .select({
        site: notificationPreferences.site,
        form: notificationPreferences.form,
        mode: notificationPreferences.mode,
      })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, admin.userId), inArray(notificationPreferences.site, admin.sites))),
    db.select().from(confirmationSettings).where(inArray(confirmationSettings.site, admin.sites)),
    db
      .select({
        id: webhooks.id,
        site: webhooks.site,
        url: webhooks.url,
        secret: webhooks.secret,
        createdAt: webhooks.createdAt,
      })
      .from(webhooks)
      .where(inArray(webhooks.site, admin.sites))
      .orderBy(desc(webhooks.createdAt), desc(webhooks.id)),
    ownerlessSites(db, admin.sites),
  ]);
  const forms = formsOf(admin);
  const same = (pair: SiteForm) => (row: { site: string; form: string }) =>
    row.site === pair.site && row.form === pair.form;

  const preferences = forms.map((pair): NotificationPreference => {
    const row = chosen.find(same(pair));
    return row
      ? { ...pair, mode: row.mode, isDefault: false }
      : {
          ...pair,
          mode: defaultNotificationMode(ownerless.includes(pair.site) ? "owner" : admin.role, pair.form),
          isDefault: true,
        };
  });
  const confirmations = forms.map((pair) => toConfirmationSetting(pair, saved.find(same(pair)) ?? null));
  const webhookItems = hooks.map((hook): WebhookItem => ({
    ...hook,
    site: hook.site as SiteKey,
    createdAt: hook.createdAt.toISOString(),
  }));
  return { mailConfigured, ownerlessSites: ownerless, preferences, confirmations, webhooks: webhookItems };
}

/** Saves the user's own choice for one form, audited; null when the site is not theirs (nothing written). */
export async function savePreference(
  db: Db,
  admin: Admin,
  choice: SiteForm & { mode: NotificationMode },
): Promise<NotificationPreference | null> {
  if (!admin.sites.includes(choice.site)) return null;
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values({ userId: admin.userId, ...choice })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.site, notificationPreferences.form],
        set: { mode: choice.mode },
      });
    await recordAudit(tx, admin, "notification_preference_saved", { ...choice });
  });
  return { site: choice.site, form: choice.form, mode: choice.mode, isDefault: false };
}

/**
 * Saves a form's visitor confirmation (on or off, and its wording) for everyone of the
 * site, with the audit record in the same transaction. The audit names the form and
 * whether it is on, never the wording. Null when the site is not theirs (nothing written).
 */
export async function saveConfirmation(
  db: Db,
  admin: Admin,
  input: ConfirmationInput,
): Promise<ConfirmationSetting | null> {
  if (!admin.sites.includes(input.site)) return null;
  const row = await db.transaction(async (tx) => {
    const values = {
      enabled: input.enabled,
      subject: input.subject,
      body: input.body,
      updatedAt: sql`now()`,
      updatedBy: admin.userId,
    };
    const [saved] = await tx
      .insert(confirmationSettings)
      .values({ site: input.site, form: input.form, ...values })
      .onConflictDoUpdate({ target: [confirmationSettings.site, confirmationSettings.form], set: values })
      .returning();
    await recordAudit(tx, admin, "confirmation_saved", { site: input.site, form: input.form, enabled: input.enabled });
    return saved!;
  });
  return toConfirmationSetting(input, row);
}

function toConfirmationSetting(
  pair: SiteForm,
  row: typeof confirmationSettings.$inferSelect | null,
): ConfirmationSetting {
  const defaults = defaultConfirmation(pair.site, pair.form);
  return {
    ...pair,
    enabled: row?.enabled ?? false,
    subject: row?.subject ?? defaults.subject,
    body: row?.body ?? defaults.body,
    defaultSubject: defaults.subject,
    defaultBody: defaults.body,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
