import { FilterIcon, SearchIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import type { SiteKey } from "#app/sites/registry.ts";
import { STATUSES } from "../api-enums";
import { formOptionsFor } from "../form-options";
import { siteName } from "../format";
import { hasFilters, type InboxFilters } from "../inbox-query";
import { useAdminMessages } from "../use-admin-messages";
import { NativeSelect } from "./native-select";

/**
 * The inbox's search box and filters: a GET form, so they land in the URL (and Back,
 * reload and a shared link keep them). Only the user's own sites and their forms are offered. Once the
 * page is hydrated it navigates in the app, leaving out empty fields; a plain <form>
 * rather than react-router's <Form>, whose code would join the router chunk every
 * public page loads (docs/decisions/0004).
 */
export function InboxFilterForm({
  action,
  filters,
  sites,
  showStatus,
}: {
  action: string;
  filters: InboxFilters;
  sites: readonly SiteKey[];
  showStatus: boolean;
}) {
  const { t } = useAdminMessages();
  const words = t.inbox.filters;
  const active = hasFilters({ ...filters, q: undefined });
  const navigate = useNavigate();
  const search = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === "string" && value !== "") params.append(name, value);
    const query = params.toString();
    void navigate(query ? `${action}?${query}` : action);
  };
  return (
    <form
      method="get"
      action={action}
      onSubmit={search}
      className="mb-4 grid gap-3"
      role="search"
      aria-label={words.label}
    >
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Label htmlFor="inbox-q" className="sr-only">
            {words.searchLabel}
          </Label>
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder={words.searchPlaceholder}
            className="h-10 pl-9 text-sm"
          />
        </div>
        <Button type="submit">{words.search}</Button>
      </div>
      <details open={active} className="group rounded-lg border border-border bg-background">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <FilterIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          {words.title}
          {active ? <span className="text-muted-foreground">{words.on}</span> : null}
        </summary>
        <div className="grid grid-cols-2 gap-3 border-t border-border p-4 md:grid-cols-5">
          {sites.length > 1 ? (
            <div className="grid gap-1.5">
              <Label htmlFor="filter-site">{words.site}</Label>
              <NativeSelect id="filter-site" name="site" defaultValue={filters.site ?? ""}>
                <option value="">{words.allSites}</option>
                {sites.map((site) => (
                  <option key={site} value={site}>
                    {siteName(site)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor="filter-form">{words.form}</Label>
            <NativeSelect id="filter-form" name="form" defaultValue={filters.form ?? ""}>
              <option value="">{words.allForms}</option>
              {formOptionsFor(sites, t.inbox.forms).map(({ form, label }) => (
                <option key={form} value={form}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {showStatus ? (
            <div className="grid gap-1.5">
              <Label htmlFor="filter-status">{words.status}</Label>
              <NativeSelect id="filter-status" name="status" defaultValue={filters.status ?? ""}>
                <option value="">{words.anyStatus}</option>
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t.inbox.statuses[status]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor="filter-from">{words.from}</Label>
            <Input
              id="filter-from"
              name="from"
              type="date"
              defaultValue={filters.from ?? ""}
              className="h-10 text-sm"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="filter-to">{words.to}</Label>
            <Input id="filter-to" name="to" type="date" defaultValue={filters.to ?? ""} className="h-10 text-sm" />
          </div>
          <div className="col-span-2 flex flex-wrap items-center gap-2 md:col-span-5">
            <Button type="submit" variant="secondary" size="sm">
              {words.apply}
            </Button>
            {hasFilters(filters) ? (
              <Button asChild variant="ghost" size="sm">
                <Link to={action}>{words.clear}</Link>
              </Button>
            ) : null}
          </div>
        </div>
      </details>
    </form>
  );
}
