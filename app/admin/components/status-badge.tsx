import { Badge } from "#app/ui/badge.tsx";
import type { SubmissionStatus } from "../api-types";

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: "New",
  read: "Read",
  answered: "Answered",
  archived: "Archived",
};

/** A submission's status in words (and spam, which is its own folder). */
export function StatusBadge({ status, spam = false }: { status: SubmissionStatus; spam?: boolean }) {
  if (spam) return <Badge variant="destructive">Spam</Badge>;
  if (status === "new") return <Badge>New</Badge>;
  return <Badge variant={status === "answered" ? "secondary" : "outline"}>{STATUS_LABELS[status]}</Badge>;
}
