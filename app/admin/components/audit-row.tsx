import type { AuditItem } from "../api-types";
import { describeAudit } from "../audit-description";
import { useAdminMessages } from "../use-admin-messages";
import { useDates } from "../use-dates";

function detailText(value: unknown): string {
  if (Array.isArray(value)) return value.join(", ");
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * One audit record: when, what was done in words, by whom; the recorded kind, ids and
 * details as they are stored behind a disclosure (for an operator matching it with the logs).
 */
export function AuditRow({ item }: { item: AuditItem }) {
  const { t } = useAdminMessages();
  const dates = useDates();
  const details = Object.entries(item.details);
  // A failed sign-in is not something the account did: someone tried to sign in to it.
  const who = item.action === "sign_in_failed" ? null : item.actor ? t.audit.by(item.actor) : t.audit.bySystem;
  return (
    <li className="grid gap-1 rounded-lg border border-border bg-background p-4 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-4">
      <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
        {dates.full(item.createdAt)}
      </time>
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="font-semibold break-words">{describeAudit(item, t)}</p>
        {who ? <p className="break-words text-muted-foreground">{who}</p> : null}
        <details className="text-muted-foreground">
          <summary className="w-fit cursor-pointer rounded-sm text-xs underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none">
            {t.audit.recorded}
          </summary>
          <dl lang="en" className="mt-1 grid gap-x-3 gap-y-0.5 font-mono text-xs sm:grid-cols-[auto_minmax(0,1fr)]">
            {[["action", item.action] as const, ["id", item.id] as const, ...details].map(([key, value]) => (
              <div key={key} className="contents">
                <dt>{key}</dt>
                <dd className="break-words text-foreground">{detailText(value)}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
    </li>
  );
}
