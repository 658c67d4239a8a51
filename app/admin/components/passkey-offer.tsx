import { KeyRoundIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { addPasskey, deviceName } from "../passkeys";
import { useAdminAction } from "../use-admin-action";

const DISMISSED_KEY = "admin-passkey-offer-dismissed";

/**
 * Shown while the account has no passkey (after a first sign-in by link): one click
 * adds one, so the next sign-in needs no e-mail. Dismissed for this browser tab's session.
 */
export function PasskeyOffer() {
  const { run, busy } = useAdminAction();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === "1");
  if (dismissed) return null;

  const add = () => run(() => addPasskey(deviceName()), "Passkey added. Next time, sign in with it.");

  function dismiss() {
    sessionStorage.setItem(DISMISSED_KEY, "1");
    setDismissed(true);
  }

  return (
    <section
      aria-labelledby="passkey-offer-title"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-accent p-4 text-accent-foreground"
    >
      <KeyRoundIcon aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="passkey-offer-title" className="font-semibold">
          Add a passkey so you can sign in without e-mail
        </h2>
        <p className="text-sm">
          Your phone or computer keeps it; you unlock it with your fingerprint, face or screen lock.
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Button onClick={add} disabled={busy}>
          {busy ? "Waiting for your device…" : "Add a passkey"}
        </Button>
        <Button variant="ghost" size="icon" onClick={dismiss} aria-label="Not now">
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
