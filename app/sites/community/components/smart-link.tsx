import type * as React from "react";

/** True for an address that leaves the site. */
export function isExternal(href: string) {
  return /^https?:\/\//i.test(href);
}

/**
 * A link whose target comes from config: an external address opens in a new tab with
 * rel="noopener noreferrer" and says so to screen readers; "#section" stays on the page.
 */
export function SmartLink({ href, children, ...props }: React.ComponentProps<"a"> & { href: string }) {
  const external = isExternal(href);
  return (
    <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...props}>
      {children}
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}
