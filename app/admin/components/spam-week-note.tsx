import { ShieldAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { useAdminMessages } from "../use-admin-messages";
import { useMe } from "../use-me";

/**
 * "12 submissions went to spam this week", over the reader's sites (Me.spamThisWeek: what the
 * server caught, never what a person marked): a visitor whose browser failed the automatic
 * checks lands in spam, and is found here. In the inbox it links to the spam folder; nothing
 * when none went there.
 */
export function SpamWeekNote({ folder }: { folder: "inbox" | "spam" }) {
  const { spamThisWeek } = useMe();
  const { lang, t } = useAdminMessages();
  if (spamThisWeek <= 0) return null;
  return (
    <p lang={lang} className="mb-4 flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
      <ShieldAlertIcon aria-hidden="true" className="size-4 shrink-0" />
      {t.spamWeek.line(spamThisWeek)}
      {folder === "inbox" ? (
        <Link to="/admin/spam" className="font-medium text-primary underline underline-offset-4">
          {t.spamWeek.check}
        </Link>
      ) : null}
    </p>
  );
}
