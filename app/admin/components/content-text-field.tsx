import { Controller } from "react-hook-form";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import type { FieldNode } from "../content-schema-walk";
import type { AdminMessages } from "../messages/index";
import { useAdminMessages } from "../use-admin-messages";

type TextNode = Extract<FieldNode, { kind: "text" }>;

function hintOf(input: TextNode["input"], words: AdminMessages["content"]["form"]): string | undefined {
  if (input === "tel") return words.telHint;
  if (input === "url") return words.urlHint;
  return undefined;
}

/** What an emptied field saves: null or nothing when the schema allows, never a blank the page would show. */
function fromInput(field: TextNode, raw: string): unknown {
  if (raw === "" && field.nullable) return null;
  if (raw === "" && field.optional) return undefined;
  if (field.input === "number" && raw !== "") return Number(raw);
  return raw;
}

/** One text of the document, with the schema's (or the server's) message under it. */
export function ContentTextField({ field, name }: { field: TextNode; name: string }) {
  const { t } = useAdminMessages();
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
            hint={hintOf(field.input, t.content.form)}
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
