import { DownloadIcon, FileSpreadsheetIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { toast } from "#app/ui/toast.tsx";
import { ApiRequestError, errorMessage, leaveIfSignedOut } from "../api";
import { downloadFile } from "../download";
import { useAdminMessages } from "../use-admin-messages";

// As server/inbox/xlsx-export.ts caps it (XLSX_MAX_ROWS); the server's 422 says when it is reached.
const XLSX_MAX_ROWS = 10_000;

/**
 * The inbox's downloads of the current filter: the XLSX first, the one to open in Excel
 * (typed cells, a sheet per site and form, headed in the person's language), then the CSV,
 * plain text for other programs, and the JSON. The XLSX is fetched, so a refusal (more rows
 * than it holds) is told here instead of being saved as the file; the others stream.
 */
export function InboxExport({ query }: { query: string }) {
  const { t, lang } = useAdminMessages();
  const [preparing, setPreparing] = useState(false);
  const suffix = query ? `?${query}` : "";

  async function exportXlsx() {
    setPreparing(true);
    try {
      await downloadFile(`/api/admin/submissions/export.xlsx${suffix}`, "inbox.xlsx");
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      void toast.error(
        error instanceof ApiRequestError && error.code === "too_many_rows"
          ? t.export.tooMany(XLSX_MAX_ROWS.toLocaleString(lang))
          : errorMessage(error),
      );
    } finally {
      setPreparing(false);
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={exportXlsx} disabled={preparing} lang={lang}>
        <FileSpreadsheetIcon aria-hidden="true" />
        {preparing ? t.export.preparing : t.export.xlsx}
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={`/api/admin/submissions/export.csv${suffix}`} download lang={lang}>
          <DownloadIcon aria-hidden="true" />
          {t.export.csv}
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={`/api/admin/submissions/export.json${suffix}`} download lang={lang}>
          <DownloadIcon aria-hidden="true" />
          {t.export.json}
        </a>
      </Button>
    </>
  );
}
