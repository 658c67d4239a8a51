import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { ApiRequestError, postJson } from "#app/lib/api-client.ts";
import { useFormGuard } from "#app/lib/form-guard.ts";
import { HoneypotField } from "#app/lib/honeypot.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/ui/dialog.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/ui/select.tsx";
import { Switch } from "#app/ui/switch.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { toast } from "#app/ui/toast.tsx";
import { categoryLabel, REQUEST_CATEGORIES, type RequestCategory } from "#app/forms/felimar-request/categories.ts";
import { messages } from "../copy";
import {
  keyForRequest,
  QUOTE_STEP_FIELDS,
  type SentRequest,
  quoteDialogMessages,
  requestSchema,
  type RequestData,
  type RequestInput,
} from "#app/forms/felimar-request/schema.ts";
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, PackageIcon } from "./icons";
import { fmButton } from "./styles";

/*
 * The quote dialog: three steps with a progress indicator. Volgende
 * and Terug move between steps without validating; Bevestigen validates everything
 * with the shared schema and, if a field of an earlier step is wrong, goes back to
 * that step and focuses the field. The form keeps its values while the dialog is
 * closed, until a request has been sent. A chosen package is a value of its own
 * (sent as `pakket`), shown in the dialog: it never writes into what the visitor typed.
 */

export interface QuoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Presets the category when given; otherwise the previous choice stays. */
  initialCategory?: RequestCategory;
  /** The package the visitor chose, if any: replaces an earlier one. */
  pakket?: string;
  /** Changes on every open request, so the same preset applies again. */
  requestId: number;
  /** Called when the dialog closes, to put focus back on the button that opened it. */
  returnFocus?: () => void;
}

const STEPS = [
  { short: "Dienst", title: "Waarmee kunnen we helpen?" },
  { short: "Gegevens", title: "Hoe bereiken we je?" },
  { short: "Planning", title: "Planning en overzicht" },
] as const;
const LAST_STEP = STEPS.length;

/** The same field look as the contact form on the page. */
const fieldClass = "rounded-xl bg-white min-h-12";

const schema = requestSchema(quoteDialogMessages);

const emptyValues: RequestInput = {
  categorie: "" as RequestCategory,
  details: "",
  naam: "",
  telefoon: "",
  email: "",
  plaats: "",
  voorkeurs_tijd: "",
  sleutel_beheer: false,
  pakket: "",
  website: "",
};

export default function QuoteDialog({
  open,
  onOpenChange,
  initialCategory,
  pakket,
  requestId,
  returnFocus,
}: QuoteDialogProps) {
  const [step, setStep] = useState(1);
  // Where focus goes after the next render: the step's heading or a wrong field.
  const focusTarget = useRef<"heading" | keyof RequestInput | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sent = useRef<SentRequest | null>(null);
  const guard = useFormGuard();

  const form = useForm<RequestInput, unknown, RequestData>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
  });
  const { control, register, formState, setValue, setError, setFocus, reset } = form;
  const errors = formState.errors;
  const chosenPakket = useWatch({ control, name: "pakket" });

  // Each open request from a tile or package presets the category, and a package names itself.
  // A service tile is a choice of its own, so it drops an earlier package; a plain button keeps both.
  const appliedRequest = useRef<number | null>(null);
  useEffect(() => {
    if (!open || appliedRequest.current === requestId) return;
    appliedRequest.current = requestId;
    if (initialCategory) setValue("categorie", initialCategory, { shouldValidate: formState.isSubmitted });
    if (pakket) setValue("pakket", pakket);
    else if (initialCategory) setValue("pakket", "");
  }, [open, requestId, initialCategory, pakket, setValue, formState.isSubmitted]);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === "heading") headingRef.current?.focus();
    else if (target) setFocus(target);
  }, [focusRequest, setFocus]);

  const focusAfterRender = (target: "heading" | keyof RequestInput) => {
    focusTarget.current = target;
    setFocusRequest((count) => count + 1);
  };

  const goTo = (next: number) => {
    setStep(Math.min(LAST_STEP, Math.max(1, next)));
    focusAfterRender("heading");
  };

  /** Sends the visitor to the first step with a wrong field, and focuses that field. */
  const showFirstError = (fieldErrors: FieldErrors<RequestInput>) => {
    for (const [index, fields] of QUOTE_STEP_FIELDS.entries()) {
      const field = fields.find((name) => fieldErrors[name]);
      if (field) {
        setStep(index + 1);
        focusAfterRender(field);
        return;
      }
    }
  };

  const onValid = async (values: RequestData) => {
    try {
      sent.current = keyForRequest(sent.current, values);
      await postJson<{ id: string }>("/api/felimar/requests", {
        ...values,
        ...(await guard.take()),
        idempotency_key: sent.current.key,
      });
      guard.sent();
      void toast.success(messages.success);
      reset(emptyValues);
      sent.current = null;
      setStep(1);
      onOpenChange(false);
    } catch (cause) {
      if (cause instanceof ApiRequestError && cause.status === 400) {
        const known = Object.entries(cause.fields).filter(([name]) => name in emptyValues) as [
          keyof RequestInput,
          string,
        ][];
        for (const [name, message] of known) setError(name, { message });
        showFirstError(Object.fromEntries(known.map(([name, message]) => [name, { type: "server", message }])));
      }
      const detail = cause instanceof ApiRequestError && cause.status === 429 ? cause.message : undefined;
      void toast.error(messages.failure, detail ? { description: detail } : undefined);
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Enter in a field of step 1 or 2 moves on, like Volgende.
    if (step < LAST_STEP) {
      event.preventDefault();
      goTo(step + 1);
      return;
    }
    void form.handleSubmit(onValid, showFirstError)(event);
  };

  const sending = formState.isSubmitting;
  const current = STEPS[step - 1] ?? STEPS[0];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        portalClassName="felimar-theme"
        closeLabel="Sluiten"
        className="max-w-xl gap-0 rounded-2xl p-0 sm:rounded-3xl"
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader className="gap-1.5 border-b border-border px-6 pt-6 pb-5 sm:px-8 sm:pt-8">
          <p className="text-xs font-bold tracking-[0.18em] text-(--fm-terra-ink) uppercase">Offerte aanvragen</p>
          <DialogTitle className="fm-serif text-2xl font-semibold text-(--fm-navy) sm:text-[1.75rem]">
            Vraag een offerte aan
          </DialogTitle>
          <DialogDescription className="text-[0.95rem]">
            In drie korte stappen. We reageren op dezelfde werkdag via WhatsApp of telefoon.
          </DialogDescription>
          <Progress step={step} />
        </DialogHeader>

        <form noValidate onFocus={guard.onFocus} onSubmit={onSubmit} className="grid gap-0">
          <div className="grid gap-5 px-6 py-6 sm:px-8">
            <h3 ref={headingRef} tabIndex={-1} className="fm-serif text-xl font-semibold text-(--fm-navy) outline-none">
              <span className="sr-only">
                Stap {step} van {LAST_STEP}:{" "}
              </span>
              {current.title}
            </h3>

            {chosenPakket && step === 1 ? (
              <p className="flex items-center gap-2 rounded-xl bg-(--fm-sand-2) px-4 py-3 text-sm text-(--fm-navy)">
                <PackageIcon aria-hidden="true" className="size-4 text-(--fm-terra-ink)" />
                <span>
                  Gekozen pakket: <strong className="font-semibold">{chosenPakket}</strong>
                </span>
              </p>
            ) : null}

            {step === 1 ? (
              <>
                <Controller
                  control={control}
                  name="categorie"
                  render={({ field }) => (
                    <FormField label="Categorie" required error={errors.categorie?.message}>
                      <CategorySelect
                        value={field.value}
                        onValueChange={field.onChange}
                        onBlur={field.onBlur}
                        triggerRef={field.ref}
                      />
                    </FormField>
                  )}
                />
                <FormField
                  label="Omschrijving"
                  required
                  error={errors.details?.message}
                  hint="Minimaal 10 tekens. Wat moet er gebeuren, en waar?"
                >
                  <Textarea
                    rows={6}
                    className={fieldClass}
                    placeholder="Bijv. de airco in de slaapkamer koelt niet meer goed en maakt lawaai."
                    {...register("details")}
                  />
                </FormField>
              </>
            ) : null}

            {step === 2 ? (
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField label="Naam" required error={errors.naam?.message} className="sm:col-span-2">
                  <Input autoComplete="name" className={fieldClass} {...register("naam")} />
                </FormField>
                <FormField label="Telefoon / WhatsApp" required error={errors.telefoon?.message}>
                  <Input
                    type="tel"
                    className={fieldClass}
                    autoComplete="tel"
                    inputMode="tel"
                    placeholder="+31 6 12345678"
                    {...register("telefoon")}
                  />
                </FormField>
                <FormField label="E-mail" required error={errors.email?.message}>
                  <Input
                    type="email"
                    className={fieldClass}
                    autoComplete="email"
                    placeholder="naam@voorbeeld.nl"
                    {...register("email")}
                  />
                </FormField>
                <FormField label="Plaats (optioneel)" error={errors.plaats?.message} className="sm:col-span-2">
                  <Input
                    className={fieldClass}
                    autoComplete="address-level2"
                    placeholder="Bijv. Benalmádena, Fuengirola"
                    {...register("plaats")}
                  />
                </FormField>
              </div>
            ) : null}

            {step === 3 ? <StepThree control={control} register={register} errors={errors} /> : null}
          </div>

          <HoneypotField {...register("website")} />

          <div className="sticky bottom-0 flex items-center justify-between gap-3 border-t border-border bg-(--fm-sand) px-6 py-4 sm:rounded-b-3xl sm:px-8">
            {step > 1 ? (
              <button key="back" type="button" className={fmButton("outline", "md")} onClick={() => goTo(step - 1)}>
                <ArrowLeftIcon aria-hidden="true" />
                Terug
              </button>
            ) : (
              <span aria-hidden="true" />
            )}
            {step < LAST_STEP ? (
              <button key="next" type="button" className={fmButton("sea", "md")} onClick={() => goTo(step + 1)}>
                Volgende
                <ArrowRightIcon aria-hidden="true" />
              </button>
            ) : (
              <button key="submit" type="submit" className={fmButton("terra", "md")} disabled={sending}>
                {sending ? "Versturen..." : "Bevestigen"}
                {sending ? null : <CheckIcon aria-hidden="true" />}
              </button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Progress({ step }: { step: number }) {
  return (
    <div className="mt-4">
      <p className="mb-2 text-sm font-semibold text-(--fm-navy)" aria-hidden="true">
        Stap {step} van {LAST_STEP}
      </p>
      <ol className="grid grid-cols-3 gap-2" aria-label={`Voortgang: stap ${step} van ${LAST_STEP}`}>
        {STEPS.map((item, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "todo";
          return (
            <li key={item.short} aria-current={state === "current" ? "step" : undefined} className="grid gap-1.5">
              <span
                aria-hidden="true"
                className={
                  "h-1.5 rounded-full transition-colors " +
                  (state === "todo" ? "bg-(--fm-sand-3)" : state === "current" ? "bg-(--fm-terra)" : "bg-(--fm-sea)")
                }
              />
              <span
                className={"text-xs " + (state === "current" ? "font-bold text-(--fm-navy)" : "text-(--fm-ink-soft)")}
              >
                {number}. {item.short}
                {state === "done" ? <span className="sr-only"> (klaar)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

interface CategorySelectProps {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  triggerRef: React.Ref<HTMLButtonElement>;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

/** The category select; FormField gives it the id its label points to and the error wiring. */
function CategorySelect({ value, onValueChange, onBlur, triggerRef, ...triggerProps }: CategorySelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger ref={triggerRef} onBlur={onBlur} className={fieldClass} {...triggerProps}>
        <SelectValue placeholder="Kies een categorie" />
      </SelectTrigger>
      <SelectContent className="felimar-theme">
        {REQUEST_CATEGORIES.map((category) => (
          <SelectItem key={category.value} value={category.value}>
            {category.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

type FormApi = ReturnType<typeof useForm<RequestInput, unknown, RequestData>>;

function StepThree({
  control,
  register,
  errors,
}: {
  control: FormApi["control"];
  register: FormApi["register"];
  errors: FieldErrors<RequestInput>;
}) {
  const [categorie, pakket, naam, telefoon, email] = useWatch({
    control,
    name: ["categorie", "pakket", "naam", "telefoon", "email"],
  });
  const missing = <span className="text-(--fm-ink-soft) italic">nog niet ingevuld</span>;
  return (
    <>
      <FormField label="Gewenste datum/tijd (optioneel)" error={errors.voorkeurs_tijd?.message}>
        <Input
          className={fieldClass}
          placeholder="Bijv. volgende week dinsdagochtend"
          {...register("voorkeurs_tijd")}
        />
      </FormField>

      <Controller
        control={control}
        name="sleutel_beheer"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-white p-4">
            <div className="grid gap-1">
              <Label htmlFor="quote-sleutelbeheer" className="text-base">
                Sleutelbeheer gewenst
              </Label>
              <p id="quote-sleutelbeheer-hint" className="text-sm text-muted-foreground">
                Wij helpen met sleutels en aanwezigheid: ophalen, partners binnenlaten en veilig bewaren.
              </p>
            </div>
            <Switch
              id="quote-sleutelbeheer"
              ref={field.ref}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby="quote-sleutelbeheer-hint"
              className="mt-1"
            />
          </div>
        )}
      />

      <section aria-labelledby="quote-summary-title" className="rounded-xl bg-(--fm-sand-2) p-4 sm:p-5">
        <h4 id="quote-summary-title" className="text-sm font-bold tracking-wide text-(--fm-navy)">
          Overzicht
        </h4>
        <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-(--fm-ink-soft)">Categorie</dt>
          <dd className="font-medium text-(--fm-navy)">{(categorie && categoryLabel(categorie)) || missing}</dd>
          {pakket ? (
            <>
              <dt className="text-(--fm-ink-soft)">Pakket</dt>
              <dd className="font-medium break-words text-(--fm-navy)">{pakket}</dd>
            </>
          ) : null}
          <dt className="text-(--fm-ink-soft)">Naam</dt>
          <dd className="font-medium break-words text-(--fm-navy)">{naam?.trim() || missing}</dd>
          <dt className="text-(--fm-ink-soft)">Contact</dt>
          <dd className="font-medium break-words text-(--fm-navy)">
            {telefoon?.trim() || email?.trim()
              ? [telefoon?.trim(), email?.trim()].filter(Boolean).join(" · ")
              : missing}
          </dd>
        </dl>
      </section>
    </>
  );
}
