import { isFormKey } from "#app/forms/forms.ts";
import { isSiteKey, type SiteKey } from "#app/sites/registry.ts";
import { STATUSES } from "./api-enums";
import type { InboxQuery, SubmissionStatus } from "./api-types";

/*
 * The inbox's filters live in the page's URL (shareable, Back works) and are passed on
 * to the API as the same query parameters. Unknown or malformed values are dropped here,
 * so the API never sees them from us.
 */

export type InboxFilters = Pick<InboxQuery, "site" | "form" | "status" | "from" | "to" | "q">;
export const FILTER_KEYS = ["site", "form", "status", "from", "to", "q"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readFilters(params: URLSearchParams, allowedSites: readonly SiteKey[]): InboxFilters {
  const filters: InboxFilters = {};
  const site = params.get("site");
  if (site && isSiteKey(site) && allowedSites.includes(site)) filters.site = site;
  const form = params.get("form");
  if (form && isFormKey(form)) filters.form = form;
  const status = params.get("status");
  if (status && (STATUSES as readonly string[]).includes(status)) filters.status = status as SubmissionStatus;
  for (const key of ["from", "to"] as const) {
    const value = params.get(key);
    if (value && DAY.test(value)) filters[key] = value;
  }
  const q = params.get("q")?.trim();
  if (q && q.length >= 2) filters.q = q.slice(0, 200);
  return filters;
}

export function hasFilters(filters: InboxFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** The API query string for a folder, its filters and an optional cursor. */
export function apiQuery(folder: "inbox" | "spam", filters: InboxFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (folder === "spam") params.set("folder", "spam");
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, value);
  }
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}
