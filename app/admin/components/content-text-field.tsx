import { Controller } from "react-hook-form";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import type { FieldNode } from "../content-schema-walk";

type TextNode = Extract<FieldNode, { kind: "text" }>;

const HINTS: Partial<Record<TextNode["input"], string>> = {
  tel: "International format: + and the country code; spaces, dots and dashes are fine (e.g. +34 612 34 56 78).",
  url: "A full address starting with https://",
};

/** What an emptied field saves: null or nothing when the schema allows, never a blank the page would show. */
function fromInput(field: TextNode, raw: string): unknown {
  if (raw === "" && field.nullable) return null;
  if (raw === "" && field.optional) return undefined;
  if (field.input === "number" && raw !== "") return Number(raw);
  return raw;
}

/** One text of the document, with the schema's (or the server's) message under it. */
export function ContentTextField({ field, name }: { field: TextNode; name: string }) {
  return (
    <Controller
      name={name}
      render={({ field: control, fieldState }) => {
        const common = {
          ref: control.ref,
          name: control.name,
          value: control.value === null || control.value === undefined ? "" : String(control.value),
          onBlur: control.onBlur,
          maxLength: field.maxLength ?? undefined,
          onChange: (event: React.ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) =>
            control.onChange(fromInput(field, event.target.value)),
        };
        return (
          <FormField
            label={field.label}
            error={fieldState.error?.message}
            hint={HINTS[field.input]}
            className={field.multiline ? "sm:col-span-2" : undefined}
          >
            {field.multiline ? (
              <Textarea rows={field.key === "quote" || field.key === "bio" ? 5 : 3} {...common} />
            ) : (
              <Input
                type={field.input}
                inputMode={field.input === "tel" ? "tel" : field.input === "number" ? "decimal" : undefined}
                autoComplete={field.input === "text" ? undefined : "off"}
                spellCheck={field.input === "text"}
                {...common}
              />
            )}
          </FormField>
        );
      }}
    />
  );
}
