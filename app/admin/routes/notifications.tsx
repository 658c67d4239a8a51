import { formName } from "#app/forms/forms.ts";
import { SITES } from "#app/sites/registry.ts";
import { adminApi, loadOrSignIn } from "../api";
import type { NotificationSettings } from "../api-types";
import { adminHandle, adminMeta } from "../components/admin-meta";
import { ConfirmationEditor } from "../components/confirmation-editor";
import { MailServerNotice } from "../components/mail-server-notice";
import { NotificationPreferences } from "../components/notification-preferences";
import { OwnerlessWarning } from "../components/ownerless-warning";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { SiteCard } from "../components/site-card";
import { PageSkeleton } from "../components/skeleton";
import { WebhookList } from "../components/webhook-list";
import { useAdminMessages } from "../use-admin-messages";
import { useMe } from "../use-me";
import type { Route } from "./+types/notifications";

export const handle = adminHandle;
export const meta: Route.MetaFunction = () => adminMeta("Notifications");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOrSignIn(request, () => adminApi.get<NotificationSettings>("/api/admin/notifications"));
}

export function HydrateFallback() {
  return <PageSkeleton label="Loading notification settings…" rows={4} />;
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="grid scroll-mt-20 gap-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

export default function Notifications({ loaderData: settings }: Route.ComponentProps) {
  const me = useMe();
  const { t, lang } = useAdminMessages();
  // The user's sites, in the back office's usual order: the server sends a confirmation per form of each.
  const sites = SITES.map((site) => site.key).filter((key) =>
    settings.confirmations.some((setting) => setting.site === key),
  );
  return (
    <>
      <PageHeader
        title="Notifications"
        description="How you hear of new submissions, what visitors get after sending a form, and webhooks for your other systems."
      />
      {settings.mailConfigured ? null : <MailServerNotice />}
      <OwnerlessWarning sites={settings.ownerlessSites} linkToUsers={me.user.role === "operator"} />
      <nav aria-label="On this page" className="mb-8 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href="#emails" className="font-medium text-primary underline-offset-4 hover:underline">
          Your e-mails
        </a>
        <a href="#confirmations" className="font-medium text-primary underline-offset-4 hover:underline">
          Confirmation to visitors
        </a>
        <a href="#webhooks" className="font-medium text-primary underline-offset-4 hover:underline">
          Webhooks
        </a>
      </nav>
      <div className="grid max-w-3xl gap-10">
        <Section
          id="emails"
          title="Your e-mails"
          description={
            <>
              Instant: an e-mail for each submission; Reply answers the visitor. Daily digest: one e-mail a day listing
              them. Your choice is yours alone: each member of a site chooses their own.
              {me.user.role === "operator" ? " As an operator you get no e-mails until you choose." : ""}
              {me.user.role === "operator" && settings.ownerlessSites.length > 0 ? (
                <span lang={lang}> {t.ownerless.operatorNote}</span>
              ) : null}
            </>
          }
        >
          <NotificationPreferences sites={sites} preferences={settings.preferences} />
        </Section>

        <Section
          id="confirmations"
          title="Confirmation to visitors"
          description="An e-mail that thanks the visitor and carries a copy of what they sent. Off until switched on, for the whole site. One address gets at most one an hour, and spam never gets one."
        >
          {sites.map((site) => (
            <SiteCard key={site} site={site} idPrefix="confirmations">
              {settings.confirmations
                .filter((setting) => setting.site === site)
                .map((setting) => (
                  <ConfirmationEditor key={setting.form} setting={setting} title={formName(setting.form)} />
                ))}
            </SiteCard>
          ))}
        </Section>

        <Section
          id="webhooks"
          title="Webhooks"
          description={
            <>
              Each new submission is sent as JSON to every webhook of its site, signed with the webhook’s secret
              (HMAC-SHA256 over a timestamp and the body), and retried like e-mail. The project’s docs/notifications.md,
              section “Webhooks”, shows how to check the signature in a few lines.
            </>
          }
        >
          <div className="grid gap-4">
            {sites.map((site) => (
              <WebhookList
                key={site}
                site={site}
                webhooks={settings.webhooks.filter((webhook) => webhook.site === site)}
              />
            ))}
          </div>
        </Section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
