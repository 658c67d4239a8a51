import type { FormKey } from "#app/admin/api-types.ts";
import { felimarForm } from "./felimar";
import type { FormDefinition } from "./form-definition";
import { housingForm } from "./housing";
import { neronForm } from "./neron";
import { newsletterForm } from "./newsletter";

/** Every form of the inbox by its key: labels, reply language, and how to rebuild its row. */
export const FORM_DEFINITIONS: Record<FormKey, FormDefinition> = {
  "felimar-quote": felimarForm,
  "felimar-contact": felimarForm,
  "neron-contact": neronForm,
  "housing-contact": housingForm,
  newsletter: newsletterForm,
};

export function formDefinition(form: string): FormDefinition | undefined {
  return FORM_DEFINITIONS[form as FormKey];
}
