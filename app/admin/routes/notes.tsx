import { EyeOffIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#app/ui/card.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { toast } from "#app/ui/toast.tsx";
import { adminApi, ApiRequestError, errorMessage, leaveIfSignedOut } from "../api";
import { adminHandle, personMeta } from "../components/admin-meta";
import { ConfirmDialog } from "../components/confirm-dialog";
import { OperatorsOnly } from "../components/operators-only";
import { PageHeader } from "../components/page-header";
import { RouteError } from "../components/route-error";
import { PageSkeleton } from "../components/skeleton";
import { noteSlugFrom } from "../note-slug";
import { useAdminMessages } from "../use-admin-messages";
import { useMe } from "../use-me";
import type { Route } from "./+types/notes";

export const handle = adminHandle;
export const meta: Route.MetaFunction = ({ matches }) => personMeta(matches, (t) => t.shell.pages.notes);

export function HydrateFallback() {
  return <PageSkeleton rows={2} />;
}

/** Operators take down a Human Notebook note: its page and API then answer 410. */
export default function Notes() {
  const me = useMe();
  const [address, setAddress] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ address?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const { t } = useAdminMessages();
  const words = t.operations.notes;
  if (me.user.role !== "operator") return <OperatorsOnly />;

  async function takeDown(slug: string) {
    try {
      await adminApi.post<{ slug: string; takenDownAt: string }>(
        `/api/admin/notes/${encodeURIComponent(slug)}/takedown`,
        { reason: reason.trim() },
      );
      setConfirming(null);
      setAddress("");
      setReason("");
      void toast.success(words.takenDown);
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      setConfirming(null);
      if (error instanceof ApiRequestError && error.status === 404) setErrors({ address: words.notFound });
      else if (error instanceof ApiRequestError && error.fields.reason) setErrors({ reason: error.fields.reason });
      else void toast.error(errorMessage(error));
    }
  }

  return (
    <>
      <PageHeader title={t.shell.pages.notes} description={words.description} />
      <Card className="max-w-2xl" aria-labelledby="takedown-title">
        <CardTitle id="takedown-title">{words.cardTitle}</CardTitle>
        <CardDescription>{words.cardDescription}</CardDescription>
        <form
          noValidate
          className="mt-5 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const slug = noteSlugFrom(address);
            const found: typeof errors = {};
            if (!slug) found.address = words.addressInvalid;
            if (reason.trim().length < 3) found.reason = words.reasonRequired;
            setErrors(found);
            if (slug && !found.reason) setConfirming(slug);
          }}
        >
          <FormField label={words.addressLabel} error={errors.address}>
            <Input
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              placeholder="https://…/writtenbyhuman/note/…"
              autoComplete="off"
            />
          </FormField>
          <FormField label={words.reasonLabel} error={errors.reason}>
            <Textarea rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <div>
            <Button type="submit" variant="destructive">
              <EyeOffIcon aria-hidden="true" />
              {words.takeDownEllipsis}
            </Button>
          </div>
        </form>
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={words.confirmTitle}
        description={words.confirmBody(confirming ?? "")}
        confirmLabel={words.confirm}
        onConfirm={() => takeDown(confirming!)}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
