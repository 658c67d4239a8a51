import { DownloadIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#app/ui/card.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { toast } from "#app/ui/toast.tsx";
import { adminApi, ApiRequestError, errorMessage, leaveIfSignedOut } from "../api";
import type { ErasurePreview, SubjectAccessExport } from "../api-types";
import { adminHandle, personMeta } from "../components/admin-meta";
import { ConfirmDialog } from "../components/confirm-dialog";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import { senderOf } from "../components/submission-row";
import { downloadJson } from "../download";
import { siteName } from "../format";
import { useAdminMessages } from "../use-admin-messages";
import type { Route } from "./+types/privacy";
import { useDates } from "../use-dates";

export const handle = adminHandle;
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.pages.privacy);

export function HydrateFallback() {
  return <PageSkeleton rows={2} />;
}

interface Subject {
  email?: string;
  phone?: string;
}

function PreviewList({ preview, label }: { preview: ErasurePreview; label: string }) {
  const dates = useDates();
  const { t } = useAdminMessages();
  return (
    <ul
      className="grid max-h-72 gap-2 overflow-y-auto rounded-md border border-border p-2"
      aria-label={label}
      tabIndex={0}
    >
      {preview.items.map((item) => (
        <li key={item.id} className="rounded-md bg-muted px-3 py-2 text-sm">
          <p className="font-medium">{senderOf(item, t.inbox.unknownSender)}</p>
          <p className="text-muted-foreground">
            {siteName(item.site)} · {t.inbox.forms[item.form]} ·{" "}
            <time dateTime={item.createdAt}>{dates.full(item.createdAt, item.site)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * A person's rights over what the sites stored about them: a copy of it (subject access)
 * or its erasure, found by e-mail address or phone number over the user's own sites.
 */
export default function Privacy() {
  const revalidator = useRevalidator();
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ subject: Subject; result: ErasurePreview } | null>(null);
  // What the search found, shown on the page; erasing it is a separate, confirmed step.
  const [found, setFound] = useState<ErasurePreview | null>(null);
  const { lang, t } = useAdminMessages();
  const words = t.operations.privacy;

  function subject(): Subject | null {
    const value: Subject = {};
    if (email.trim()) value.email = email.trim();
    if (phone.trim()) value.phone = phone.trim();
    if (!value.email && !value.phone) {
      setError(words.subjectRequired);
      return null;
    }
    setError(undefined);
    return value;
  }

  async function attempt(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      if (leaveIfSignedOut(caught)) return;
      const message =
        caught instanceof ApiRequestError ? (Object.values(caught.fields)[0] ?? caught.message) : errorMessage(caught);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  const download = () => {
    const target = subject();
    if (!target) return;
    return attempt(async () => {
      const result = await adminApi.post<SubjectAccessExport>("/api/admin/privacy/export", target);
      if (result.submissions.length === 0) {
        void toast.message(words.nothingStored);
        return;
      }
      downloadJson(result, `${words.fileName}-${result.exportedAt.slice(0, 10)}.json`);
      void toast.success(words.downloaded(result.submissions.length));
    });
  };

  const search = () => {
    const target = subject();
    if (!target) return;
    return attempt(async () => {
      const result = await adminApi.post<ErasurePreview>("/api/admin/privacy/preview", target);
      setFound(result.total === 0 ? null : result);
      if (result.total === 0) void toast.message(words.nothingStored);
    });
  };

  const review = () => {
    const target = subject();
    if (!target) return;
    return attempt(async () => {
      const result = await adminApi.post<ErasurePreview>("/api/admin/privacy/preview", target);
      if (result.total === 0) {
        void toast.message(words.nothingStored);
        return;
      }
      setPreview({ subject: target, result });
    });
  };

  async function erase() {
    if (!preview) return;
    try {
      const { deleted } = await adminApi.post<{ deleted: number }>("/api/admin/privacy/erase", preview.subject);
      setPreview(null);
      setFound(null);
      setEmail("");
      setPhone("");
      void toast.success(words.erased(deleted));
      await revalidator.revalidate();
    } catch (caught) {
      if (!leaveIfSignedOut(caught)) void toast.error(errorMessage(caught));
    }
  }

  const total = preview?.result.total ?? 0;
  return (
    <>
      <PageHeader title={t.shell.pages.privacy} description={words.description} />
      <Card className="max-w-2xl" aria-labelledby="person-title">
        <CardTitle id="person-title">{words.cardTitle}</CardTitle>
        <CardDescription>{words.cardDescription}</CardDescription>
        <form
          noValidate
          className="mt-5 grid gap-4"
          // Enter in a field searches: erasing is never one keystroke away.
          onSubmit={(event) => {
            event.preventDefault();
            void search();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={words.emailLabel}>
              <Input
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setFound(null);
                }}
              />
            </FormField>
            <FormField label={words.phoneLabel}>
              <Input
                type="tel"
                autoComplete="off"
                value={phone}
                onChange={(event) => {
                  setPhone(event.target.value);
                  setFound(null);
                }}
                placeholder={words.phonePlaceholder}
              />
            </FormField>
          </div>
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy} lang={lang}>
              <SearchIcon aria-hidden="true" />
              {t.bulk.privacy.search}
            </Button>
            <Button type="button" variant="outline" onClick={download} disabled={busy}>
              <DownloadIcon aria-hidden="true" />
              {words.download}
            </Button>
            <Button type="button" variant="destructive" onClick={review} disabled={busy}>
              <Trash2Icon aria-hidden="true" />
              {words.erase}
            </Button>
          </div>
        </form>
        {found ? (
          <section aria-labelledby="found-title" className="mt-5 grid gap-2">
            <h2 id="found-title" className="text-sm font-medium" lang={lang}>
              {t.bulk.privacy.found(found.total)}
            </h2>
            <PreviewList preview={found} label={t.bulk.privacy.found(found.total)} />
          </section>
        ) : null}
      </Card>
      <ConfirmDialog
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        title={words.eraseTitle(total)}
        description={words.eraseBody}
        confirmLabel={words.eraseConfirm(total)}
        onConfirm={erase}
      >
        {preview ? <PreviewList preview={preview.result} label={words.previewLabel} /> : null}
      </ConfirmDialog>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
