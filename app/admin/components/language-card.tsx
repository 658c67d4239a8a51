import { useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#app/ui/card.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { adminApi } from "../api";
import type { Me } from "../api-types";
import {
  ADMIN_LANGUAGES,
  adminMessages,
  isAdminLanguage,
  LANGUAGE_NAMES,
  loadAdminMessages,
  personLanguage,
  type AdminLanguage,
} from "../messages/index";
import { createDates } from "../format";
import { timeZoneChoices } from "../time-zone-choices";
import { useAdminAction } from "../use-admin-action";
import { useAdminMessages } from "../use-admin-messages";
import { useMe } from "../use-me";
import { NativeSelect } from "./native-select";

/**
 * Account's choice of language and time zone, for the signed-in person only. "Automatic"
 * (null) names what they read meanwhile: their site's language, or English for an
 * operator; and each site's own zone. Each language is offered by its own name, so someone
 * who landed in a language they cannot read still finds theirs. Saving reads the page's
 * data again: every screen then speaks the new language.
 */
export function LanguageCard() {
  const me = useMe();
  const { lang, t } = useAdminMessages();
  const words = t.language;
  const { run, busy } = useAdminAction();
  const [language, setLanguage] = useState<AdminLanguage | null>(me.user.language);
  const [timeZone, setTimeZone] = useState<string | null>(me.user.timeZone);
  const [zones] = useState(() => timeZoneChoices(me.user.timeZone));
  const automatic = personLanguage({ ...me.user, language: null });

  return (
    <Card lang={lang} aria-labelledby="language-title" className="grid gap-4">
      <div>
        <CardTitle id="language-title">{words.title}</CardTitle>
        <CardDescription>{words.description}</CardDescription>
      </div>
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          // The confirmation in the language being chosen: it is what every page reads next, loaded first.
          const chosen = language ?? automatic;
          void loadAdminMessages(chosen).then(() =>
            run(
              () => adminApi.put<Me>("/api/admin/me/preferences", { language, timeZone }),
              adminMessages(chosen).language.saved,
            ),
          );
        }}
      >
        <FormField label={words.label} hint={words.hint}>
          <NativeSelect
            value={language ?? ""}
            onChange={(event) => setLanguage(isAdminLanguage(event.target.value) ? event.target.value : null)}
          >
            <option value="">{words.automatic(LANGUAGE_NAMES[automatic])}</option>
            {ADMIN_LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={words.timeZoneLabel}
          hint={
            timeZone
              ? words.now(createDates(language ?? automatic, timeZone).full(new Date().toISOString()))
              : words.timeZoneHint
          }
        >
          <NativeSelect value={timeZone ?? ""} onChange={(event) => setTimeZone(event.target.value || null)}>
            <option value="">{words.timeZoneAutomatic}</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? words.saving : words.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
