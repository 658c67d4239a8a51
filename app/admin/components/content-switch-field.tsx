import { useId } from "react";
import { Controller } from "react-hook-form";
import { Label } from "#app/ui/label.tsx";
import { Switch } from "#app/ui/switch.tsx";
import type { FieldNode } from "../content-schema-walk";

/** A yes/no of the document, as a switch with its label beside it. */
export function ContentSwitchField({ field, name }: { field: FieldNode; name: string }) {
  const id = useId();
  return (
    <Controller
      name={name}
      render={({ field: control }) => (
        <div className="flex items-center gap-2.5 sm:col-span-2">
          <Switch
            id={id}
            ref={control.ref}
            checked={control.value === true}
            onCheckedChange={(checked) => control.onChange(checked)}
            onBlur={control.onBlur}
          />
          <Label htmlFor={id} className="font-normal">
            {field.label}
          </Label>
        </div>
      )}
    />
  );
}
