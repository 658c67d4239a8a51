import { Hono } from "hono";
import type { InviteResult } from "#app/admin/api-types.ts";
import type { Role } from "#app/admin/api-types.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import { inviteUser, listUsers, removeUser } from "../../auth/accounts";
import { requireAdmin, requireOperator } from "../../auth/guard";
import type { AdminPrincipal } from "../../auth/principal";
import { linkUrl } from "../../auth/links";
import { invitationLanguage, inviteMail } from "../../auth/mails";
import { changeAccess, resendInvitation } from "../../auth/members";
import { accessSchema, inviteSchema } from "../../auth/schemas";
import { isUuid } from "../../db/uuid";
import { apiError } from "../../http/api-error";
import { jsonBody } from "../../http/json-body";
import type { ApiDeps } from "../deps";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/**
 * Accounts, for operators only (an owner gets 403):
 * - GET /admin/users → UserItem[]
 * - POST /admin/users {email, role, sites} → 201 InviteResult: the account and its
 *   one-time invitation link (24 h), e-mailed when a mail server is set up, otherwise
 *   answered for the operator to pass on. 409 "exists" for an address with an account.
 * - DELETE /admin/users/:id → 204; its sessions and passkeys go with it. Not oneself.
 * - POST /admin/users/:id/access {role, sites} → UserItem: the account's role and sites
 *   changed in place (its passkeys and sessions stay). 409 "last_operator" when no operator
 *   would be left.
 * - POST /admin/users/:id/invitation → InviteResult: a new invitation link for an account
 *   never signed in, e-mailed like the first; the earlier links stop working. 409
 *   "signed_in" for an account in use, 429 "too_soon" within a minute of the last one.
 */
export function adminUsersRoutes({ db, config, logger, mailer }: ApiDeps) {
  const operatorOnly = [requireAdmin(db, config.SITE_URL), requireOperator()] as const;
  /** E-mails an invitation link in the invited person's language; false when no mail server is set up or it refused (the operator passes the link on). */
  async function mailInvitation(
    email: string,
    link: string,
    invited: { role: Role; sites: SiteKey[] },
    inviter: AdminPrincipal,
  ): Promise<boolean> {
    if (!mailer) return false;
    try {
      await mailer.send(inviteMail(email, link, invited, invitationLanguage(invited, inviter)));
      return true;
    } catch (error) {
      // The account exists either way: the operator gets the link to pass on instead.
      logger.error(
        { err: { name: (error as Error).name, code: (error as NodeJS.ErrnoException).code } },
        "invitation e-mail not sent",
      );
      return false;
    }
  }
  return new Hono()
    .get("/admin/users", ...operatorOnly, async (c) => c.json(await listUsers(db)))
    .post("/admin/users", ...operatorOnly, jsonBody(inviteSchema), async (c) => {
      const invitation = c.get("body");
      const invited = await inviteUser(db, c.get("admin"), invitation);
      if (invited === "exists") {
        return apiError(c, 409, "exists", serverErrors.accountExists, {
          email: serverErrors.addressHasAccount,
        });
      }
      const link = linkUrl(config.SITE_URL, "invite", invited.token);
      const emailed = await mailInvitation(
        invitation.email,
        link,
        { role: invitation.role, sites: invited.user.sites },
        c.get("admin"),
      );
      return c.json({ user: invited.user, emailed, link: emailed ? null : link } satisfies InviteResult, 201);
    })
    .post("/admin/users/:id/access", ...operatorOnly, jsonBody(accessSchema), async (c) => {
      const id = c.req.param("id");
      const changed = isUuid(id) ? await changeAccess(db, c.get("admin"), id, c.get("body")) : "not_found";
      if (changed === "not_found") return apiError(c, 404, "not_found", serverErrors.noSuchAccount);
      if (changed === "last_operator") {
        return apiError(c, 409, "last_operator", serverErrors.lastOperator, { role: serverErrors.lastOperator });
      }
      return c.json(changed);
    })
    .post("/admin/users/:id/invitation", ...operatorOnly, async (c) => {
      const id = c.req.param("id");
      const resent = isUuid(id) ? await resendInvitation(db, c.get("admin"), id) : "not_found";
      if (resent === "not_found") return apiError(c, 404, "not_found", serverErrors.noSuchAccount);
      if (resent === "signed_in") {
        return apiError(c, 409, "signed_in", serverErrors.alreadySignedIn);
      }
      if (resent === "too_soon") {
        c.header("Retry-After", "60");
        return apiError(c, 429, "too_soon", serverErrors.invitationTooSoon);
      }
      const link = linkUrl(config.SITE_URL, "invite", resent.token);
      const emailed = await mailInvitation(resent.user.email, link, resent.user, c.get("admin"));
      return c.json({ user: resent.user, emailed, link: emailed ? null : link } satisfies InviteResult);
    })
    .delete("/admin/users/:id", ...operatorOnly, async (c) => {
      const id = c.req.param("id");
      if (id === c.get("admin").userId) {
        return apiError(c, 400, "cannot_remove_self", serverErrors.cannotRemoveSelf);
      }
      if (!isUuid(id) || !(await removeUser(db, c.get("admin"), id))) {
        return apiError(c, 404, "not_found", serverErrors.noSuchAccount);
      }
      return c.body(null, 204);
    });
}
