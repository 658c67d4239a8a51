/**
 * Focuses a form's first field with an error (or, for a list of fields, the first button
 * of the fieldset that describes its error), once React has drawn the messages and opened
 * whatever holds them.
 */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() =>
    form?.querySelector<HTMLElement>("[aria-invalid=true], fieldset[aria-describedby] button")?.focus(),
  );
}
