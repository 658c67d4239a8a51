import { RotateCcwIcon } from "lucide-react";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import type { SiteContentVersion } from "../api-types";
import { useDates } from "../use-dates";

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
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-64">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="break-words">{version.summary || "Saved"}</span>
          {live ? <Badge>Live</Badge> : null}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          Version {version.version} · {version.actor ?? "command line"} ·{" "}
          <time dateTime={version.createdAt} title={dates.full(version.createdAt)}>
            {dates.relative(version.createdAt)}
          </time>
          {version.restoredFrom !== null ? ` · restored version ${version.restoredFrom}` : ""}
        </p>
      </div>
      {live ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onRestore}
          aria-label={`Restore version ${version.version}`}
        >
          <RotateCcwIcon aria-hidden="true" />
          Restore
        </Button>
      )}
    </li>
  );
}
