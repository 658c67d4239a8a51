import {
  BellIcon,
  FileClockIcon,
  GlobeIcon,
  InboxIcon,
  PencilLineIcon,
  MailWarningIcon,
  NotebookPenIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  UserRoundIcon,
  UsersIcon,
} from "lucide-react";
import type * as React from "react";
import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/utils.ts";
import type { Me } from "../api-types";
import { siteName } from "../format";
import { useAdminMessages } from "../use-admin-messages";

const itemClass =
  "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground transition-colors hover:bg-accent";
const activeClass = "bg-accent text-accent-foreground font-semibold";

function Count({ value, label }: { value: number; label: string }) {
  if (value <= 0) return null;
  return (
    <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums">
      {value}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

// A Link that knows it is current, rather than react-router's NavLink: NavLink would add its
// code to the router chunk every public page loads (measured +0.5 KB with Form, docs/decisions/0004).
function Item({
  to,
  icon,
  children,
  count,
  countLabel,
  end,
  onNavigate,
}: {
  to: string;
  icon: React.ReactNode;
  children: React.ReactNode;
  count?: number;
  countLabel?: string;
  end?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const isActive = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <li>
      <Link
        to={to}
        onClick={onNavigate}
        aria-current={isActive ? "page" : undefined}
        className={cn(itemClass, isActive && activeClass)}
      >
        <span aria-hidden="true" className="text-muted-foreground [&_svg]:size-4">
          {icon}
        </span>
        {children}
        <Count value={count ?? 0} label={countLabel ?? ""} />
      </Link>
    </li>
  );
}

/**
 * The back office's navigation: the inbox with its count of new submissions per site,
 * spam, the sites' content, notifications, privacy, the account, and for operators failed deliveries, the
 * businesses' domains, users, notes and the audit log.
 */
export function AdminNav({ me, onNavigate }: { me: Me; onNavigate?: () => void }) {
  const location = useLocation();
  const activeSite = location.pathname === "/admin" ? new URLSearchParams(location.search).get("site") : null;
  const totalNew = Object.values(me.newCounts).reduce((sum, count) => sum + (count ?? 0), 0);
  const operator = me.user.role === "operator";
  const { lang, t } = useAdminMessages();
  const pages = t.shell.pages;
  const words = t.account.shell;
  return (
    <nav aria-label={t.shell.productName} lang={lang}>
      <ul className="grid gap-0.5">
        <Item to="/admin" end icon={<InboxIcon />} count={totalNew} countLabel={words.newCount} onNavigate={onNavigate}>
          {pages.inbox}
        </Item>
        {me.user.sites.length > 1 ? (
          <li>
            <ul className="mt-0.5 mb-1 ml-6 grid gap-0.5 border-l border-border pl-2" aria-label={words.newPerSite}>
              {me.user.sites.map((site) => (
                <li key={site}>
                  <Link
                    to={`/admin?site=${site}`}
                    onClick={onNavigate}
                    aria-current={activeSite === site ? "page" : undefined}
                    className={cn(itemClass, "min-h-9 py-1.5 font-normal", activeSite === site && activeClass)}
                  >
                    {siteName(site)}
                    <Count value={me.newCounts[site] ?? 0} label={words.newCount} />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        <Item
          to="/admin/spam"
          icon={<ShieldAlertIcon />}
          count={me.spamCount}
          countLabel={words.inSpam}
          onNavigate={onNavigate}
        >
          {pages.spam}
        </Item>
        <Item to="/admin/content" icon={<PencilLineIcon />} onNavigate={onNavigate}>
          {pages.content}
        </Item>
        <Item to="/admin/notifications" icon={<BellIcon />} onNavigate={onNavigate}>
          {pages.notifications}
        </Item>
        <Item to="/admin/privacy" icon={<ShieldCheckIcon />} onNavigate={onNavigate}>
          {pages.privacy}
        </Item>
        {operator ? (
          <>
            <Item to="/admin/deliveries" icon={<MailWarningIcon />} onNavigate={onNavigate}>
              {pages.deliveries}
            </Item>
            <Item to="/admin/domains" icon={<GlobeIcon />} onNavigate={onNavigate}>
              {pages.domains}
            </Item>
            <Item to="/admin/users" icon={<UsersIcon />} onNavigate={onNavigate}>
              {pages.users}
            </Item>
            <Item to="/admin/notes" icon={<NotebookPenIcon />} onNavigate={onNavigate}>
              {pages.notes}
            </Item>
            <Item to="/admin/audit" icon={<FileClockIcon />} onNavigate={onNavigate}>
              {pages.audit}
            </Item>
          </>
        ) : null}
        <Item to="/admin/account" icon={<UserRoundIcon />} onNavigate={onNavigate}>
          {pages.account}
        </Item>
      </ul>
    </nav>
  );
}
