import { useId, useRef, useState } from "react";
import { toast } from "#app/ui/toast.tsx";
import { adminApi, errorMessage, leaveIfSignedOut } from "../api";
import { NOTIFICATION_MODES } from "../api-enums";
import type { NotificationMode, NotificationPreference } from "../api-types";
import { siteName } from "../format";
import { useAdminMessages } from "../use-admin-messages";

/**
 * How the signed-in user hears of one form: Instant, Daily digest or Off, as radio buttons
 * (arrow keys move between them) that save on change. The choice shows at once; a failed
 * save puts the previous one back. Only the latest of quick successive changes counts.
 */
export function NotificationModeChoice({ preference }: { preference: NotificationPreference }) {
  const [current, setCurrent] = useState(preference);
  const latest = useRef(0);
  const labelId = useId();
  const { t } = useAdminMessages();
  const words = t.operations.modes;
  const name = t.inbox.forms[preference.form];
  const { site, form } = preference;
  const where = `${siteName(site)}, ${name.toLowerCase()}`;

  async function choose(mode: NotificationMode) {
    const previous = current;
    const request = ++latest.current;
    setCurrent({ ...current, mode, isDefault: false });
    try {
      const saved = await adminApi.post<NotificationPreference>("/api/admin/notifications/preferences", {
        site,
        form,
        mode,
      });
      if (request !== latest.current) return;
      setCurrent(saved);
      void toast.success(words.saved(where, saved.mode));
    } catch (error) {
      if (leaveIfSignedOut(error) || request !== latest.current) return;
      setCurrent(previous);
      void toast.error(errorMessage(error));
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <p id={labelId} className="text-sm font-medium">
        <span className="sr-only">{siteName(site)}: </span>
        {name}
        {current.isDefault ? <span className="font-normal text-muted-foreground"> {words.isDefault}</span> : null}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="inline-flex rounded-md border border-input bg-background p-0.5"
      >
        {NOTIFICATION_MODES.map((mode) => (
          <label
            key={mode}
            className="relative inline-flex min-h-9 cursor-pointer items-center rounded-[5px] px-3 text-sm font-medium text-foreground transition-colors not-has-checked:hover:bg-accent has-checked:bg-primary has-checked:text-primary-foreground"
          >
            {/* The radio itself covers its segment: clicks and the focus ring are its own. */}
            <input
              type="radio"
              name={`mode-${site}-${form}`}
              value={mode}
              checked={current.mode === mode}
              onChange={() => choose(mode)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-[5px]"
            />
            {words.labels[mode]}
          </label>
        ))}
      </div>
    </div>
  );
}
