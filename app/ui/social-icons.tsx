import type * as React from "react";

/*
 * Outline icons for the social networks (lucide dropped brand marks), drawn on
 * the same 24 px grid and stroke as lucide icons so they sit well beside them.
 * Decorative: the link around them carries the accessible name.
 */

type IconProps = React.ComponentProps<"svg">;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M17 2.5h-2.5A4.5 4.5 0 0 0 10 7v3H7v4h3v7.5h4V14h3l.75-4H14V7.25c0-.7.55-1.25 1.25-1.25H17z" />
    </Icon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="2.5" width="19" height="19" rx="5" />
      <circle cx="12" cy="12" r="4.25" />
      <path d="M17.5 6.5h.01" />
    </Icon>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M16 8.5a5.5 5.5 0 0 1 5.5 5.5v7h-4v-7a1.5 1.5 0 0 0-3 0v7h-4v-7A5.5 5.5 0 0 1 16 8.5z" />
      <path d="M2.5 9.5h4V21h-4z" />
      <circle cx="4.5" cy="4.5" r="2" />
    </Icon>
  );
}
