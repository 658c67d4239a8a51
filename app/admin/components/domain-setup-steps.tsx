import { Card, CardTitle } from "#app/ui/card.tsx";
import { useAdminMessages } from "../use-admin-messages";

/** What else it takes for a host to work, besides saving it here: the name's DNS, and its certificate. */
export function DomainSetupSteps({ sharedOrigin }: { sharedOrigin: string }) {
  const sharedName = new URL(sharedOrigin).hostname;
  const words = useAdminMessages().t.content.domains;
  return (
    <Card aria-labelledby="domain-steps-title" className="grid content-start gap-3">
      <CardTitle id="domain-steps-title">{words.stepsTitle}</CardTitle>
      <ol className="grid list-decimal gap-x-8 gap-y-2 pl-5 text-sm marker:text-muted-foreground md:grid-cols-3">
        <li>
          <span className="font-medium">{words.dnsTitle}</span> {words.dnsBody}{" "}
          <span className="font-mono break-words">{sharedName}</span>.
        </li>
        <li>
          <span className="font-medium">{words.hostsTitle}</span> {words.hostsBody}
        </li>
        <li>
          <span className="font-medium">{words.certificateTitle}</span> {words.certificateBody}
        </li>
      </ol>
      <p className="text-sm text-muted-foreground">{words.stepsNote}</p>
    </Card>
  );
}
