import type { FieldNode } from "../content-schema-walk";
import { ContentChoicesField } from "./content-choices-field";
import { ContentLinesField } from "./content-lines-field";
import { ContentList } from "./content-list";
import { ContentPhotoField } from "./content-photo-field";
import { ContentSelectField } from "./content-select-field";
import { ContentSwitchField } from "./content-switch-field";
import { ContentTextField } from "./content-text-field";

const pathOf = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/**
 * The fields of one object of the document, drawn from its schema: short texts two to a
 * row on a wide screen, long texts and lists across. `flatten` draws a group's fields
 * without a heading of their own (the Details section's one `details` object).
 */
export function ContentFields({
  fields,
  prefix = "",
  flatten = false,
}: {
  fields: readonly FieldNode[];
  prefix?: string;
  flatten?: boolean;
}) {
  return (
    <div className="grid items-start gap-x-6 gap-y-5 sm:grid-cols-2">
      {fields.map((field) => {
        const name = pathOf(prefix, field.key);
        switch (field.kind) {
          case "kept":
            return null;
          case "text":
            return <ContentTextField key={field.key} field={field} name={name} />;
          case "lines":
            return <ContentLinesField key={field.key} field={field} name={name} />;
          case "choices":
            return <ContentChoicesField key={field.key} field={field} name={name} />;
          case "switch":
            return <ContentSwitchField key={field.key} field={field} name={name} />;
          case "select":
            return <ContentSelectField key={field.key} field={field} name={name} />;
          case "photo":
            return <ContentPhotoField key={field.key} field={field} name={name} />;
          case "list":
            return (
              <div key={field.key} className="sm:col-span-2">
                <ContentList field={field} name={name} />
              </div>
            );
          case "group":
            return flatten ? (
              <div key={field.key} className="sm:col-span-2">
                <ContentFields fields={field.children} prefix={name} />
              </div>
            ) : (
              <fieldset key={field.key} className="grid gap-4 rounded-md border border-border p-4 sm:col-span-2">
                <legend className="px-1 text-sm font-semibold">{field.label}</legend>
                <ContentFields fields={field.children} prefix={name} />
              </fieldset>
            );
        }
      })}
    </div>
  );
}
