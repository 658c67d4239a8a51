import { PencilIcon, PlusIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Card, CardTitle } from "#app/ui/card.tsx";
import type { SiteDomainItem } from "../api-types";
import { useAdminMessages } from "../use-admin-messages";
import { DomainHostsForm } from "./domain-hosts-form";

/**
 * One site on the domains page: its hosts (the primary, and the others that redirect to
 * it), the pages it serves there, and, unless the server's configuration sets them, a
 * form to change them.
 */
export function DomainSiteCard({
  item,
  sharedOrigin,
  onSaved,
}: {
  item: SiteDomainItem;
  sharedOrigin: string;
  onSaved: (saved: SiteDomainItem) => void;
}) {
  const words = useAdminMessages().t.content.domains;
  const source = { configuration: words.sourceConfiguration, "back-office": words.sourceBackOffice, none: null }[
    item.source
  ];
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const titleId = `domain-site-${item.site}`;
  const [primary] = item.hosts;
  const sharedHost = new URL(sharedOrigin).host;

  function close() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <Card aria-labelledby={titleId} className="grid content-start gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CardTitle id={titleId}>{item.name}</CardTitle>
        {source ? <Badge variant="secondary">{source}</Badge> : null}
      </div>

      {primary ? (
        <>
          <ul aria-label={words.hostsOf(item.name)} className="grid gap-1.5">
            {item.hosts.map((host, index) => (
              <li key={host} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-mono text-sm break-words">{host}</span>
                {index === 0 ? (
                  <Badge>{words.primary}</Badge>
                ) : (
                  <span className="text-sm text-muted-foreground">{words.redirects}</span>
                )}
              </li>
            ))}
          </ul>
          <div className="grid gap-1.5">
            <h3 className="text-sm font-medium">{words.pagesOn(primary)}</h3>
            <ul aria-label={words.pagesOn(primary)} className="grid gap-1 text-sm">
              {item.pages.map((page) => (
                <li key={page.path} className="flex flex-wrap items-center gap-x-2 break-words">
                  <span className="font-mono">
                    {primary}
                    {page.domainPath}
                  </span>
                  <span aria-hidden="true" className="text-muted-foreground">
                    →
                  </span>
                  <span className="sr-only">{words.shows}</span>
                  <span className="font-mono text-muted-foreground">{page.path}</span>
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {words.noDomain}{" "}
          <span className="font-mono break-words text-foreground">
            {sharedHost}
            {item.pages[0]?.path}
          </span>
          .
        </p>
      )}

      {item.source === "configuration" ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{words.configured}</p>
      ) : editing ? (
        <DomainHostsForm
          item={item}
          onCancel={close}
          onSaved={(saved) => {
            close();
            onSaved(saved);
          }}
        />
      ) : (
        <div>
          <Button ref={editButton} type="button" variant="outline" onClick={() => setEditing(true)}>
            {primary ? <PencilIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
            {primary ? words.editHosts : words.addDomain}
            <span className="sr-only">{words.forSite(item.name)}</span>
          </Button>
        </div>
      )}
    </Card>
  );
}
