import { HistoryIcon, Undo2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Card } from "#app/ui/card.tsx";
import { toast } from "#app/ui/toast.tsx";
import type { SiteKey } from "#app/sites/registry.ts";
import { adminApi, ApiRequestError, errorMessage, leaveIfSignedOut } from "../api";
import type { SiteContentSaved, SiteContentVersion } from "../api-types";
import { ConfirmDialog } from "./confirm-dialog";
import { ContentVersionRow, versionSummary } from "./content-version-row";
import { EmptyState } from "./empty-state";
import { Skeleton } from "./skeleton";
import { useAdminMessages } from "../use-admin-messages";
import { useDates } from "../use-dates";

type Restoring = { version: SiteContentVersion; undo: boolean } | null;

/**
 * Every save of the site, newest first. "Undo last change" brings back the version before
 * the live one; Restore brings back any. Either is a new version, so it can be undone in
 * turn, and either asks first, as it replaces what visitors see at once.
 */
export function ContentHistory({
  site,
  liveVersion,
  onRestored,
}: {
  site: SiteKey;
  liveVersion: number;
  onRestored: () => Promise<void>;
}) {
  const dates = useDates();
  const { t } = useAdminMessages();
  const words = t.content.history;
  const [versions, setVersions] = useState<SiteContentVersion[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<Restoring>(null);

  useEffect(() => {
    let current = true;
    adminApi
      .get<SiteContentVersion[]>(`/api/admin/content/${site}/versions`)
      .then((list) => current && (setVersions(list), setFailed(null)))
      .catch((error: unknown) => current && !leaveIfSignedOut(error) && setFailed(errorMessage(error)));
    return () => {
      current = false;
    };
  }, [site, liveVersion]);

  const live = versions?.find((version) => version.version === liveVersion);
  const previous = versions?.find((version) => version.version < liveVersion);

  async function restore(target: NonNullable<Restoring>) {
    try {
      await adminApi.post<SiteContentSaved>(`/api/admin/content/${site}/restore`, {
        baseVersion: liveVersion,
        version: target.version.version,
      });
      setRestoring(null);
      await onRestored();
      void toast.success(target.undo ? words.undone : words.restored(target.version.version));
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      setRestoring(null);
      if (error instanceof ApiRequestError && error.status === 409) {
        await onRestored();
        void toast.error(words.savedMeanwhile);
      } else void toast.error(errorMessage(error));
    }
  }

  return (
    <Card aria-labelledby="content-history-title" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="content-history-title" className="text-base font-semibold tracking-tight">
            {words.title}
          </h2>
          <p className="mt-1 max-w-xl text-sm text-muted-foreground">{words.description}</p>
        </div>
        {live && previous ? (
          <Button type="button" variant="outline" onClick={() => setRestoring({ version: previous, undo: true })}>
            <Undo2Icon aria-hidden="true" />
            {words.undo}
          </Button>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {words.loadFailed(failed)}
        </p>
      ) : versions === null ? (
        <div className="grid gap-3" role="status" aria-label={words.loading}>
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : versions.length === 0 ? (
        <EmptyState icon={<HistoryIcon />} title={words.emptyTitle}>
          {words.emptyBody}
        </EmptyState>
      ) : (
        <ol aria-label={words.versions} className="grid divide-y divide-border">
          {versions.map((version) => (
            <ContentVersionRow
              key={version.version}
              version={version}
              live={version.version === liveVersion}
              onRestore={() => setRestoring({ version, undo: false })}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        destructive={false}
        title={restoring?.undo ? words.undoQuestion : words.restoreQuestion(restoring?.version.version ?? 0)}
        description={
          restoring ? (
            <>
              {restoring.undo && live ? words.undoes(versionSummary(live, words)) : null}
              {words.restoreBody(
                versionSummary(restoring.version, words),
                restoring.version.actor ?? words.commandLine,
                dates.full(restoring.version.createdAt),
              )}
            </>
          ) : (
            ""
          )
        }
        confirmLabel={restoring?.undo ? words.undo : words.restoreConfirm}
        onConfirm={() => (restoring ? restore(restoring) : Promise.resolve())}
      />
    </Card>
  );
}
