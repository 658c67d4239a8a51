import { InfoIcon } from "lucide-react";

/** Said calmly: without SMTP_URL nothing is lost, e-mails wait in the outbox until a server is set. */
export function MailServerNotice() {
  return (
    <div className="mb-6 flex max-w-3xl items-start gap-3 rounded-lg border border-border bg-background p-4 text-sm">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p>
        No mail server is configured (<code className="font-mono text-[0.85em]">SMTP_URL</code>). E-mails wait in the
        outbox and go out once one is.
      </p>
    </div>
  );
}
