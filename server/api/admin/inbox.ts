import { Hono } from "hono";
import { z } from "zod";
import { BULK_ACTIONS, STATUSES } from "#app/admin/api-enums.ts";
import { adminMessages, personLanguage } from "#app/admin/messages/index.ts";
import { attachment, datedFilename, started, textStream } from "../../inbox/download";
import { auditInboxExport } from "../../inbox/export-audit";
import { exportCsv, exportJson, exportRows } from "../../inbox/inbox-export";
import { rowsUpTo, XLSX_CONTENT_TYPE, XLSX_MAX_ROWS, xlsxWorkbook } from "../../inbox/xlsx-export";
import { inboxFilterSchema } from "../../inbox/inbox-filter";
import { inboxQuerySchema, InvalidCursorError, listInbox } from "../../inbox/inbox-query";
import { BULK_MAX, bulkAction, countMatching, TooManyError, undoBulk } from "../../inbox/bulk-actions";
import { addNote, setSpam, setStatus } from "../../inbox/submission-actions";
import { loadSubmissionDetail } from "../../inbox/submission-detail";
import { validQuery } from "../../inbox/valid-query";
import { requireAdmin } from "../../auth/guard";
import type { AdminEnv } from "../../auth/principal";
import { apiError } from "../../http/api-error";
import { isUuid } from "../../db/uuid";
import { jsonBody } from "../../http/json-body";
import type { ApiDeps } from "../deps";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

const NOT_FOUND = serverErrors.noSuchSubmission;
const MAX_NOTE_LENGTH = 2000;

/**
 * A bulk action names its rows by id (what the page selected) or by the list's filter
 * ("all N matching"); either way the server picks them again from the person's sites.
 * Ids are capped by the body's size, and their count checked in the handler, so the refusal
 * speaks the person's language.
 */
const bulkSchema = z.strictObject({
  action: z.enum(BULK_ACTIONS),
  target: z.union([
    z.strictObject({
      ids: z.array(z.string().refine(isUuid, serverErrors.notASubmissionId)).min(1, serverErrors.selectASubmission),
    }),
    z.strictObject({ filter: inboxFilterSchema }),
  ]),
});
// 10,000 ids of 36 characters, quoted, with commas: about 390 KB.
const BULK_BODY_BYTES = 512 * 1024;

/**
 * The inbox (app/admin/api-types.ts lists the answers): the list with filters, search and
 * keyset pages, CSV, XLSX and JSON export of a filter, one submission's detail, and its status,
 * notes and spam flag. Every query is scoped to the signed-in user's sites; a submission
 * of another site is answered 404, exactly like one that does not exist.
 */
export function adminInboxRoutes({ db, config, logger, mailer }: ApiDeps) {
  const signedIn = requireAdmin(db, config.SITE_URL);
  const mailConfigured = mailer !== null;
  const exportFailed = (error: unknown) =>
    logger.error(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      "inbox export failed mid-stream",
    );

  return new Hono<AdminEnv>()
    .get("/admin/submissions", signedIn, validQuery(inboxQuerySchema), async (c) => {
      try {
        return c.json(await listInbox(db, c.get("admin"), c.get("query")));
      } catch (error) {
        if (error instanceof InvalidCursorError)
          return apiError(c, 400, "invalid_query", serverErrors.invalidParameters, {
            cursor: serverErrors.foreignCursor,
          });
        throw error;
      }
    })
    .get("/admin/submissions/export.csv", signedIn, validQuery(inboxFilterSchema), async (c) => {
      await auditInboxExport(db, c.get("admin"), c.get("query"), "csv");
      const rows = await started(exportRows(db, c.get("admin"), c.get("query")));
      return c.body(textStream(exportCsv(rows), exportFailed), 200, {
        "Content-Type": "text/csv; charset=utf-8; header=present",
        "Content-Disposition": attachment(datedFilename("inbox", "csv")),
      });
    })
    .get("/admin/submissions/export.xlsx", signedIn, validQuery(inboxFilterSchema), async (c) => {
      const admin = c.get("admin");
      const filter = c.get("query");
      // Built whole before it is sent (write-excel-file), so capped: a bigger filter is a 422
      // that names the CSV, which streams any number of rows. Audited once it is known to go out.
      const rows = await rowsUpTo(exportRows(db, admin, filter));
      if (!rows) return apiError(c, 422, "too_many_rows", serverErrors.tooManyRows(XLSX_MAX_ROWS));
      await auditInboxExport(db, admin, filter, "xlsx", rows.length);
      const workbook = await xlsxWorkbook(rows, { sites: admin.sites, filter, language: personLanguage(admin) });
      return c.body(new Uint8Array(workbook), 200, {
        "Content-Type": XLSX_CONTENT_TYPE,
        "Content-Disposition": attachment(datedFilename("inbox", "xlsx")),
      });
    })
    .get("/admin/submissions/export.json", signedIn, validQuery(inboxFilterSchema), async (c) => {
      await auditInboxExport(db, c.get("admin"), c.get("query"), "json");
      const rows = await started(exportRows(db, c.get("admin"), c.get("query")));
      return c.body(textStream(exportJson(rows), exportFailed), 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": attachment(datedFilename("inbox", "json")),
      });
    })
    .get("/admin/submissions/count", signedIn, validQuery(inboxFilterSchema), async (c) =>
      c.json({ count: await countMatching(db, c.get("admin"), c.get("query")), max: BULK_MAX }),
    )
    .post("/admin/submissions/bulk", signedIn, jsonBody(bulkSchema, { maxBytes: BULK_BODY_BYTES }), async (c) => {
      const admin = c.get("admin");
      const { action, target } = c.get("body");
      try {
        return c.json(await bulkAction(db, admin, action, target));
      } catch (error) {
        if (error instanceof TooManyError)
          return apiError(c, 422, "too_many", adminMessages(personLanguage(admin)).bulk.errors.tooMany(BULK_MAX));
        throw error;
      }
    })
    .post(
      "/admin/submissions/bulk/undo",
      signedIn,
      jsonBody(z.strictObject({ token: z.string().min(1).max(100) })),
      async (c) => {
        const admin = c.get("admin");
        const result = await undoBulk(db, admin, c.get("body").token);
        const words = adminMessages(personLanguage(admin)).bulk.errors;
        if (result === "not-found") return apiError(c, 404, "undo_not_found", words.undoNotFound);
        if (result === "expired") return apiError(c, 410, "undo_expired", words.undoExpired);
        return c.json(result);
      },
    )
    .get("/admin/submissions/:id", signedIn, async (c) => {
      const detail = await loadSubmissionDetail(db, c.get("admin"), c.req.param("id"), {
        markRead: true,
        mailConfigured,
      });
      return detail ? c.json(detail) : apiError(c, 404, "not_found", NOT_FOUND);
    })
    .post(
      "/admin/submissions/:id/status",
      signedIn,
      jsonBody(z.strictObject({ status: z.enum(STATUSES) })),
      async (c) => {
        const admin = c.get("admin");
        const id = c.req.param("id");
        if (!(await setStatus(db, admin, id, c.get("body").status))) return apiError(c, 404, "not_found", NOT_FOUND);
        return c.json(await loadSubmissionDetail(db, admin, id, { mailConfigured }));
      },
    )
    .post(
      "/admin/submissions/:id/notes",
      signedIn,
      jsonBody(
        z.strictObject({
          note: z
            .string()
            .trim()
            .min(1, serverErrors.writeANote)
            .max(MAX_NOTE_LENGTH, serverErrors.noteTooLong(MAX_NOTE_LENGTH)),
        }),
      ),
      async (c) => {
        const admin = c.get("admin");
        const id = c.req.param("id");
        if (!(await addNote(db, admin, id, c.get("body").note))) return apiError(c, 404, "not_found", NOT_FOUND);
        return c.json(await loadSubmissionDetail(db, admin, id, { mailConfigured }));
      },
    )
    .post("/admin/submissions/:id/spam", signedIn, jsonBody(z.strictObject({ spam: z.boolean() })), async (c) => {
      const admin = c.get("admin");
      const id = c.req.param("id");
      if (!(await setSpam(db, admin, id, c.get("body").spam))) return apiError(c, 404, "not_found", NOT_FOUND);
      return c.json(await loadSubmissionDetail(db, admin, id, { mailConfigured }));
    });
}
