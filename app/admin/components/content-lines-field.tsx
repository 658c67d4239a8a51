import { useState } from "react";
import { Controller, get, type ControllerRenderProps } from "react-hook-form";
import { FormField } from "#app/ui/form-field.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import type { FieldNode } from "../content-schema-walk";
import { useAdminMessages } from "../use-admin-messages";

const toText = (value: unknown) => (Array.isArray(value) ? value.join("\n") : "");
const toLines = (text: string) => text.split("\n").filter((line) => line.trim() !== "");

/** The first message among a list's errors: its own, or the first line's. */
function firstMessage(error: unknown): string | undefined {
  const own = get(error, "message") as string | undefined;
  if (own) return own;
  if (Array.isArray(error)) return error.map(firstMessage).find(Boolean);
  if (error && typeof error === "object") return Object.values(error).map(firstMessage).find(Boolean);
  return undefined;
}

interface LinesAreaProps extends Pick<ControllerRenderProps, "ref" | "name" | "value" | "onChange" | "onBlur"> {
  label: string;
  error: string | undefined;
}

function LinesArea({ ref, name, value, onChange, onBlur, label, error }: LinesAreaProps) {
  const { t } = useAdminMessages();
  const [text, setText] = useState(() => toText(value));
  const [seen, setSeen] = useState<unknown>(value);
  // A reset from outside (a reload, a restore) replaces what is shown; typing does not.
  if (seen !== value) {
    setSeen(value);
    if (toText(toLines(text)) !== toText(value)) setText(toText(value));
  }
  return (
    <FormField label={label} error={error} hint={t.content.form.linesHint} className="sm:col-span-2">
      <Textarea
        ref={ref}
        name={name}
        rows={Math.max(3, Math.min(8, toLines(text).length + 1))}
        value={text}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          onChange(toLines(event.target.value));
        }}
      />
    </FormField>
  );
}

/**
 * A list of short texts (a package's bullet points) as one text area, a line each: easier
 * on a phone than a field per line. The document gets the non-empty lines.
 */
export function ContentLinesField({ field, name }: { field: Extract<FieldNode, { kind: "lines" }>; name: string }) {
  return (
    <Controller
      name={name}
      render={({ field: control, fieldState }) => (
        <LinesArea
          ref={control.ref}
          name={control.name}
          value={control.value}
          onChange={control.onChange}
          onBlur={control.onBlur}
          label={field.label}
          error={firstMessage(fieldState.error)}
        />
      )}
    />
  );
}
