import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Context } from "hono";
import { Hono } from "hono";
import type { SetupLinkStatus, SignInMethod, SignInMethods } from "#app/admin/api-types.ts";
import { recordFailedSignIn, recordSignIn } from "../../audit/sign-in-audit";
import { accountOfLink, accountOfPasskey } from "../../auth/failed-sign-in";
import { findUserIdByEmail, loadAccount, markSignedIn } from "../../auth/accounts";
import { requireAdmin } from "../../auth/guard";
import { consumeLink, createLink, linkUrl } from "../../auth/links";
import { signInMail } from "../../auth/mails";
import { buildMe } from "../../auth/me";
import {
  listPasskeys,
  registrationOptions,
  removePasskey,
  signInOptions,
  verifyRegistration,
  verifySignIn,
} from "../../auth/passkeys";
import {
  emailSignInSchema,
  linkSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
  setupSchema,
} from "../../auth/schemas";
import { endAllSessions, endSession, startSession } from "../../auth/session";
import { completeSetup, setupLinkState } from "../../auth/setup";
import { apiError } from "../../http/api-error";
import { jsonBody } from "../../http/json-body";
import { withinCap } from "../../http/rate-limit";
import type { ApiDeps } from "../deps";
import { personLanguage } from "#app/admin/messages/index.ts";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

const INVALID_LINK = serverErrors.invalidLink;
const PASSKEY_NOT_ACCEPTED = serverErrors.passkeyNotAccepted;

/**
 * Sign-in links one address is sent per hour, however many clients ask: past it the
 * request is answered alike and no e-mail goes out, so a botnet cannot flood a mailbox,
 * nor learn from the answer that it tried, nor keep the owner from asking (the links
 * already sent still work, and so does a passkey).
 */
export const LINKS_PER_ADDRESS_PER_HOUR = 5;

/**
 * Signing in and the signed-in account (contract: app/admin/api-types.ts):
 * - open to anyone, rate-limited per client: GET /admin/auth/methods; POST /admin/auth/email,
 *   /auth/link, /auth/setup, /auth/setup/status, /auth/passkey/options, /auth/passkey.
 * - signed in: GET /admin/me; POST /admin/auth/sign-out, /auth/sign-out-everywhere;
 *   GET, POST /admin/passkeys, POST /admin/passkeys/options, DELETE /admin/passkeys/:id.
 * A successful sign-in answers Me and sets the session cookie (server/auth/session.ts).
 */
export function adminAuthRoutes(deps: ApiDeps) {
  const { db, config, logger, mailer, limit } = deps;
  const siteUrl = config.SITE_URL;
  const guard = requireAdmin(db, siteUrl);
  // Limited per requester only (deps.limit): passkey sign-in never per account, so nobody can lock an owner out.
  const tooMany = serverErrors.tooManySignIns;

  /** Signs the user in on this browser, records it in the audit log, and answers Me. */
  async function signIn(c: Context, userId: string, method: SignInMethod) {
    await markSignedIn(db, userId);
    await startSession(c, db, siteUrl, userId);
    const account = await loadAccount(db, userId);
    if (!account) return apiError(c, 400, "invalid_link", INVALID_LINK);
    await recordSignIn(db, account, method);
    return c.json(await buildMe(db, account));
  }

  /**
   * A refused sign-in aimed at an account we know (its passkey, its link): counted in the
   * audit log. Never fails the answer, which is the same refusal either way.
   */
  function recordFailure(findAccount: Promise<string | undefined>, method: SignInMethod) {
    return findAccount
      .then((userId) => (userId ? recordFailedSignIn(db, userId, method) : undefined))
      .catch((error: Error) => logger.error({ err: { name: error.name } }, "failed sign-in not audited"));
  }

  /**
   * Mails a sign-in link, in the account's language, if the address has an account and was sent fewer than
   * LINKS_PER_ADDRESS_PER_HOUR this hour (counted under a hash of the address). Runs after
   * the answer is sent, so every address answers alike and in the same time. Failures are
   * logged without the address.
   */
  async function mailSignInLink(email: string, next: string | undefined) {
    const userId = await findUserIdByEmail(db, email);
    if (!userId || !mailer) return;
    if (
      !withinCap(db, { name: "admin-sign-in-links", key: email, max: LINKS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 })
    )
      return;
    const account = await loadAccount(db, userId);
    if (!account) return;
    const url = linkUrl(siteUrl, "sign-in", await createLink(db, "sign-in", userId), next);
    await mailer.send(signInMail(email, url, personLanguage(account)));
  }

  return new Hono()
    .get("/admin/auth/methods", (c) => c.json({ email: mailer !== null } satisfies SignInMethods))
    .post(
      "/admin/auth/email",
      limit("admin-sign-in", { message: tooMany }),
      async (c, next) => {
        if (!mailer) return apiError(c, 400, "email_sign_in_unavailable", serverErrors.emailSignInUnavailable);
        await next();
      },
      jsonBody(emailSignInSchema),
      (c) => {
        const { email, next } = c.get("body");
        mailSignInLink(email, next).catch((error: NodeJS.ErrnoException & { responseCode?: number }) => {
          logger.error(
            { err: { name: error.name, code: error.code, responseCode: error.responseCode } },
            "sign-in link e-mail not sent",
          );
        });
        return c.json({ sent: true }, 202);
      },
    )
    .post("/admin/auth/link", limit("admin-sign-in-link", { message: tooMany }), jsonBody(linkSchema), async (c) => {
      const { token } = c.get("body");
      const link = await consumeLink(db, token, ["sign-in", "invite"]);
      if (!link?.userId) {
        await recordFailure(accountOfLink(db, token), "link");
        return apiError(c, 400, "invalid_link", INVALID_LINK);
      }
      return signIn(c, link.userId, "link");
    })
    .post("/admin/auth/setup", limit("admin-setup", { message: tooMany }), jsonBody(setupSchema), async (c) => {
      const { token, email } = c.get("body");
      const result = await completeSetup(db, token, email);
      if ("refused" in result && result.refused === "exists") {
        return apiError(c, 409, "exists", serverErrors.setupAddressTaken, { email: serverErrors.addressHasAccount });
      }
      if ("refused" in result) {
        return apiError(c, 400, "invalid_link", serverErrors.invalidSetupLink);
      }
      logger.info("first operator created");
      return signIn(c, result.userId, "link");
    })
    .post(
      "/admin/auth/setup/status",
      limit("admin-setup-status", { message: tooMany }),
      jsonBody(linkSchema),
      async (c) => c.json({ state: await setupLinkState(db, c.get("body").token) } satisfies SetupLinkStatus),
    )
    .post("/admin/auth/passkey/options", limit("admin-passkey-options", { message: tooMany }), async (c) =>
      c.json(await signInOptions(c, db, siteUrl)),
    )
    .post(
      "/admin/auth/passkey",
      limit("admin-sign-in-passkey", { message: tooMany }),
      jsonBody(passkeySignInSchema),
      async (c) => {
        const response = c.get("body").response as unknown as AuthenticationResponseJSON;
        const userId = await verifySignIn(c, db, siteUrl, response);
        if (!userId) {
          await recordFailure(accountOfPasskey(c, db, siteUrl, response.id), "passkey");
          return apiError(c, 400, "passkey_not_accepted", PASSKEY_NOT_ACCEPTED);
        }
        return signIn(c, userId, "passkey");
      },
    )
    .get("/admin/me", guard, async (c) => c.json(await buildMe(db, c.get("admin"))))
    .post("/admin/auth/sign-out", guard, async (c) => {
      await endSession(c, db, siteUrl, c.get("admin"));
      return c.body(null, 204);
    })
    .post("/admin/auth/sign-out-everywhere", guard, async (c) => {
      await endAllSessions(c, db, siteUrl, c.get("admin"));
      return c.body(null, 204);
    })
    .get("/admin/passkeys", guard, async (c) => c.json(await listPasskeys(db, c.get("admin").userId)))
    .post("/admin/passkeys/options", guard, async (c) =>
      c.json(await registrationOptions(c, db, siteUrl, c.get("admin"))),
    )
    .post("/admin/passkeys", guard, jsonBody(passkeyRegistrationSchema), async (c) => {
      const { response, name } = c.get("body");
      const passkey = await verifyRegistration(
        c,
        db,
        siteUrl,
        c.get("admin").userId,
        response as unknown as RegistrationResponseJSON,
        name || undefined,
      );
      if (!passkey) return apiError(c, 400, "passkey_not_accepted", serverErrors.passkeyNotAdded);
      return c.json(passkey, 201);
    })
    .delete("/admin/passkeys/:id", guard, async (c) => {
      if (!(await removePasskey(db, c.get("admin").userId, c.req.param("id")))) {
        return apiError(c, 404, "not_found", serverErrors.noSuchPasskey);
      }
      return c.body(null, 204);
    });
}
