import { useId, useState } from "react";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Switch } from "#app/ui/switch.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { toast } from "#app/ui/toast.tsx";
import { siteInfo } from "#app/sites/registry.ts";
import { adminApi, ApiRequestError, errorMessage, leaveIfSignedOut } from "../api";
import type { ConfirmationSetting } from "../api-types";
import { siteName } from "../format";
import { useAdminMessages } from "../use-admin-messages";

/**
 * The e-mail one form's visitors get after sending it: on or off, its subject and text.
 * Nothing is saved until Save, and a refused save keeps every word typed, with the
 * server's reason under the field it is about.
 */
export function ConfirmationEditor({ setting, title }: { setting: ConfirmationSetting; title: string }) {
  const [saved, setSaved] = useState(setting);
  const [enabled, setEnabled] = useState(setting.enabled);
  const [subject, setSubject] = useState(setting.subject);
  const [body, setBody] = useState(setting.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const switchId = useId();
  const { t, lang } = useAdminMessages();
  const words = t.operations.confirmation;
  const { site, form } = setting;
  const changed = enabled !== saved.enabled || subject !== saved.subject || body !== saved.body;
  const isDefaultText = subject === saved.defaultSubject && body === saved.defaultBody;
  const showWording = enabled || errors.subject !== undefined || errors.body !== undefined;
  // The wording goes to visitors in the site's language (spell-checked in it), named here in the person's: "Dutch", "neerlandés".
  const siteLanguage = siteInfo(site).language;
  const language = new Intl.DisplayNames(lang, { type: "language" }).of(siteLanguage) ?? siteLanguage;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await adminApi.post<ConfirmationSetting>("/api/admin/notifications/confirmations", {
        site,
        form,
        enabled,
        subject,
        body,
      });
      setSaved(result);
      setEnabled(result.enabled);
      setSubject(result.subject);
      setBody(result.body);
      setErrors({});
      void toast.success(result.enabled ? words.savedOn(siteName(site)) : words.savedOff);
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else void toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={save}
      aria-label={words.formLabel(siteName(site), title)}
      className="grid gap-4 py-4 first:pt-0 last:pb-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h4 className="flex items-center gap-2 text-sm font-semibold">
            {title}
            <Badge variant={saved.enabled ? "default" : "outline"}>{saved.enabled ? words.on : words.off}</Badge>
          </h4>
          {/* Always in the page, so the change is announced when it appears. */}
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {changed ? words.notSaved : ""}
          </p>
        </div>
        <div className="flex items-center gap-2.5">
          <Switch
            id={switchId}
            checked={enabled}
            onCheckedChange={setEnabled}
            aria-describedby={errors.enabled ? `${switchId}-error` : undefined}
          />
          <Label htmlFor={switchId} className="font-normal">
            {words.switchLabel}
          </Label>
        </div>
        {errors.enabled ? (
          <p id={`${switchId}-error`} role="alert" className="basis-full text-sm font-medium text-destructive">
            {errors.enabled}
          </p>
        ) : null}
      </div>
      {/* The wording shows while the switch is on (a page of six forms stays short), or while the server refuses it. Switched off, what was typed is kept. */}
      {showWording ? (
        <>
          <FormField label={words.subject} error={errors.subject}>
            <Input lang={siteLanguage} value={subject} onChange={(event) => setSubject(event.target.value)} />
          </FormField>
          <FormField label={words.text} error={errors.body} hint={words.textHint(language)}>
            <Textarea lang={siteLanguage} rows={7} value={body} onChange={(event) => setBody(event.target.value)} />
          </FormField>
        </>
      ) : null}
      {/* Saving is for a change; a form left off needs no button. */}
      {showWording || changed ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? words.saving : words.save}
          </Button>
          {showWording ? (
            <Button
              type="button"
              variant="outline"
              disabled={isDefaultText}
              onClick={() => {
                setSubject(saved.defaultSubject);
                setBody(saved.defaultBody);
              }}
            >
              {words.useDefault}
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
