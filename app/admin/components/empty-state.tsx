import type * as React from "react";

/** What an empty list says: what it holds and what to do next. */
export function EmptyState({
  icon,
  title,
  titleAs: Title = "p",
  children,
}: {
  icon: React.ReactNode;
  title: string;
  /** "h1" where the empty state is the whole page (an owner on an operators' page). */
  titleAs?: "p" | "h1";
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-background px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mb-1 inline-flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5"
      >
        {icon}
      </span>
      <Title className="font-semibold text-foreground">{title}</Title>
      {children ? <div className="max-w-md text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}
