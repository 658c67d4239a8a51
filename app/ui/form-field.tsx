import { useId, type ReactElement } from "react";
import { cloneElement } from "react";
import { cn } from "#app/lib/utils.ts";
import { Label } from "./label";

interface FormFieldProps {
  label: React.ReactNode;
  /** The control (Input, Textarea, …); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
}

/**
 * A label, a control and its error message, wired for screen readers: the error
 * is announced and linked to the control. Required fields are marked with an asterisk.
 */
export function FormField({ label, children, error, hint, required, className }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
