import { Card, CardTitle } from "#app/ui/card.tsx";

/** What else it takes for a host to work, besides saving it here: the name's DNS, and its certificate. */
export function DomainSetupSteps({ sharedOrigin }: { sharedOrigin: string }) {
  const sharedName = new URL(sharedOrigin).hostname;
  return (
    <Card aria-labelledby="domain-steps-title" className="grid content-start gap-3">
      <CardTitle id="domain-steps-title">Before a domain works</CardTitle>
      <ol className="grid list-decimal gap-x-8 gap-y-2 pl-5 text-sm marker:text-muted-foreground md:grid-cols-3">
        <li>
          <span className="font-medium">Point the name at this server.</span> At the domain's DNS provider, give each
          host an A record (IPv4), and an AAAA record (IPv6) if the server has one, with the same addresses as{" "}
          <span className="font-mono break-words">{sharedName}</span>.
        </li>
        <li>
          <span className="font-medium">Add the hosts here, the primary first, and save.</span> Every server answers for
          them at once, with no restart; the other hosts redirect to the primary.
        </li>
        <li>
          <span className="font-medium">The certificate comes by itself.</span> With Caddy in front
          (docs/domains-and-tls.md, “Many domains over TLS”), the HTTPS certificate for a name is fetched on its first
          visit once its DNS points here, which makes that visit take a few seconds.
        </li>
      </ol>
      <p className="text-sm text-muted-foreground">
        Every site also stays on the shared address at its own path, and the back office stays there.
      </p>
    </Card>
  );
}
