import { KeyRoundIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { addPasskey, deviceName } from "../passkeys";
import { useAdminAction } from "../use-admin-action";
import { useAdminMessages } from "../use-admin-messages";

const DISMISSED_KEY = "admin-passkey-offer-dismissed";

/**
 * Shown while the account has no passkey (after a first sign-in by link): one click
 * adds one, so the next sign-in needs no e-mail. Dismissed for this browser tab's session.
 */
export function PasskeyOffer() {
  const { run, busy } = useAdminAction();
  const { lang, t: words } = useAdminMessages();
  const t = words.account.passkeys;
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === "1");
  if (dismissed) return null;

  const add = () => run(() => addPasskey(deviceName(words)), t.offerAdded);

  function dismiss() {
    sessionStorage.setItem(DISMISSED_KEY, "1");
    setDismissed(true);
  }

  return (
    <section
      aria-labelledby="passkey-offer-title"
      lang={lang}
      className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-accent p-4 text-accent-foreground"
    >
      <KeyRoundIcon aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="passkey-offer-title" className="font-semibold">
          {t.offerTitle}
        </h2>
        <p className="text-sm">{t.offerBody}</p>
      </div>
      <div className="flex items-center gap-2">
        <Button onClick={add} disabled={busy}>
          {busy ? t.waiting : t.add}
        </Button>
        <Button variant="ghost" size="icon" onClick={dismiss} aria-label={t.notNow}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
