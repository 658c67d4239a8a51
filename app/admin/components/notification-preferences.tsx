import type { SiteKey } from "#app/sites/registry.ts";
import type { NotificationPreference } from "../api-types";
import { NotificationModeChoice } from "./notification-mode-choice";
import { SiteCard } from "./site-card";

/** The user's own e-mails: one card per site, one choice per form. */
export function NotificationPreferences({
  sites,
  preferences,
}: {
  sites: SiteKey[];
  preferences: NotificationPreference[];
}) {
  return (
    <div className="grid gap-4">
      {sites.map((site) => (
        <SiteCard key={site} site={site} idPrefix="emails">
          {preferences
            .filter((preference) => preference.site === site)
            .map((preference) => (
              <NotificationModeChoice key={preference.form} preference={preference} />
            ))}
        </SiteCard>
      ))}
    </div>
  );
}
