import { Hono } from "hono";
import { z } from "zod";
import { AUDIT_ACTIONS } from "#app/admin/api-enums.ts";
import { listAudit } from "../../audit/audit";
import { attachment, datedFilename } from "../../inbox/download";
import { eraseSubject, exportSubject, previewErasure } from "../../privacy/erasure";
import { subjectSchema } from "../../privacy/subject";
import { validQuery } from "../../inbox/valid-query";
import { requireAdmin, requireOperator } from "../../auth/guard";
import type { AdminEnv } from "../../auth/principal";
import { jsonBody } from "../../http/json-body";
import type { ApiDeps } from "../deps";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

const MAX_ADDRESS_LENGTH = 320;

/** The audit log's filter: one kind of record, one person (an account's address). */
const auditQuerySchema = z.strictObject({
  action: z.enum(AUDIT_ACTIONS).optional(),
  person: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(MAX_ADDRESS_LENGTH, serverErrors.auditAddressTooLong(MAX_ADDRESS_LENGTH))
    .optional(),
});

/**
 * A person's data on the user's sites, by e-mail or phone: what an erasure would delete
 * (preview), the erasure itself, and the subject access export (a JSON download). Erase
 * and export are recorded in the audit log without the address. Also the audit log
 * itself, for operators, filtered by kind (`action`) and by person (`person`, an account's address).
 */
export function adminPrivacyRoutes({ db, config }: ApiDeps) {
  const signedIn = requireAdmin(db, config.SITE_URL);
  const subjectBody = jsonBody(subjectSchema, { invalidMessage: serverErrors.giveEmailOrPhone });

  return new Hono<AdminEnv>()
    .post("/admin/privacy/preview", signedIn, subjectBody, async (c) =>
      c.json(await previewErasure(db, c.get("admin"), c.get("body"))),
    )
    .post("/admin/privacy/erase", signedIn, subjectBody, async (c) =>
      c.json({ deleted: await eraseSubject(db, c.get("admin"), c.get("body")) }),
    )
    .post("/admin/privacy/export", signedIn, subjectBody, async (c) => {
      const data = await exportSubject(db, c.get("admin"), c.get("body"));
      c.header("Content-Disposition", attachment(datedFilename("personal-data", "json")));
      return c.json(data);
    })
    .get("/admin/audit", signedIn, requireOperator(), validQuery(auditQuerySchema), async (c) =>
      c.json(await listAudit(db, c.get("query"))),
    );
}
