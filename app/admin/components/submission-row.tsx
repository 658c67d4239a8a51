import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import type { SubmissionListItem } from "../api-types";
import { siteName } from "../format";
import { useAdminMessages } from "../use-admin-messages";
import { StatusBadge } from "./status-badge";
import { useDates } from "../use-dates";

/** Who sent it, as the list shows it: name, else e-mail, else phone, else `unknown` (the catalogue's "Unknown sender"). */
export function senderOf(item: Pick<SubmissionListItem, "name" | "email" | "phone">, unknown: string): string {
  return item.name || item.email || item.phone || unknown;
}

/**
 * One submission in the inbox: a checkbox to select it (Shift-click selects the range from
 * the last one clicked) and a single link (Tab, Enter, or j/k between rows), a row on wide
 * screens and a card on phones. A new one is bold and says "New" in words.
 */
export function SubmissionRow({
  item,
  from,
  selected,
  onSelect,
}: {
  item: SubmissionListItem;
  from: string;
  selected: boolean;
  /** `range`: Shift was held. */
  onSelect: (range: boolean) => void;
}) {
  const isNew = item.status === "new" && !item.spam;
  const { lang, t } = useAdminMessages();
  const sender = senderOf(item, t.inbox.unknownSender);
  const dates = useDates();
  // Why the server caught it (none for what a person marked): owners see at a glance which could be a real visitor.
  const reason = item.spam && item.spamReason ? t.spamWeek.reasons[item.spamReason] : null;
  return (
    <li
      data-row-id={item.id}
      className={cn(
        "flex rounded-lg border border-border bg-background transition-colors hover:border-primary/40 hover:bg-accent/40 md:rounded-none md:border-0 md:border-b",
        isNew && "md:border-l-4 md:border-l-primary",
        selected && "bg-accent/60",
      )}
    >
      <label
        className={cn(
          "flex shrink-0 cursor-pointer items-start py-4 pr-1 pl-4 md:items-center md:py-3",
          isNew && "md:pl-3",
        )}
      >
        <input
          type="checkbox"
          className="size-5 cursor-pointer accent-primary"
          checked={selected}
          aria-label={t.bulk.selectRow(sender)}
          lang={lang}
          // React reads a checkbox's change from its click event, which says whether Shift was held.
          onChange={(event) => onSelect((event.nativeEvent as MouseEvent).shiftKey === true)}
        />
      </label>
      <Link
        to={`/admin/submissions/${item.id}`}
        state={{ from }}
        data-row-link=""
        className="group grid min-w-0 flex-1 gap-1 rounded-lg p-4 pl-3 md:grid-cols-[9rem_minmax(0,14rem)_minmax(0,1fr)_6rem] md:items-center md:gap-4 md:rounded-none md:py-3 md:pr-4 md:pl-3"
      >
        <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground md:flex-col md:items-start md:gap-0.5">
          <span className="font-medium text-foreground">{siteName(item.site)}</span>
          <span aria-hidden="true" className="md:hidden">
            ·
          </span>
          <span>{t.inbox.forms[item.form]}</span>
          {reason ? (
            <>
              <span aria-hidden="true" className="md:hidden">
                ·
              </span>
              <span lang={lang}>{reason}</span>
            </>
          ) : null}
        </span>
        <span className="flex min-w-0 items-center gap-2">
          <StatusBadge status={item.status} spam={item.spam} />
          <span
            className={cn(
              "truncate text-[0.95rem]",
              isNew ? "font-bold text-foreground" : "font-medium text-foreground",
            )}
          >
            {sender}
          </span>
        </span>
        <span
          className={cn(
            "line-clamp-2 text-sm md:line-clamp-1",
            isNew ? "font-semibold text-foreground" : "text-muted-foreground",
          )}
        >
          {item.preview || (item.email ?? item.phone ?? "")}
        </span>
        <time
          dateTime={item.createdAt}
          title={dates.full(item.createdAt, item.site)}
          className="text-xs text-muted-foreground md:text-right"
        >
          {dates.relative(item.createdAt, item.site)}
        </time>
      </Link>
    </li>
  );
}
