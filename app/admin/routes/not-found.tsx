import { InboxIcon } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { adminHandle, personMeta } from "../components/admin-meta";
import { PageHeader } from "../components/page-header";
import { useAdminMessages } from "../use-admin-messages";
import type { Route } from "./+types/not-found";

// An unknown back-office path answers 404 (its document and its .data request), inside the signed-in shell.
export function loader() {
  return data(null, { status: 404 });
}

export const handle = adminHandle;
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.notFound.title);

/** Any `/admin/…` path no page has: the back office's own page, with the way back to the inbox. */
export default function AdminNotFound() {
  const { lang, t } = useAdminMessages();
  return (
    <div lang={lang}>
      <PageHeader title={t.shell.notFound.title} description={t.shell.notFound.body} />
      <Button asChild>
        <Link to="/admin">
          <InboxIcon aria-hidden="true" />
          {t.shell.notFound.backToInbox}
        </Link>
      </Button>
    </div>
  );
}
