import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert } from "lucide-react";
import { useId, useState, type CSSProperties } from "react";
import { Controller, useForm } from "react-hook-form";
import { ApiRequestError, postJson } from "#app/lib/api-client.ts";
import { useFormGuard } from "#app/lib/form-guard.ts";
import { HoneypotField } from "#app/lib/honeypot.tsx";
import { cn } from "#app/lib/utils.ts";
import { Button } from "#app/ui/button.tsx";
import { Checkbox } from "#app/ui/checkbox.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { toast } from "#app/ui/toast.tsx";
import {
  HOUSING_LIMITS,
  housingConsentText,
  housingContactMessages,
  housingContactSchema,
  type HousingContactInput,
  type HousingContactLanguage,
} from "./schema";

const copy = {
  en: {
    name: "Full name",
    email: "Email",
    emailPlaceholder: "you@example.com",
    phone: "Phone",
    optional: "(optional)",
    phonePlaceholder: "+47 912 34 567",
    message: "Message",
    messagePlaceholder: "Tell us about your plot, the home you have in mind and when you would like to move in.",
    requiredNote: "Fields marked with * are required.",
    privacy:
      "We use your details only to answer this inquiry and never share or sell them. You can ask us to see or delete them at any time. The form also notes how fast your message was typed (the timing only, never the keys) and keeps a few figures of it with your inquiry, to tell typed messages from automated ones.",
    submit: "Send message",
    sending: "Sending…",
    successTitle: "Thanks! We'll reply soon.",
    successDescription: "We've received your message and will get back to you within 24 hours.",
    failureTitle: "Your message was not sent.",
    failure: "Something went wrong on our side. Everything you typed is still here, so please try again in a moment.",
    offline: "We couldn't reach the server. Check your connection and try again; everything you typed is still here.",
    tooMany: "You've sent several messages in a short time. Please wait a minute and try again.",
  },
  no: {
    name: "Fullt navn",
    email: "E-post",
    emailPlaceholder: "deg@eksempel.no",
    phone: "Telefon",
    optional: "(valgfritt)",
    phonePlaceholder: "+47 912 34 567",
    message: "Melding",
    messagePlaceholder: "Fortell oss om tomten, hvilket hus du ser for deg og når du vil flytte inn.",
    requiredNote: "Felt merket med * må fylles ut.",
    privacy:
      "Vi bruker opplysningene dine kun til å svare på denne henvendelsen, og vi deler eller selger dem aldri. Du kan når som helst be om innsyn eller sletting. Skjemaet merker seg også hvor raskt meldingen ble skrevet (bare tidspunktene, aldri tastene) og lagrer noen få tall om det sammen med henvendelsen, for å skille skrevne meldinger fra automatiserte.",
    submit: "Send melding",
    sending: "Sender …",
    successTitle: "Takk! Vi svarer snart.",
    successDescription: "Vi har mottatt meldingen din og svarer deg innen 24 timer.",
    failureTitle: "Meldingen ble ikke sendt.",
    failure: "Noe gikk galt hos oss. Alt du skrev er tatt vare på, så prøv igjen om litt.",
    offline: "Vi fikk ikke kontakt med serveren. Sjekk nettforbindelsen og prøv igjen; alt du skrev er tatt vare på.",
    tooMany: "Du har sendt flere meldinger på kort tid. Vent et minutt og prøv igjen.",
  },
} as const satisfies Record<HousingContactLanguage, Record<string, string>>;

const FIELDS = ["name", "email", "phone", "message", "consent"] as const;

/**
 * Sonner's rich-colour text is 4.25:1 (success) and 4.35:1 (error) on its own
 * backgrounds; these darker shades reach 6:1 for our toasts.
 */
const successToastStyle = { "--success-text": "#006b24" } as CSSProperties;
const errorToastStyle = { "--error-text": "#b3001b" } as CSSProperties;

/** White fields with placeholders lighter than typed text (still 4.5:1 on white). */
const fieldClass = "bg-white placeholder:text-[#6b7270]";

export interface HousingContactFormProps {
  language?: HousingContactLanguage;
  className?: string;
}

/**
 * The housing contact form of /housing and /naturliv (#contact), stored through
 * POST /api/housing/contact. Errors show under each field on submit; after the
 * server stored the message a toast confirms and the form empties (consent
 * unchecked). On failure nothing is cleared and the reason shows above the button.
 */
export function HousingContactForm({ language = "en", className }: HousingContactFormProps) {
  const text = copy[language];
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const empty: HousingContactInput = {
    name: "",
    email: "",
    phone: "",
    message: "",
    consent: false,
    language,
    website: "",
  };
  const form = useForm<HousingContactInput>({
    resolver: zodResolver(housingContactSchema(housingContactMessages[language])),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const guard = useFormGuard();

  async function onSubmit(values: HousingContactInput) {
    setFailure(null);
    try {
      await postJson("/api/housing/contact", { ...values, ...(await guard.take()) });
      guard.sent();
      form.reset(empty);
      void toast.success(text.successTitle, { description: text.successDescription, style: successToastStyle });
    } catch (cause) {
      const error = cause instanceof ApiRequestError ? cause : null;
      for (const field of FIELDS) {
        const message = error?.fields[field];
        if (message) form.setError(field, { message }, { shouldFocus: true });
      }
      const reason =
        error?.status === 0
          ? text.offline
          : error?.status === 429
            ? text.tooMany
            : error?.status === 400
              ? error.message
              : text.failure;
      setFailure(reason);
      void toast.error(text.failureTitle, { description: reason, style: errorToastStyle });
    }
  }

  const consentId = `${id}-consent`;
  const consentError = errors.consent?.message;
  const failureId = `${id}-failure`;

  return (
    <form
      noValidate
      onFocus={guard.onFocus}
      onSubmit={form.handleSubmit(onSubmit)}
      className={cn("grid gap-5", className)}
      aria-describedby={`${id}-required`}
    >
      <p id={`${id}-required`} className="text-sm text-muted-foreground">
        {text.requiredNote}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={text.name} required error={errors.name?.message}>
          <Input
            autoComplete="name"
            className={fieldClass}
            maxLength={HOUSING_LIMITS.nameMax}
            {...form.register("name")}
          />
        </FormField>
        <FormField label={text.email} required error={errors.email?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            className={fieldClass}
            placeholder={text.emailPlaceholder}
            maxLength={HOUSING_LIMITS.emailMax}
            {...form.register("email")}
          />
        </FormField>
      </div>
      <FormField
        label={
          <>
            {text.phone} <span className="font-normal text-muted-foreground">{text.optional}</span>
          </>
        }
        error={errors.phone?.message}
        className="sm:max-w-[calc(50%-0.625rem)]"
      >
        <Input
          type="tel"
          autoComplete="tel"
          className={fieldClass}
          placeholder={text.phonePlaceholder}
          maxLength={HOUSING_LIMITS.phoneMax}
          {...form.register("phone")}
        />
      </FormField>
      <FormField label={text.message} required error={errors.message?.message}>
        <Textarea
          rows={5}
          placeholder={text.messagePlaceholder}
          maxLength={HOUSING_LIMITS.messageMax}
          className={cn(fieldClass, "min-h-32 resize-y")}
          {...form.register("message")}
        />
      </FormField>

      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="consent"
            render={({ field }) => (
              <Checkbox
                id={consentId}
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-required="true"
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? `${consentId}-error` : undefined}
                className="mt-0.5 bg-white"
              />
            )}
          />
          <Label htmlFor={consentId} className="block text-sm leading-relaxed font-normal select-auto">
            {housingConsentText[language]}
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          </Label>
        </div>
        {consentError ? (
          <p id={`${consentId}-error`} role="alert" className="pl-8 text-sm font-medium text-destructive">
            {consentError}
          </p>
        ) : null}
        <p className="pl-8 text-sm text-muted-foreground">{text.privacy}</p>
      </div>

      <HoneypotField {...form.register("website")} />

      {failure ? (
        <div
          id={failureId}
          role="alert"
          className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <strong className="font-semibold">{text.failureTitle}</strong> {failure}
          </p>
        </div>
      ) : null}

      <div>
        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting}
          aria-describedby={failure ? failureId : undefined}
          className="w-full rounded-full sm:w-auto"
        >
          {isSubmitting ? text.sending : text.submit}
        </Button>
      </div>
    </form>
  );
}

export default HousingContactForm;
