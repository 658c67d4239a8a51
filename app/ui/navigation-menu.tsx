import { ChevronDownIcon } from "lucide-react";
import { NavigationMenu as NavigationMenuPrimitive } from "radix-ui";
import { useEffect, useRef } from "react";
import type * as React from "react";
import { cn } from "#app/lib/utils.ts";

/*
 * A site's main navigation with dropdowns (shadcn style on Radix NavigationMenu):
 * opens on hover after `delayDuration` (Radix default 200 ms), moving to another
 * trigger within `skipDelayDuration` (default 300 ms) opens it at once, and leaving
 * closes it after Radix's fixed 150 ms. Keyboard: Tab from an open trigger moves
 * into its dropdown and on past it, Escape closes it. Dropdowns show in a shared
 * viewport under the menu, which fades in on open.
 */

export function NavigationMenu({
  className,
  children,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  const root = useRef<HTMLElement>(null);
  useAccessibleFocusProxies(root);
  return (
    <NavigationMenuPrimitive.Root
      ref={root}
      data-slot="navigation-menu"
      className={cn("relative flex items-center", className)}
      {...props}
    >
      {children}
      <div className="absolute top-full left-0 isolate z-50 flex">
        <NavigationMenuPrimitive.Viewport
          data-slot="navigation-menu-viewport"
          className="relative mt-2 h-(--radix-navigation-menu-viewport-height) w-(--radix-navigation-menu-viewport-width) overflow-hidden rounded-xl border border-border bg-background text-foreground shadow-xl transition-[opacity,translate] duration-150 ease-out starting:-translate-y-1 starting:opacity-0"
        />
      </div>
    </NavigationMenuPrimitive.Root>
  );
}

/**
 * When a dropdown is open, Radix puts an invisible focus stop after its trigger:
 * Tab lands there and is sent into the dropdown (or on past it). Radix marks that
 * focusable element aria-hidden, which WCAG forbids (axe: aria-hidden-focus); it
 * never holds focus, so it is simply left unhidden here.
 */
function useAccessibleFocusProxies(root: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const fix = () => {
      for (const proxy of element.querySelectorAll(
        '[data-slot="navigation-menu-trigger"] ~ span[aria-hidden="true"][tabindex="0"]',
      )) {
        proxy.removeAttribute("aria-hidden");
      }
    };
    const observer = new MutationObserver(fix);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      data-slot="navigation-menu-list"
      className={cn("flex list-none items-center gap-1", className)}
      {...props}
    />
  );
}

export function NavigationMenuItem({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return (
    <NavigationMenuPrimitive.Item data-slot="navigation-menu-item" className={cn("relative", className)} {...props} />
  );
}

export const navigationMenuTriggerStyle =
  "inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-[0.9375rem] font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent data-[state=open]:text-accent-foreground";

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      data-slot="navigation-menu-trigger"
      className={cn(navigationMenuTriggerStyle, "group", className)}
      {...props}
    >
      {children}
      <ChevronDownIcon
        aria-hidden="true"
        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className={cn("absolute top-0 left-0 p-2", className)}
      {...props}
    />
  );
}

export function NavigationMenuLink({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Link>) {
  return (
    <NavigationMenuPrimitive.Link
      data-slot="navigation-menu-link"
      className={cn(
        "block rounded-md px-3 py-2 transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    />
  );
}
