import type { SiteKey } from "#app/sites/registry.ts";

/**
 * Every form, as the back office lists it: its key (submissions.form) and the sites it is on
 * (so a site's forms are the forms naming it); its name for owners is in each language's
 * catalogue (app/admin/messages/inbox/, `forms`). Browser-safe, importing nothing at run
 * time; everything else about a form is in its folder (docs/decisions/0016).
 */
export const FORMS = [
  { key: "felimar-quote", sites: ["felimar"] },
  { key: "felimar-contact", sites: ["felimar"] },
  { key: "neron-contact", sites: ["neron"] },
  { key: "housing-contact", sites: ["housing"] },
  { key: "newsletter", sites: ["community", "naturliv"] },
] as const satisfies readonly FormEntry[];

interface FormEntry {
  key: string;
  sites: readonly SiteKey[];
}

export type FormKey = (typeof FORMS)[number]["key"];

export const FORM_KEYS = FORMS.map((form) => form.key) as [FormKey, ...FormKey[]];

export function isFormKey(value: string): value is FormKey {
  return FORMS.some((form) => form.key === value);
}

function formEntry(key: FormKey): FormEntry {
  return FORMS.find((form) => form.key === key)!;
}

export function sitesOfForm(key: FormKey): readonly SiteKey[] {
  return formEntry(key).sites;
}

/** A site's forms, in this list's order (the back office's). */
export function formsOfSite(site: SiteKey): FormKey[] {
  return FORMS.filter((form) => (form.sites as readonly SiteKey[]).includes(site)).map((form) => form.key);
}
