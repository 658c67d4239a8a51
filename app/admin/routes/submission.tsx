import {
  ArrowLeftIcon,
  ClipboardPasteIcon,
  KeyboardIcon,
  MailIcon,
  MessageCircleIcon,
  PhoneIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, isRouteErrorResponse, Link, useLocation, useNavigate } from "react-router";
import { isTypedAtKeyboard } from "#app/lib/typing-signal.ts";
import { cn } from "#app/lib/utils.ts";
import { Button } from "#app/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#app/ui/card.tsx";
import { Label } from "#app/ui/label.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { adminApi, ApiRequestError, loadOrSignIn } from "../api";
import { STATUSES } from "../api-enums";
import type { SubmissionDetail, SubmissionEvent, SubmissionStatus } from "../api-types";
import { adminHandle, personMeta } from "../components/admin-meta";
import { DeliveryLog } from "../components/delivery-log";
import { KeyboardShortcuts } from "../components/keyboard-shortcuts";
import { PageSkeleton } from "../components/skeleton";
import { StatusBadge } from "../components/status-badge";
import { senderOf } from "../components/submission-row";
import { siteName } from "../format";
import { listStateFor } from "../list-focus";
import { useAdminAction } from "../use-admin-action";
import type { AdminMessages } from "../messages/index";
import { useAdminMessages } from "../use-admin-messages";
import { useShortcutKeys } from "../use-shortcut-keys";
import type { Route } from "./+types/submission";
import { useDates } from "../use-dates";

export const handle = adminHandle;
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.pages.submission);

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  try {
    return await loadOrSignIn(request, () =>
      adminApi.get<SubmissionDetail>(`/api/admin/submissions/${encodeURIComponent(params.id)}`),
    );
  } catch (error) {
    // Another site's submission is a 404 like one that never existed: say just that.
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
      throw data("Not found", { status: 404 });
    throw error;
  }
}

export function HydrateFallback() {
  const { t } = useAdminMessages();
  return <PageSkeleton label={t.inbox.submission.loading} rows={4} />;
}

/** Calls one of the submission's actions and refreshes the page (and the counts in the navigation). */
function useSubmissionAction(id: string) {
  const action = useAdminAction();
  const run = (path: string, body: unknown, success: string) =>
    action.run(
      () => adminApi.post<SubmissionDetail>(`/api/admin/submissions/${encodeURIComponent(id)}/${path}`, body),
      success,
    );
  return { run, busy: action.busy };
}

function Replies({ replies }: { replies: SubmissionDetail["replies"] }) {
  const words = useAdminMessages().t.inbox.submission;
  if (!replies.email && !replies.whatsapp && !replies.phone) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={words.replies}>
      {replies.email ? (
        <Button asChild>
          <a href={replies.email}>
            <MailIcon aria-hidden="true" />
            {words.email}
          </a>
        </Button>
      ) : null}
      {replies.whatsapp ? (
        <Button asChild variant="outline">
          <a href={replies.whatsapp} target="_blank" rel="noopener noreferrer">
            <MessageCircleIcon aria-hidden="true" />
            WhatsApp
          </a>
        </Button>
      ) : null}
      {replies.phone ? (
        <Button asChild variant="outline">
          <a href={replies.phone}>
            <PhoneIcon aria-hidden="true" />
            {words.call}
          </a>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * How the free-text fields were filled in, as a quiet line under the date: a signal beside the
 * message, never a verdict (nothing is filed as spam by it), so no warning colour. What it
 * means opens under it.
 */
function TypingLabel({ typing }: { typing: NonNullable<SubmissionDetail["typing"]> }) {
  const { t, lang } = useAdminMessages();
  const typed = isTypedAtKeyboard(typing);
  const Icon = typed ? KeyboardIcon : ClipboardPasteIcon;
  const figures = [t.typing.keys(typing.keys)];
  // A share under half a percent still came from a paste: it reads 1 %, not 0 %.
  if (typing.pastedShare > 0) figures.push(t.typing.pastedShare(Math.max(1, Math.round(typing.pastedShare * 100))));
  if (typing.medianMs !== null) figures.push(t.typing.median(typing.medianMs));
  return (
    <details lang={lang} className="text-sm text-muted-foreground" data-testid="typing-label">
      <summary className="w-fit cursor-pointer rounded-md underline-offset-4 hover:underline">
        <span className="inline-flex items-center gap-1.5 align-middle">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className="font-medium text-foreground">{typed ? t.typing.typed : t.typing.pasted}</span>
        </span>
        <span> · {figures.join(" · ")}</span>
      </summary>
      <p className="mt-1 max-w-prose">{t.typing.about}</p>
    </details>
  );
}

function StatusControl({ item }: { item: SubmissionDetail }) {
  const { run, busy } = useSubmissionAction(item.id);
  const { t } = useAdminMessages();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t.inbox.submission.status}</legend>
      <div className="grid grid-cols-2 gap-2">
        {STATUSES.map((status: SubmissionStatus) => {
          const current = item.status === status;
          return (
            <Button
              key={status}
              type="button"
              variant={current ? "default" : "outline"}
              size="sm"
              aria-pressed={current}
              disabled={busy}
              onClick={() => !current && run("status", { status }, t.inbox.submission.marked[status])}
            >
              {t.inbox.statuses[status]}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}

function SpamControl({ item }: { item: SubmissionDetail }) {
  const { run, busy } = useSubmissionAction(item.id);
  const words = useAdminMessages().t.inbox.submission;
  return item.spam ? (
    <Button variant="outline" disabled={busy} onClick={() => run("spam", { spam: false }, words.movedToInbox)}>
      <ShieldCheckIcon aria-hidden="true" />
      {words.notSpam}
    </Button>
  ) : (
    <Button variant="outline" disabled={busy} onClick={() => run("spam", { spam: true }, words.movedToSpam)}>
      <ShieldAlertIcon aria-hidden="true" />
      {words.markSpam}
    </Button>
  );
}

function NoteForm({ id }: { id: string }) {
  const { run, busy } = useSubmissionAction(id);
  const words = useAdminMessages().t.inbox.submission;
  const [note, setNote] = useState("");
  return (
    <form
      className="grid gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!note.trim()) return;
        if (await run("notes", { note: note.trim() }, words.noteAdded)) setNote("");
      }}
    >
      <Label htmlFor="internal-note">{words.noteLabel}</Label>
      <Textarea
        id="internal-note"
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder={words.notePlaceholder}
      />
      <div>
        <Button type="submit" variant="secondary" size="sm" disabled={busy || !note.trim()}>
          {words.addNote}
        </Button>
      </div>
    </form>
  );
}

function eventText(event: SubmissionEvent, t: AdminMessages): string {
  const words = t.inbox.submission.events;
  switch (event.kind) {
    case "status":
      return words.status(
        event.fromStatus ? t.inbox.statuses[event.fromStatus] : null,
        event.toStatus ? t.inbox.statuses[event.toStatus] : "?",
      );
    case "note":
      return words.note;
    case "spam":
      return words.spam;
    case "not-spam":
      return words.notSpam;
  }
}

function History({ events }: { events: SubmissionEvent[] }) {
  const dates = useDates();
  const { t } = useAdminMessages();
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{t.inbox.submission.noEvents}</p>;
  return (
    <ol className="grid gap-3">
      {events.map((event) => (
        <li key={event.id} className="border-l-2 border-border pl-3 text-sm">
          <p>
            <span className="font-medium">{eventText(event, t)}</span>
            <span className="text-muted-foreground"> · {event.by ?? t.inbox.submission.removedAccount} · </span>
            <time dateTime={event.createdAt} className="text-muted-foreground">
              {dates.full(event.createdAt)}
            </time>
          </p>
          {event.note ? <p className="mt-1 whitespace-pre-wrap text-foreground">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

export default function Submission({ loaderData: item }: Route.ComponentProps) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const back = from?.startsWith("/admin") ? from : item.spam ? "/admin/spam" : "/admin";
  const navigate = useNavigate();
  const { t } = useAdminMessages();
  const dates = useDates();
  const atBusiness = dates.atBusiness(item.createdAt, item.site);
  const words = t.inbox.submission;
  const heading = useRef<HTMLHeadingElement>(null);
  const [showKeys, setShowKeys] = useState(false);
  // A screen reader starts at the submission, and Tab from its first control, not from the top of the page.
  useEffect(() => heading.current?.focus(), [item.id]);
  useShortcutKeys((key) => {
    if (key === "Escape") void navigate(back, { state: listStateFor(item.id) });
    else if (key === "?") setShowKeys(true);
    else return false;
    return true;
  });
  return (
    <article className="mx-auto grid max-w-5xl gap-6">
      <div>
        <Link
          to={back}
          state={listStateFor(item.id)}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {item.spam ? words.backToSpam : words.backToInbox}
        </Link>
      </div>
      <header className="grid gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{siteName(item.site)}</span>
          <span aria-hidden="true">·</span>
          <span>{t.inbox.forms[item.form]}</span>
          <StatusBadge status={item.status} spam={item.spam} />
        </p>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight break-words outline-none">
          {senderOf(item, t.inbox.unknownSender)}
        </h1>
        <p className="text-sm text-muted-foreground">
          {words.sent} <time dateTime={item.createdAt}>{dates.full(item.createdAt, item.site)}</time>
          {atBusiness ? <span> · {words.atBusiness(atBusiness)}</span> : null}
        </p>
        {item.typing ? <TypingLabel typing={item.typing} /> : null}
        <Replies replies={item.replies} />
      </header>

      {/* On phones: what was sent, how to handle it, then its deliveries. Wide: the deliveries under what was sent. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <Card aria-labelledby="fields-title">
          <CardTitle id="fields-title">{words.fields}</CardTitle>
          <dl className="mt-4 grid gap-4">
            {item.fields.map((field) => (
              <div key={field.key} className="grid gap-1 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
                <dt className="text-sm font-medium text-muted-foreground">{field.label}</dt>
                <dd
                  className={cn(
                    "text-[0.95rem] break-words whitespace-pre-wrap",
                    !field.value && "text-muted-foreground",
                  )}
                >
                  {field.value || "—"}
                </dd>
              </div>
            ))}
          </dl>
        </Card>

        <div className="grid content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card aria-labelledby="handle-title" className="grid gap-4">
            <CardTitle id="handle-title">{words.handle}</CardTitle>
            {item.spam ? null : <StatusControl item={item} />}
            <SpamControl item={item} />
          </Card>
          <Card aria-labelledby="history-title" className="grid gap-4">
            <CardTitle id="history-title">{words.history}</CardTitle>
            <NoteForm id={item.id} />
            <History events={item.events} />
          </Card>
        </div>

        <Card aria-labelledby="deliveries-title" className="grid gap-4 lg:col-start-1">
          <div>
            <CardTitle id="deliveries-title">{words.deliveries}</CardTitle>
            <CardDescription>{words.deliveriesDescription}</CardDescription>
          </div>
          <DeliveryLog deliveries={item.deliveries} />
        </Card>
      </div>
      <KeyboardShortcuts open={showKeys} onOpenChange={setShowKeys} />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const words = useAdminMessages().t.inbox.submission;
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-border bg-background p-6">
      <h1 className="text-xl font-semibold">{notFound ? words.notFoundTitle : words.errorTitle}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {notFound ? words.notFoundBody : error instanceof Error ? error.message : words.tryAgain}
      </p>
      <Button asChild variant="outline" className="mt-4">
        <Link to="/admin">{words.backToInbox}</Link>
      </Button>
    </div>
  );
}
