import { FORM_KEYS, sitesOfForm, type FormKey } from "#app/forms/forms.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import { siteName } from "./format";
import type { AdminMessages } from "./messages/index";

/**
 * The forms a person may filter by: those of their own sites (the server's answer for
 * them), each named in their language with those of its sites they have: a Naturliv owner
 * sees "Newsletter sign-up (Naturliv)", never the community's name.
 */
export function formOptionsFor(
  sites: readonly SiteKey[],
  names: AdminMessages["inbox"]["forms"],
): { form: FormKey; label: string }[] {
  return FORM_KEYS.flatMap((form) => {
    const own = sitesOfForm(form).filter((site) => sites.includes(site));
    return own.length > 0 ? [{ form, label: `${names[form]} (${own.map(siteName).join(", ")})` }] : [];
  });
}
