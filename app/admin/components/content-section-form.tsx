import { zodResolver } from "@hookform/resolvers/zod";
import { CheckIcon, ExternalLinkIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, type FieldValues, type Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import { Button } from "#app/ui/button.tsx";
import { toast } from "#app/ui/toast.tsx";
import { homePath, type SiteKey } from "#app/sites/registry.ts";
import { adminApi, ApiRequestError, errorMessage, leaveIfSignedOut } from "../api";
import type { SiteContentSaved, SiteContentState } from "../api-types";
import type { FieldNode } from "../content-schema-walk";
import { contentErrors, contentMessage } from "../content-errors";
import { summarizeChanges } from "../content-summary";
import type { AdminLanguage } from "../messages/index";
import { ContentConflictNotice } from "./content-conflict-notice";
import { focusFirstError } from "../focus-first-error";
import { useAdminMessages } from "../use-admin-messages";
import { useDates } from "../use-dates";

type Doc = Record<string, unknown>;

export interface SectionSpec {
  id: string;
  title: string;
  /** The document's keys this section edits; the rest is sent as it is live. */
  keys: string[];
  fields: FieldNode[];
}

const pick = (doc: Doc, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, doc[key]]));

/** The schema's check, its messages in the person's language (the schemas write English). */
function inLanguage(language: AdminLanguage, resolver: Resolver<FieldValues>): Resolver<FieldValues> {
  return async (...args) => {
    const result = await resolver(...args);
    return Object.keys(result.errors).length === 0
      ? result
      : { values: {}, errors: contentErrors(language, result.errors) };
  };
}

/**
 * One section of a site's editor as a form of its own: checked in the browser with the
 * schema the server uses, then sent as the whole live document with this section
 * replaced, so saving the testimonials never touches the details. A refused save keeps
 * everything typed: field errors go under their fields, a conflict says so and waits.
 */
export function ContentSectionForm({
  site,
  schema,
  section,
  live,
  refresh,
  onDirtyChange,
  children,
}: {
  site: SiteKey;
  schema: $ZodType;
  section: SectionSpec;
  live: SiteContentState;
  refresh: () => Promise<SiteContentState>;
  onDirtyChange: (sectionId: string, dirty: boolean) => void;
  children: React.ReactNode;
}) {
  const { t, lang } = useAdminMessages();
  const words = t.content.form;
  const dates = useDates();
  const resolver = useMemo(
    () => inLanguage(lang, zodResolver(schema as never) as unknown as Resolver<FieldValues>),
    [lang, schema],
  );
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: live.content,
    shouldFocusError: false,
  });
  const element = useRef<HTMLFormElement>(null);
  const [conflict, setConflict] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const { isDirty, isSubmitting, errors, isSubmitted } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  const pagePath = homePath(site);

  useEffect(() => onDirtyChange(section.id, isDirty), [isDirty, onDirtyChange, section.id]);

  async function save(values: Doc) {
    setOtherErrors([]);
    const before = pick(live.content, section.keys);
    const after = pick(values, section.keys);
    if (JSON.stringify(before) === JSON.stringify(after)) {
      void toast.message(words.nothingToSave);
      return;
    }
    const summary = summarizeChanges(lang, section.fields, before, after);
    try {
      await adminApi.post<SiteContentSaved>(`/api/admin/content/${site}`, {
        baseVersion: live.version,
        content: { ...live.content, ...after },
        summary,
      });
    } catch (error) {
      showSaveError(error);
      return;
    }
    setConflict(false);
    // Today's time on the reader's clock ("14:05"), as the back office writes times.
    setSavedAt(dates.short(new Date().toISOString()));
    // Saved, whatever happens next: a failed reload must not read as a failed save (saving again would be a 409).
    try {
      const fresh = await refresh();
      form.reset(fresh.content);
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      void toast.error(words.savedNotReloaded);
      return;
    }
    void toast.success(words.saved, {
      description: (
        <span>
          {summary}.{" "}
          <a href={pagePath} target="_blank" rel="noopener" className="font-medium underline underline-offset-4">
            {t.content.editor.viewPage}
          </a>
        </span>
      ),
    });
  }

  function showSaveError(error: unknown) {
    if (leaveIfSignedOut(error)) return;
    if (error instanceof ApiRequestError && error.status === 409) {
      setConflict(true);
      return;
    }
    if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
      const elsewhere: string[] = [];
      for (const [key, english] of Object.entries(error.fields)) {
        const message = contentMessage(lang, english);
        const path = key.replace(/^content\./, "");
        if (section.keys.some((sectionKey) => path === sectionKey || path.startsWith(`${sectionKey}.`)))
          form.setError(path, { type: "server", message });
        else elsewhere.push(message);
      }
      setOtherErrors(elsewhere);
      focusFirstError(element.current);
      return;
    }
    void toast.error(errorMessage(error));
  }

  async function loadLatest() {
    const fresh = await refresh();
    form.reset(fresh.content);
    setConflict(false);
    setOtherErrors([]);
  }

  return (
    <FormProvider {...form}>
      <form
        ref={element}
        noValidate
        aria-label={section.title}
        onSubmit={(event) => form.handleSubmit(save, () => focusFirstError(element.current))(event)}
        className="grid gap-6"
      >
        {conflict ? <ContentConflictNotice onReload={loadLatest} /> : null}
        {children}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-background px-4 py-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? words.saving : words.save(section.title)}
          </Button>
          {isDirty ? (
            <Button type="button" variant="ghost" disabled={isSubmitting} onClick={() => form.reset(live.content)}>
              {words.discard}
            </Button>
          ) : null}
          <div aria-live="polite" className="min-w-0 flex-1 basis-48 text-sm">
            {hasErrors && isSubmitted ? (
              <p className="font-medium text-destructive">{words.needsFix}</p>
            ) : isDirty ? (
              <p className="text-muted-foreground">{words.notSaved}</p>
            ) : savedAt ? (
              <p className="flex flex-wrap items-center gap-1 text-muted-foreground">
                <CheckIcon aria-hidden="true" className="size-4 text-primary" />
                {words.savedAt(savedAt)}
                <a
                  href={pagePath}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t.content.editor.viewPage}
                  <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t.content.editor.newTab}</span>
                </a>
              </p>
            ) : null}
          </div>
        </div>
        {otherErrors.length > 0 ? (
          <div role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
            {otherErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
      </form>
    </FormProvider>
  );
}
