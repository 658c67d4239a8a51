import { PencilIcon, PlusIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Badge } from "#app/ui/badge.tsx";
import { Button } from "#app/ui/button.tsx";
import { Card, CardTitle } from "#app/ui/card.tsx";
import type { SiteDomainItem } from "../api-types";
import { DomainHostsForm } from "./domain-hosts-form";

const SOURCE_LABELS: Record<SiteDomainItem["source"], string | null> = {
  configuration: "Server configuration",
  "back-office": "Back office",
  none: null,
};

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
        {SOURCE_LABELS[item.source] ? <Badge variant="secondary">{SOURCE_LABELS[item.source]}</Badge> : null}
      </div>

      {primary ? (
        <>
          <ul aria-label={`${item.name}'s hosts`} className="grid gap-1.5">
            {item.hosts.map((host, index) => (
              <li key={host} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-mono text-sm break-words">{host}</span>
                {index === 0 ? (
                  <Badge>Primary</Badge>
                ) : (
                  <span className="text-sm text-muted-foreground">Redirects to primary</span>
                )}
              </li>
            ))}
          </ul>
          <div className="grid gap-1.5">
            <h3 className="text-sm font-medium">Pages on {primary}</h3>
            <ul aria-label={`Pages on ${primary}`} className="grid gap-1 text-sm">
              {item.pages.map((page) => (
                <li key={page.path} className="flex flex-wrap items-center gap-x-2 break-words">
                  <span className="font-mono">
                    {primary}
                    {page.domainPath}
                  </span>
                  <span aria-hidden="true" className="text-muted-foreground">
                    →
                  </span>
                  <span className="sr-only">shows</span>
                  <span className="font-mono text-muted-foreground">{page.path}</span>
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          No domain of its own: its pages are on the shared address, at{" "}
          <span className="font-mono break-words text-foreground">
            {sharedHost}
            {item.pages[0]?.path}
          </span>
          .
        </p>
      )}

      {item.source === "configuration" ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          Set in the server's configuration (SITE_DOMAINS). To change these hosts, change SITE_DOMAINS and restart the
          server.
        </p>
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
            {primary ? "Edit hosts" : "Add a domain"}
            <span className="sr-only"> for {item.name}</span>
          </Button>
        </div>
      )}
    </Card>
  );
}
