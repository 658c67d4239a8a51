import { SITES } from "#app/sites/registry.ts";
import { adminApi, loadOrSignIn } from "../api";
import type { NotificationSettings } from "../api-types";
import { adminHandle, personMeta } from "../components/admin-meta";
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
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.pages.notifications);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOrSignIn(request, () => adminApi.get<NotificationSettings>("/api/admin/notifications"));
}

export function HydrateFallback() {
  const { t } = useAdminMessages();
  return <PageSkeleton label={t.operations.notifications.loading} rows={4} />;
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
  const words = t.operations.notifications;
  // The user's sites, in the back office's usual order: the server sends a confirmation per form of each.
  const sites = SITES.map((site) => site.key).filter((key) =>
    settings.confirmations.some((setting) => setting.site === key),
  );
  return (
    <>
      <PageHeader title={t.shell.pages.notifications} description={words.description} />
      {settings.mailConfigured ? null : <MailServerNotice />}
      <OwnerlessWarning sites={settings.ownerlessSites} linkToUsers={me.user.role === "operator"} />
      <nav aria-label={words.onThisPage} className="mb-8 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href="#emails" className="font-medium text-primary underline-offset-4 hover:underline">
          {words.emailsTitle}
        </a>
        <a href="#confirmations" className="font-medium text-primary underline-offset-4 hover:underline">
          {words.confirmationsTitle}
        </a>
        <a href="#webhooks" className="font-medium text-primary underline-offset-4 hover:underline">
          {words.webhooksTitle}
        </a>
      </nav>
      <div className="grid max-w-3xl gap-10">
        <Section
          id="emails"
          title={words.emailsTitle}
          description={
            <>
              {words.emailsDescription}
              {me.user.role === "operator" ? ` ${words.operatorNoEmails}` : ""}
              {me.user.role === "operator" && settings.ownerlessSites.length > 0 ? (
                <span lang={lang}> {t.ownerless.operatorNote}</span>
              ) : null}
            </>
          }
        >
          <NotificationPreferences sites={sites} preferences={settings.preferences} />
        </Section>

        <Section id="confirmations" title={words.confirmationsTitle} description={words.confirmationsDescription}>
          {sites.map((site) => (
            <SiteCard key={site} site={site} idPrefix="confirmations">
              {settings.confirmations
                .filter((setting) => setting.site === site)
                .map((setting) => (
                  <ConfirmationEditor key={setting.form} setting={setting} title={t.inbox.forms[setting.form]} />
                ))}
            </SiteCard>
          ))}
        </Section>

        <Section id="webhooks" title={words.webhooksTitle} description={words.webhooksDescription}>
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
