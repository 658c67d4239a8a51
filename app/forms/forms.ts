import type { SiteKey } from "#app/sites/registry.ts";

/**
 * Every form, as the back office lists it: its key (submissions.form), the sites it is on
 * (so a site's forms are the forms naming it), its name for owners and the sites' short
 * names that tell same-named forms apart in the inbox's filter. Browser-safe, importing
 * nothing at run time; everything else about a form is in its folder (docs/decisions/0016).
 */
export const FORMS = [
  { key: "felimar-quote", sites: ["felimar"], name: "Quote request", sitesLabel: "Felimar" },
  { key: "felimar-contact", sites: ["felimar"], name: "Contact message", sitesLabel: "Felimar" },
  { key: "neron-contact", sites: ["neron"], name: "Contact message", sitesLabel: "Neron" },
  { key: "housing-contact", sites: ["housing"], name: "Contact message", sitesLabel: "Housing" },
  {
    key: "newsletter",
    sites: ["community", "naturliv"],
    name: "Newsletter sign-up",
    sitesLabel: "Community, Naturliv",
  },
] as const satisfies readonly FormEntry[];

interface FormEntry {
  key: string;
  sites: readonly SiteKey[];
  name: string;
  sitesLabel: string;
}

export type FormKey = (typeof FORMS)[number]["key"];

export const FORM_KEYS = FORMS.map((form) => form.key) as [FormKey, ...FormKey[]];

export function isFormKey(value: string): value is FormKey {
  return FORMS.some((form) => form.key === value);
}

function formEntry(key: FormKey): FormEntry {
  return FORMS.find((form) => form.key === key)!;
}

/** The form's name for owners: "Quote request". */
export function formName(key: FormKey): string {
  return formEntry(key).name;
}

/** A form told apart from the others of the same name: "Contact message (Neron)". */
export function formOptionLabel(key: FormKey): string {
  const form = formEntry(key);
  return `${form.name} (${form.sitesLabel})`;
}

export function sitesOfForm(key: FormKey): readonly SiteKey[] {
  return formEntry(key).sites;
}

/** A site's forms, in this list's order (the back office's). */
export function formsOfSite(site: SiteKey): FormKey[] {
  return FORMS.filter((form) => (form.sites as readonly SiteKey[]).includes(site)).map((form) => form.key);
}
