import { InfoIcon } from "lucide-react";
import { useAdminMessages } from "../use-admin-messages";

const SETTING = "SMTP_URL";

/** Said calmly: without SMTP_URL nothing is lost, e-mails wait in the outbox until a server is set. */
export function MailServerNotice() {
  const { t } = useAdminMessages();
  // Each language's sentence names the setting where its grammar puts it; it is shown as code there.
  const [before, after] = t.operations.notifications.noMailServer.split(SETTING);
  return (
    <div className="mb-6 flex max-w-3xl items-start gap-3 rounded-lg border border-border bg-background p-4 text-sm">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p>
        {before}
        <code className="font-mono text-[0.85em]">{SETTING}</code>
        {after}
      </p>
    </div>
  );
}
