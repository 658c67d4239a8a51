import { isSupportedCountry, isValidPhoneNumber } from "libphonenumber-js";
import * as z from "zod/mini";
import { compactPhone, E164, isHttpsUrl, PHONE_FORMAT_HINT } from "./site-content-formats";

/**
 * The fields the content schemas of the community, Naturliv, Furu Bolig and Neron
 * share (app/sites/<site>/site-content.ts): zod/mini, so the back office's forms and
 * the server check them alike. Messages are read by the owner in the (English) back
 * office and name the field. The public pages never import this file: libphonenumber's
 * metadata stays out of their bundles (they get their numbers formatted by the loader).
 */

/** Required text, trimmed: `label` names the field in the message ("City is required."). */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required.` }),
      z.maxLength(max, { error: `${label} may be at most ${max} characters.` }),
    );

/**
 * A phone number with its country code, stored as E.164 ("+34952702003") however it was
 * spaced, and one that exists in its country's numbering plan.
 */
export const phoneNumber = (label: string) =>
  z.string({ error: `${label} is required.` }).check(
    z.trim(),
    z.overwrite(compactPhone),
    z.regex(E164, {
      error: `${label} must be in international format: ${PHONE_FORMAT_HINT} (e.g. +34 952 70 20 03).`,
    }),
    z.refine((value) => isValidPhoneNumber(value), { error: `${label} is not a valid number for its country code.` }),
  );

export const LINK_MAX = 500;

/** A link to another site: https only (no javascript:, no http, no mailto). */
export const httpsLink = (label: string) =>
  z.string({ error: `${label} is required.` }).check(
    z.trim(),
    z.maxLength(LINK_MAX, { error: `${label} may be at most ${LINK_MAX} characters.` }),
    z.refine((value) => isHttpsUrl(value), { error: `${label} must be a full https:// address.` }),
  );

const EMAIL_MAX = 254;

export const emailAddress = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX, { error: `${label} may be at most ${EMAIL_MAX} characters.` }),
      z.email({ error: `${label} must be an e-mail address (name@example.com).` }),
    );

/** "ES", "PT": an ISO 3166-1 alpha-2 country code (for a flag, or for search engines). */
export const countryCode = (label: string) =>
  z.string({ error: `${label} is required.` }).check(
    z.trim(),
    z.refine((value) => /^[A-Z]{2}$/.test(value) && isSupportedCountry(value), {
      error: `${label} must be a two-letter country code in capitals (ISO 3166-1, e.g. ES).`,
    }),
  );

export const itemId = z.uuid({ error: "Each item needs an id (a UUID)." });
export const hidden = z.boolean({ error: "Hidden must be true or false." });

/** Two items with one id would make the editor change both: refused. */
export const list = <T extends z.ZodMiniType<{ id: string }>>(item: T, label: string, max: number) =>
  z.array(item).check(
    z.maxLength(max, { error: `At most ${max} ${label}.` }),
    z.refine((items) => new Set((items as { id: string }[]).map((entry) => entry.id)).size === items.length, {
      error: `Two ${label} have the same id.`,
    }),
  );

/** The networks the pages have an icon (or a name) for. */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
};

export const socialLinkSchema = z.strictObject({
  id: itemId,
  network: z.enum(SOCIAL_NETWORKS, { error: `Network must be one of: ${SOCIAL_NETWORKS.join(", ")}.` }),
  url: httpsLink("Social link address"),
  hidden,
});

export type SocialLink = z.infer<typeof socialLinkSchema>;

export const socialLinks = (max = 6) => list(socialLinkSchema, "social links", max);

/** A social link as a page shows it: the network's icon and name, and where it goes. */
export interface SocialProfile {
  network: SocialNetwork;
  name: string;
  url: string;
}

/** The links the page shows, in the owner's order: hidden ones left out. */
export function visibleSocialProfiles(links: readonly SocialLink[]): SocialProfile[] {
  return links
    .filter((link) => !link.hidden)
    .map((link) => ({ network: link.network, name: SOCIAL_NETWORK_NAMES[link.network], url: link.url }));
}
