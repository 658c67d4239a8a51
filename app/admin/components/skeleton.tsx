import { cn } from "#app/lib/utils.ts";
import { useShellMessages } from "../use-admin-messages";

/** A calm grey block standing in for content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("admin-skeleton h-4", className)} />;
}

/** What a page shows until its data has arrived (React Router's HydrateFallback); `label` is "Loading…" unless given. */
export function PageSkeleton({ label, rows = 5 }: { label?: string; rows?: number }) {
  const { t } = useShellMessages();
  return (
    <div className="grid gap-4" role="status" aria-live="polite">
      <span className="sr-only">{label ?? t.shell.loading}</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-72 max-w-full" />
      <div className="mt-2 grid gap-3">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    </div>
  );
}
