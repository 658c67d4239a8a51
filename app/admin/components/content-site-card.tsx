import { ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { homePath, type SiteKey } from "#app/sites/registry.ts";
import { LIST_SECTIONS } from "../content-sites";
import { siteName } from "../format";
import { fieldLabel } from "../content-labels";
import { useAdminMessages } from "../use-admin-messages";

/** One site on the content page: what can be edited there, the whole card a link to its editor. */
export function ContentSiteCard({ site, editable }: { site: SiteKey; editable: boolean }) {
  const { t, lang } = useAdminMessages();
  const sections = [
    t.content.editor.details,
    ...(LIST_SECTIONS[site] ?? []).map((section) => fieldLabel(lang, site, [section.key])),
    t.content.history.title,
  ];
  const body = (
    <>
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold tracking-tight">
          {editable ? (
            <Link
              to={`/admin/content/${site}`}
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
            >
              {siteName(site)}
            </Link>
          ) : (
            siteName(site)
          )}
        </h2>
        <p className="mt-0.5 text-sm text-muted-foreground">{homePath(site)}</p>
        <p className="mt-3 text-sm">{editable ? sections.join(" · ") : t.content.page.notEditable}</p>
      </div>
      {editable ? <ChevronRightIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" /> : null}
    </>
  );
  return (
    <li className="relative flex items-center gap-4 rounded-lg border border-border bg-background p-4 shadow-xs transition-colors has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:bg-accent/40 sm:p-5">
      {body}
    </li>
  );
}
