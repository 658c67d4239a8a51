import { useId, useRef, useState } from "react";
import { toast } from "#app/ui/toast.tsx";
import type * as ContactSubmit from "../contact-submit";
import type { ContactField, ContactValues } from "../contact-submit";
import { messages } from "../copy";
import { keyForRequest, type SentRequest } from "#app/forms/felimar-request/idempotency.ts";
import { LIMITS } from "#app/forms/felimar-request/limits.ts";
import { cx, fmButton } from "./styles";
import { SendIcon } from "./icons";
import type { FormGuard } from "#app/lib/form-guard.ts";
import { HoneypotField } from "#app/lib/honeypot.tsx";

/*
 * The contact form (stored as categorie 'algemeen'). Its inputs are plain,
 * uncontrolled fields, so what the visitor typed stays put whatever happens; the
 * shared schema and the sending code load on first focus (contact-submit.ts), which
 * keeps zod out of the page's first-load JavaScript. Errors show under each field,
 * in Dutch, and clear as soon as the field is right.
 */

type Errors = Partial<Record<ContactField, string>>;
type ContactModule = typeof ContactSubmit;

let contactModule: Promise<ContactModule> | undefined;
function loadContactModule(): Promise<ContactModule> {
  contactModule ??= import("../contact-submit").catch((error: unknown) => {
    contactModule = undefined;
    throw error;
  });
  return contactModule;
}

const FIELD_ORDER: ContactField[] = ["naam", "telefoon", "email", "plaats", "details"];

const controlClass =
  "block w-full rounded-xl border border-(--input) bg-white px-4 text-base text-(--fm-navy) shadow-[0_1px_2px_rgba(15,42,68,0.06)] outline-none transition-[border-color,box-shadow] placeholder:text-(--fm-ink-soft)/80 focus-visible:border-(--fm-sea) focus-visible:ring-[3px] focus-visible:ring-(--fm-sea)/25 aria-invalid:border-(--destructive) aria-invalid:ring-(--destructive)/15";

function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    naam: text("naam"),
    telefoon: text("telefoon"),
    email: text("email"),
    plaats: text("plaats"),
    details: text("details"),
    website: text("website"),
  };
}

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const sent = useRef<SentRequest | null>(null);
  // Made with the form's module on first focus: nothing of it is in the page's first load.
  const guard = useRef<FormGuard | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const focusField = (field: ContactField) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    setSending(true);
    try {
      const contact = await loadContactModule();
      const validation = contact.validateContact(readValues(form));
      if (!validation.ok) {
        setErrors(validation.errors);
        const first = FIELD_ORDER.find((field) => validation.errors[field]);
        if (first) focusField(first);
        return;
      }
      setErrors({});
      sent.current = keyForRequest(sent.current, validation.data);
      guard.current ??= contact.createFormGuard();
      const result = await contact.sendContact(validation.data, sent.current.key, await guard.current.take());
      if (result.ok) {
        guard.current.sent();
        form.reset();
        sent.current = null;
        void toast.success(messages.success);
        return;
      }
      if (Object.keys(result.fieldErrors).length > 0) setErrors(result.fieldErrors);
      void toast.error(messages.failure, result.detail ? { description: result.detail } : undefined);
    } catch {
      // The form's code could not be loaded (connection lost): nothing typed is lost.
      void toast.error(messages.failure);
    } finally {
      setSending(false);
    }
  }

  // Once a field shows an error, check it again as the visitor types, to clear it.
  function onInput(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    const field = target.name as ContactField;
    if (!errors[field]) return;
    const form = event.currentTarget;
    void loadContactModule().then((contact) => {
      const validation = contact.validateContact(readValues(form));
      const message = validation.ok ? undefined : validation.errors[field];
      setErrors((current) => (current[field] === message ? current : { ...current, [field]: message }));
    });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={({ target }) => {
        void loadContactModule()
          .then((contact) => (guard.current ??= contact.createFormGuard()).onFocus({ target }))
          .catch(() => {});
      }}
      aria-labelledby="contactformulier-title"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <Field name="naam" label="Naam" required error={errors.naam} className="sm:col-span-2">
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="name"
            maxLength={LIMITS.naam}
            className={cx(controlClass, "h-12")}
          />
        )}
      </Field>
      <Field name="telefoon" label="Telefoon / WhatsApp" required error={errors.telefoon}>
        {(props) => (
          <input
            {...props}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={LIMITS.telefoon}
            placeholder="+31 6 12345678"
            className={cx(controlClass, "h-12")}
          />
        )}
      </Field>
      <Field name="email" label="E-mail" required error={errors.email}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            placeholder="naam@voorbeeld.nl"
            className={cx(controlClass, "h-12")}
          />
        )}
      </Field>
      <Field name="plaats" label="Plaats" optional error={errors.plaats} className="sm:col-span-2">
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="address-level2"
            maxLength={LIMITS.plaats}
            placeholder="Bijv. Benalmádena, Fuengirola"
            className={cx(controlClass, "h-12")}
          />
        )}
      </Field>
      <Field name="details" label="Waarmee kunnen we helpen?" required error={errors.details} className="sm:col-span-2">
        {(props) => (
          <textarea
            {...props}
            rows={5}
            maxLength={LIMITS.details}
            className={cx(controlClass, "resize-y py-3 leading-relaxed")}
          />
        )}
      </Field>
      <HoneypotField defaultValue="" />
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-(--fm-ink-soft)">
          <span aria-hidden="true" className="text-(--destructive)">
            *
          </span>{" "}
          verplicht veld
        </p>
        <button type="submit" disabled={sending} className={fmButton("terra", "lg", "w-full sm:w-auto")}>
          {sending ? "Versturen..." : "Verstuur aanvraag"}
          {sending ? null : <SendIcon aria-hidden="true" />}
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  name: ContactField;
  label: string;
  required?: boolean;
  optional?: boolean;
  error?: string;
  className?: string;
  children: (props: {
    id: string;
    name: string;
    "aria-required"?: boolean;
    "aria-invalid"?: boolean;
    "aria-describedby"?: string;
  }) => React.ReactNode;
}

function Field({ name, label, required, optional, error, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx("grid gap-2", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-(--fm-navy)">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-(--destructive)">
            *
          </span>
        ) : null}
        {optional ? <span className="ml-1 font-normal text-(--fm-ink-soft)">(optioneel)</span> : null}
      </label>
      {children({
        id,
        name,
        "aria-required": required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-(--destructive)">
          {error}
        </p>
      ) : null}
    </div>
  );
}
