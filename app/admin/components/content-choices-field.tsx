import { useId } from "react";
import { Controller } from "react-hook-form";
import { Checkbox } from "#app/ui/checkbox.tsx";
import { Label } from "#app/ui/label.tsx";
import { optionLabel } from "../content-labels";
import type { FieldNode } from "../content-schema-walk";
import { useAdminMessages } from "../use-admin-messages";

/** Several of a fixed set (the opening days): a checkbox each, kept in the set's own order. */
export function ContentChoicesField({ field, name }: { field: Extract<FieldNode, { kind: "choices" }>; name: string }) {
  const id = useId();
  const { lang } = useAdminMessages();
  return (
    <Controller
      name={name}
      render={({ field: control, fieldState }) => {
        const chosen = new Set(Array.isArray(control.value) ? (control.value as string[]) : []);
        const error = fieldState.error?.message;
        return (
          <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="mb-1 text-sm font-medium">{field.label}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {field.options.map((option, index) => (
                <div key={option} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${option}`}
                    ref={index === 0 ? control.ref : undefined}
                    checked={chosen.has(option)}
                    onCheckedChange={(checked) => {
                      const next = new Set(chosen);
                      if (checked === true) next.add(option);
                      else next.delete(option);
                      control.onChange(field.options.filter((candidate) => next.has(candidate)));
                    }}
                  />
                  <Label htmlFor={`${id}-${option}`} className="font-normal">
                    {optionLabel(lang, option)}
                  </Label>
                </div>
              ))}
            </div>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
