import { z } from "zod";
import { ROLES } from "#app/admin/api-enums.ts";
import { backOfficePath } from "#app/admin/safe-next.ts";
import { SITE_KEYS } from "#app/sites/registry.ts";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/** An address as typed: trimmed and lower-cased before it is checked, stored or compared. */
export const emailField = z
  .string(serverErrors.enterEmail)
  .trim()
  .toLowerCase()
  .pipe(z.email(serverErrors.enterValidEmail).max(254, serverErrors.emailTooLong));

// Any string: a malformed token is answered like an unknown one ("invalid_link"), not as a form error.
const tokenField = z.string(serverErrors.linkWithoutToken).max(512, serverErrors.linkWithoutToken);

/**
 * Where the e-mailed link brings the person after signing in (the page that sent them to
 * sign-in): a back-office path on this site only, normalised, or the link would be an open redirect.
 */
const nextField = z.string(serverErrors.nextNotBackOffice).transform((value, context) => {
  const path = backOfficePath(value);
  if (path === null) {
    context.addIssue({ code: "custom", message: serverErrors.nextNotBackOffice });
    return z.NEVER;
  }
  return path;
});

export const emailSignInSchema = z.strictObject({ email: emailField, next: nextField.optional() });
export const linkSchema = z.strictObject({ token: tokenField });
export const setupSchema = z.strictObject({ token: tokenField, email: emailField });

/**
 * A WebAuthn credential as @simplewebauthn/browser sends it. Only its outline is checked
 * here (the library verifies the rest); inner objects may carry fields newer browsers add.
 */
const credentialOutline = {
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

const assertion = z.looseObject({
  ...credentialOutline,
  response: z.looseObject({
    clientDataJSON: z.string(),
    authenticatorData: z.string(),
    signature: z.string(),
    userHandle: z.string().optional(),
  }),
});

const attestation = z.looseObject({
  ...credentialOutline,
  response: z.looseObject({
    clientDataJSON: z.string(),
    attestationObject: z.string(),
    transports: z.array(z.string()).optional(),
  }),
});

export const passkeySignInSchema = z.strictObject({ response: assertion });
export const passkeyRegistrationSchema = z.strictObject({
  response: attestation,
  name: z.string().trim().max(60, serverErrors.passkeyNameTooLong).optional(),
});

/** A person's role and sites, as an invitation gives them and a change of access sets them. */
const accessFields = {
  role: z.enum(ROLES, serverErrors.chooseRole),
  sites: z.array(z.enum(SITE_KEYS, serverErrors.unknownSite)).max(SITE_KEYS.length),
};

/** An owner has at least one site, an operator none (they see every site). */
function checkAccess(value: { role: (typeof ROLES)[number]; sites: string[] }, context: z.RefinementCtx) {
  if (value.role === "owner" && value.sites.length === 0) {
    context.addIssue({ code: "custom", path: ["sites"], message: serverErrors.ownerNeedsSite });
  }
  if (value.role === "operator" && value.sites.length > 0) {
    context.addIssue({ code: "custom", path: ["sites"], message: serverErrors.operatorHasNoSites });
  }
}

export const inviteSchema = z.strictObject({ email: emailField, ...accessFields }).superRefine(checkAccess);

/** POST /api/admin/users/:id/access. */
export const accessSchema = z.strictObject(accessFields).superRefine(checkAccess);
