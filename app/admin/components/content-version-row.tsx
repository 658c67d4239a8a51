import { RotateCcwIcon } from "lucide-react";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import type { SiteContentVersion } from "../api-types";
import { content } from "../messages/content/en";
import type { AdminMessages } from "../messages/index";
import { useAdminMessages } from "../use-admin-messages";
import { useDates } from "../use-dates";

type HistoryWords = AdminMessages["content"]["history"];

// The English the server writes, whatever the reader's language: the browser holds only theirs.
const english = content.history;
const IMPORTED = english.importedFrom("");

/**
 * What a version changed, as the history names it: the line its save wrote, in the language
 * of whoever saved; the lines the server writes in English (a restore, an import, a
 * migration), in the reader's.
 */
export function versionSummary(version: SiteContentVersion, words: HistoryWords): string {
  const { summary } = version;
  if (version.restoredFrom !== null) return words.restoredSummary(version.restoredFrom);
  if (summary === english.movedFromTables) return words.movedFromTables;
  if (summary === english.contentEdited) return words.contentEdited;
  if (summary.startsWith(IMPORTED)) return words.importedFrom(summary.slice(IMPORTED.length));
  return summary || words.saved;
}

/** One saved version: what changed, who saved it and when; Restore unless it is live. */
export function ContentVersionRow({
  version,
  live,
  onRestore,
}: {
  version: SiteContentVersion;
  live: boolean;
  onRestore: () => void;
}) {
  const dates = useDates();
  const words = useAdminMessages().t.content.history;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-64">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="break-words">{versionSummary(version, words)}</span>
          {live ? <Badge>{words.live}</Badge> : null}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {words.version(version.version)} · {version.actor ?? words.commandLine} ·{" "}
          <time dateTime={version.createdAt} title={dates.full(version.createdAt)}>
            {dates.relative(version.createdAt)}
          </time>
        </p>
      </div>
      {live ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onRestore}
          aria-label={words.restoreVersion(version.version)}
        >
          <RotateCcwIcon aria-hidden="true" />
          {words.restore}
        </Button>
      )}
    </li>
  );
}
