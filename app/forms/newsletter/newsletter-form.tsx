import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ApiRequestError, postJson } from "#app/lib/api-client.ts";
import { useFormGuard } from "#app/lib/form-guard.ts";
import { HoneypotField } from "#app/lib/honeypot.tsx";
import { cn } from "#app/lib/utils.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { toast } from "#app/ui/toast.tsx";
import { newsletterMessages, newsletterSchema, type NewsletterInput, type NewsletterSite } from "./schema";

const copy = {
  en: {
    label: "Email address",
    placeholder: "you@example.com",
    submit: "Subscribe",
    sending: "Subscribing...",
    success: "You're subscribed. Thanks for staying connected!",
    failure: "We couldn't subscribe you. Please try again.",
  },
  no: {
    label: "E-postadresse",
    placeholder: "deg@eksempel.no",
    submit: "Abonner",
    sending: "Abonnerer...",
    success: "Du er påmeldt. Takk for at du følger oss!",
    failure: "Vi kunne ikke melde deg på. Prøv igjen.",
  },
} as const;

interface NewsletterFormProps {
  site: NewsletterSite;
  language?: keyof typeof copy;
  className?: string;
  /** Classes for the input, to fit the site's palette. */
  inputClassName?: string;
  buttonClassName?: string;
}

/**
 * The newsletter signup, stored through POST /api/newsletter. The address is cleared
 * only after the server stored it; on failure it stays and the reason is shown.
 * This is the reference for every form: one zod/mini schema shared with the server,
 * react-hook-form, server field errors shown under the field, a toast for the outcome.
 */
export function NewsletterForm({
  site,
  language = "en",
  className,
  inputClassName,
  buttonClassName,
}: NewsletterFormProps) {
  const text = copy[language];
  const form = useForm<NewsletterInput>({
    resolver: zodResolver(newsletterSchema(newsletterMessages[language])),
    defaultValues: { email: "", site, website: "" },
  });
  const error = form.formState.errors.email?.message;
  const guard = useFormGuard();

  async function onSubmit(values: NewsletterInput) {
    try {
      await postJson("/api/newsletter", { ...values, ...(await guard.take()) });
      guard.sent();
      form.reset({ email: "", site, website: "" });
      void toast.success(text.success);
    } catch (cause) {
      const fieldError = cause instanceof ApiRequestError ? cause.fields.email : undefined;
      if (fieldError) form.setError("email", { message: newsletterMessages[language].email });
      void toast.error(text.failure);
    }
  }

  const errorId = `newsletter-${site}-error`;
  return (
    <form
      noValidate
      onFocus={guard.onFocus}
      onSubmit={form.handleSubmit(onSubmit)}
      className={cn("grid gap-2", className)}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`newsletter-${site}-email`} className="sr-only">
          {text.label}
        </label>
        <Input
          id={`newsletter-${site}-email`}
          type="email"
          required
          autoComplete="email"
          placeholder={text.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClassName}
          {...form.register("email")}
        />
        <HoneypotField {...form.register("website")} />
        <Button type="submit" disabled={form.formState.isSubmitting} className={buttonClassName}>
          {form.formState.isSubmitting ? text.sending : text.submit}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium">
          {error}
        </p>
      ) : null}
    </form>
  );
}
