import "./sheet.css";
import { XIcon } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/*
 * A panel that slides in from the side of the screen (shadcn style on Radix Dialog):
 * modal, focus trapped inside while open, Escape, the overlay and the close button
 * close it, and focus returns to what opened it. The content is portalled to <body>:
 * pass the site's theme class in `portalClassName` so its tokens and fonts apply.
 * The motion is turned off by the global prefers-reduced-motion rule.
 */

export function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

export function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

export function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

interface SheetContentProps extends React.ComponentProps<typeof SheetPrimitive.Content> {
  side?: "right" | "left";
  /** Screen-reader label of the close button, in the page's language. */
  closeLabel?: string;
  /** Classes for the wrapper the sheet is portalled into (e.g. the site's theme class). */
  portalClassName?: string;
}

export function SheetContent({
  side = "right",
  closeLabel = "Close",
  portalClassName,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <div className={portalClassName}>
        <SheetPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 bg-black/45" />
        <SheetPrimitive.Content
          data-slot="sheet-content"
          data-side={side}
          className={cn(
            "fixed inset-y-0 z-50 flex h-full w-[85%] max-w-sm flex-col bg-background text-foreground shadow-2xl outline-none",
            side === "right" ? "right-0 border-l border-border" : "left-0 border-r border-border",
            className,
          )}
          {...props}
        >
          {children}
          <SheetPrimitive.Close
            data-slot="sheet-close"
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <XIcon className="size-5" aria-hidden="true" />
            <span className="sr-only">{closeLabel}</span>
          </SheetPrimitive.Close>
        </SheetPrimitive.Content>
      </div>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 p-6 pr-16", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn("text-lg font-semibold", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
