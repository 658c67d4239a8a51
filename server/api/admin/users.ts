import { Hono } from "hono";
import type { InviteResult } from "#app/admin/api-types.ts";
import { inviteUser, listUsers, removeUser } from "../../auth/accounts";
import { requireAdmin, requireOperator } from "../../auth/guard";
import { linkUrl } from "../../auth/links";
import { inviteMail } from "../../auth/mails";
import { inviteSchema } from "../../auth/schemas";
import { isUuid } from "../../db/uuid";
import { apiError } from "../../http/api-error";
import { jsonBody } from "../../http/json-body";
import type { ApiDeps } from "../deps";

/**
 * Accounts, for operators only (an owner gets 403):
 * - GET /admin/users → UserItem[]
 * - POST /admin/users {email, role, sites} → 201 InviteResult: the account and its
 *   one-time invitation link (24 h), e-mailed when a mail server is set up, otherwise
 *   answered for the operator to pass on. 409 "exists" for an address with an account.
 * - DELETE /admin/users/:id → 204; its sessions and passkeys go with it. Not oneself.
 */
export function adminUsersRoutes({ db, config, logger, mailer }: ApiDeps) {
  const operatorOnly = [requireAdmin(db, config.SITE_URL), requireOperator()] as const;
  return new Hono()
    .get("/admin/users", ...operatorOnly, async (c) => c.json(await listUsers(db)))
    .post("/admin/users", ...operatorOnly, jsonBody(inviteSchema), async (c) => {
      const invitation = c.get("body");
      const invited = await inviteUser(db, c.get("admin"), invitation);
      if (invited === "exists") {
        return apiError(c, 409, "exists", "That address already has an account.", {
          email: "This address already has an account.",
        });
      }
      const link = linkUrl(config.SITE_URL, "invite", invited.token);
      let emailed = false;
      if (mailer) {
        try {
          await mailer.send(inviteMail(invitation.email, link, invitation.role, invited.user.sites));
          emailed = true;
        } catch (error) {
          // The account exists either way: the operator gets the link to pass on instead.
          logger.error(
            { err: { name: (error as Error).name, code: (error as NodeJS.ErrnoException).code } },
            "invitation e-mail not sent",
          );
        }
      }
      return c.json({ user: invited.user, emailed, link: emailed ? null : link } satisfies InviteResult, 201);
    })
    .delete("/admin/users/:id", ...operatorOnly, async (c) => {
      const id = c.req.param("id");
      if (id === c.get("admin").userId) {
        return apiError(c, 400, "cannot_remove_self", "You cannot remove your own account. Ask another operator.");
      }
      if (!isUuid(id) || !(await removeUser(db, c.get("admin"), id))) {
        return apiError(c, 404, "not_found", "There is no such account.");
      }
      return c.body(null, 204);
    });
}
