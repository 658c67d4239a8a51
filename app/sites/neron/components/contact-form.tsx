import { useId, useRef, useState, type FormEvent } from "react";
import type { ApiRequestError } from "#app/lib/api-client.ts";
import { useFormGuard } from "#app/lib/form-guard.ts";
import { toast } from "#app/ui/toast.tsx";
import type { ContactField } from "#app/forms/neron-contact/schema.ts";
import { CONTACT_FAILURE, CONTACT_SUCCESS } from "../messages";
import { Icon } from "./icons";

const FIELDS: readonly ContactField[] = ["nombre", "email", "telefono", "mensaje"];

type Errors = Partial<Record<ContactField, string>>;

// The schema (with zod) and the API client load on first use of the form, keeping them
// out of the page's first load.
const loadSchema = () => import("#app/forms/neron-contact/schema.ts");
const loadApiClient = () => import("#app/lib/api-client.ts");
const preloadSchema = () => void Promise.all([loadSchema(), loadApiClient()]).catch(() => {});

function readValues(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    nombre: text("nombre"),
    email: text("email"),
    telefono: text("telefono"),
    mensaje: text("mensaje"),
    website: text("website"),
  };
}

/**
 * The contact form: all four fields required, 'Enviando...' while sending,
 * a toast with the outcome. The form is cleared only once the server stored the
 * message; on any failure everything typed stays. After the first submit, a field's
 * message updates as it is corrected.
 */
export function ContactForm() {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const attempted = useRef(false);
  const busy = useRef(false);
  const guard = useFormGuard();

  function showErrors(form: HTMLFormElement, found: Errors) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    busy.current = true;
    attempted.current = true;
    try {
      const { validateContact } = await loadSchema();
      const result = validateContact(readValues(form));
      if (result.errors) {
        showErrors(form, result.errors);
        return;
      }
      setErrors({});
      setSending(true);
      const { postJson } = await loadApiClient();
      await postJson("/api/neron/contact", { ...result.data, ...(await guard.take()) });
      guard.sent();
      form.reset();
      attempted.current = false;
      void toast.success(CONTACT_SUCCESS);
    } catch (cause) {
      // An ApiRequestError carries the server's message per field; anything else has none.
      const fields = (cause as Partial<ApiRequestError> | null)?.fields ?? {};
      const serverErrors: Errors = {};
      for (const field of FIELDS) if (fields[field]) serverErrors[field] = fields[field];
      showErrors(form, serverErrors);
      void toast.error(CONTACT_FAILURE);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  async function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as ContactField;
    if (!attempted.current || !FIELDS.includes(name)) return;
    const form = event.currentTarget;
    const { validateContact } = await loadSchema();
    if (!attempted.current) return; // the form was sent and cleared meanwhile
    const message = validateContact(readValues(form)).errors?.[name];
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  }

  const field = (name: ContactField) => {
    const error = errors[name];
    return {
      id: `${id}-${name}`,
      name,
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      className: "nr-input",
    } as const;
  };
  const message = (name: ContactField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="nr-field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={(event) => {
        preloadSchema();
        guard.onFocus(event);
      }}
      onPointerEnter={preloadSchema}
      aria-describedby={`${id}-note`}
      className="grid gap-5 sm:grid-cols-2"
    >
      <p id={`${id}-note`} className="text-sm text-[var(--nr-muted)] sm:col-span-2">
        Todos los campos son obligatorios.
      </p>
      <div className="nr-field">
        <label htmlFor={`${id}-nombre`}>Nombre</label>
        <input type="text" autoComplete="name" maxLength={100} {...field("nombre")} />
        {message("nombre")}
      </div>
      <div className="nr-field">
        <label htmlFor={`${id}-telefono`}>Teléfono</label>
        <input type="tel" autoComplete="tel" placeholder="600 123 456" maxLength={30} {...field("telefono")} />
        {message("telefono")}
      </div>
      <div className="nr-field sm:col-span-2">
        <label htmlFor={`${id}-email`}>Correo electrónico</label>
        <input type="email" autoComplete="email" placeholder="nombre@correo.es" maxLength={254} {...field("email")} />
        {message("email")}
      </div>
      <div className="nr-field sm:col-span-2">
        <label htmlFor={`${id}-mensaje`}>Mensaje</label>
        <textarea rows={4} maxLength={2000} {...field("mensaje")} />
        {message("mensaje")}
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <button type="submit" disabled={sending} className="nr-button nr-button-primary w-full sm:w-auto">
          <Icon name="send" className="size-4" />
          {sending ? "Enviando..." : "Enviar mensaje"}
        </button>
        <p className="text-sm text-[var(--nr-muted)]">
          Usaremos tus datos solo para responder a tu consulta. El formulario también anota a qué ritmo se escribió tu
          mensaje (solo los tiempos, nunca las teclas) y guarda unas pocas cifras con tu consulta, para distinguir los
          mensajes escritos de los automatizados.
        </p>
      </div>
    </form>
  );
}
