import { Spinner } from "./icons";
import { cx } from "./ui";

/** The note view's loading state: a spinner and 'Loading note...'. */
export function LoadingNote({ overlay = false, className }: { overlay?: boolean; className?: string }) {
  return (
    <div
      role="status"
      className={cx(
        "flex flex-col items-center justify-center gap-3 text-muted-foreground",
        overlay ? "fixed inset-0 z-40 bg-background/90 backdrop-blur-sm" : "min-h-[60vh]",
        className,
      )}
    >
      <Spinner className="size-8 animate-spin text-[var(--human-fill)] motion-reduce:animate-none" />
      <p className="text-base font-medium">Loading note...</p>
    </div>
  );
}
