import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * A native <select>, styled like the inputs: filters submit with their form and the
 * phone's own picker opens on a tap.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "admin-select flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
        className,
      )}
      {...props}
    />
  );
}
