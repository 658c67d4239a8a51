import type { FormWords, RegisteredForm } from "./define-form.server";
import { felimarRequest } from "./felimar-request/felimar-request.server";
import type { FormKey } from "./forms";
import { housingContact } from "./housing-contact/housing-contact.server";
import { neronContact } from "./neron-contact/neron-contact.server";
import { newsletter } from "./newsletter/newsletter.server";

/**
 * Every form module (docs/decisions/0016). The endpoints import their own; the inbox,
 * notifications, erasure, retention and the logger read them all from here.
 */
export const FORM_MODULES: readonly RegisteredForm[] = [felimarRequest, neronContact, housingContact, newsletter];

const byKey = new Map(FORM_MODULES.flatMap((module) => module.keys.map((key) => [key, module] as const)));

/** The module of a stored submission's form; undefined for a key no module defines. */
export function formDefinition(form: string): RegisteredForm | undefined {
  return byKey.get(form as FormKey);
}

/** What a form says to people (subjects, visitor labels, confirmation, default notification); every key has a module (forms.server.test.ts). */
export function formWords(form: FormKey): FormWords {
  return byKey.get(form)!.forms[form]!;
}

/** The forms' fields that no log line may show. */
export const REDACTED_FORM_FIELDS = [...new Set(FORM_MODULES.flatMap((module) => module.redact))];
