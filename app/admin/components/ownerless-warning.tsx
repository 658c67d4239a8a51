import { UserRoundXIcon } from "lucide-react";
import { Link } from "react-router";
import type { SiteKey } from "#app/sites/registry.ts";
import { siteName } from "../format";
import { useAdminMessages } from "../use-admin-messages";

/**
 * The sites with no owner who accepted an invitation: their notifications go to the
 * operators (server/notifications/recipients.ts). On the Users and Notifications pages.
 */
export function OwnerlessWarning({ sites, linkToUsers }: { sites: readonly SiteKey[]; linkToUsers: boolean }) {
  const { t, lang } = useAdminMessages();
  if (sites.length === 0) return null;
  return (
    <div
      role="note"
      lang={lang}
      className="mb-6 flex max-w-3xl items-start gap-3 rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <UserRoundXIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p>{t.ownerless.warning(new Intl.ListFormat(lang).format(sites.map(siteName)), sites.length)}</p>
        {/* Only operators can invite, and on the Users page the invitation form is right below. */}
        {linkToUsers ? (
          <p>
            <Link to="/admin/users" className="font-medium underline underline-offset-4">
              {t.ownerless.invite}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
