import { Badge } from "#app/ui/badge.tsx";
import type { SubmissionStatus } from "../api-types";
import { useAdminMessages } from "../use-admin-messages";

/** A submission's status in words (and spam, which is its own folder). */
export function StatusBadge({ status, spam = false }: { status: SubmissionStatus; spam?: boolean }) {
  const { t } = useAdminMessages();
  if (spam) return <Badge variant="destructive">{t.inbox.spam}</Badge>;
  const variant = status === "new" ? "default" : status === "answered" ? "secondary" : "outline";
  return <Badge variant={variant}>{t.inbox.statuses[status]}</Badge>;
}
