import { MailIcon } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { toast } from "#app/ui/toast.tsx";
import { adminApi, errorMessage, leaveIfSignedOut } from "../api";
import type { InviteResult, UserItem } from "../api-types";
import { useAdminMessages } from "../use-admin-messages";

/**
 * "Resend invitation" for an account never signed in: a new link, the earlier ones no
 * longer work. E-mailed when a mail server is set up; otherwise `onLink` shows it for the
 * operator to pass on.
 */
export function ResendInvitationButton({ user, onLink }: { user: UserItem; onLink: (result: InviteResult) => void }) {
  const { t } = useAdminMessages();
  const words = t.members;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      const result = await adminApi.post<InviteResult>(`/api/admin/users/${encodeURIComponent(user.id)}/invitation`);
      if (result.emailed) void toast.success(words.resent(user.email));
      else onLink(result);
      await revalidator.revalidate();
    } catch (error) {
      if (!leaveIfSignedOut(error)) void toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={resend} disabled={busy} aria-label={words.resendLabel(user.email)}>
      <MailIcon aria-hidden="true" />
      {busy ? words.resending : words.resend}
    </Button>
  );
}
