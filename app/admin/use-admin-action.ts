import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "#app/ui/toast.tsx";
import { errorMessage, leaveIfSignedOut } from "./api";
import { isPasskeyCancelled, passkeyErrorWords } from "./passkeys";
import { useShellMessages } from "./use-admin-messages";

/**
 * Runs a back-office action the one way every page does: `busy` while it runs, a toast
 * saying what happened, the page's data (and the navigation's counts) read again. A lost
 * session goes to sign-in; a passkey prompt the person closed is said calmly, not as an
 * error. `run` answers whether the action succeeded.
 */
export function useAdminAction() {
  const revalidator = useRevalidator();
  const { t } = useShellMessages();
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<unknown>, success: string): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      void toast.success(success);
      await revalidator.revalidate();
      return true;
    } catch (error) {
      if (leaveIfSignedOut(error)) return false;
      if (isPasskeyCancelled(error)) void toast.message(t.account.passkeys.notAdded);
      else void toast.error(passkeyErrorWords(error, t) ?? errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}
