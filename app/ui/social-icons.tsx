import type { SocialNetwork } from "#app/sites/site-content-fields.ts";
import { SvgIcon, type SvgIconProps } from "./svg-icon";

/*
 * The social networks' marks (Lucide dropped brand marks), drawn in its style so they sit
 * well beside its icons; one drawing of each for every site.
 */

export function FacebookIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M17 2.5h-2.5A4.5 4.5 0 0 0 10 7v3H7v4h3v7.5h4V14h3l.75-4H14V7.25c0-.7.55-1.25 1.25-1.25H17z" />
    </SvgIcon>
  );
}

export function InstagramIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2.5" y="2.5" width="19" height="19" rx="5" />
      <circle cx="12" cy="12" r="4.25" />
      <path d="M17.5 6.5h.01" />
    </SvgIcon>
  );
}

export function LinkedInIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16 8.5a5.5 5.5 0 0 1 5.5 5.5v7h-4v-7a1.5 1.5 0 0 0-3 0v7h-4v-7A5.5 5.5 0 0 1 16 8.5z" />
      <path d="M2.5 9.5h4V21h-4z" />
      <circle cx="4.5" cy="4.5" r="2" />
    </SvgIcon>
  );
}

/** Each network's mark, for the profiles an owner links to (app/sites/site-content-fields.ts). */
export const socialIcons: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
};
