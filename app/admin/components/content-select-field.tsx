import { Controller } from "react-hook-form";
import { FormField } from "#app/ui/form-field.tsx";
import { optionLabel } from "../content-labels";
import type { FieldNode } from "../content-schema-walk";
import { useAdminMessages } from "../use-admin-messages";
import { NativeSelect } from "./native-select";

/** One of a fixed set of values (a country code, a kind). */
export function ContentSelectField({ field, name }: { field: Extract<FieldNode, { kind: "select" }>; name: string }) {
  const { lang } = useAdminMessages();
  return (
    <Controller
      name={name}
      render={({ field: control, fieldState }) => (
        <FormField label={field.label} error={fieldState.error?.message}>
          <NativeSelect
            ref={control.ref}
            name={control.name}
            value={String(control.value ?? "")}
            onChange={(event) => control.onChange(event.target.value)}
            onBlur={control.onBlur}
            className="h-11"
          >
            {field.options.map((option) => (
              <option key={option} value={option}>
                {optionLabel(lang, option)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    />
  );
}
