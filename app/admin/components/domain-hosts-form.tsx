import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { z } from "zod/mini";
import { Button } from "#app/ui/button.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { Input } from "#app/ui/input.tsx";
import { toast } from "#app/ui/toast.tsx";
import { adminApi, ApiRequestError, errorMessage, leaveIfSignedOut } from "../api";
import type { SiteDomainItem } from "../api-types";
import { focusFirstError } from "../focus-first-error";
import type { AdminMessages } from "../messages/index";
import { useAdminMessages } from "../use-admin-messages";

type DomainWords = AdminMessages["content"]["domains"];

/** As the server allows (server/hosts/site-domain-store.ts): a domain and a few names redirecting to it. */
const MAX_HOSTS = 10;

/**
 * What the browser can tell at once, in the person's words; the server checks each name in
 * full and answers per host (`hosts.2`), and says when another site has one.
 */
const hostsSchema = (words: DomainWords) =>
  z.object({
    hosts: z
      .array(
        z.object({
          name: z.string().check(
            z.trim(),
            z.minLength(1, { error: words.typeHost }),
            z.refine((name) => !name.includes("://") && !/[\s/]/.test(name), { error: words.onlyName }),
          ),
        }),
      )
      .check(
        z.maxLength(MAX_HOSTS, { error: words.tooMany(MAX_HOSTS) }),
        z.superRefine((hosts, context) => {
          const seen = new Set<string>();
          hosts.forEach(({ name }, index) => {
            const key = name.trim().toLowerCase().replace(/\.$/, "");
            if (key && seen.has(key))
              context.addIssue({
                code: "custom",
                message: words.twice,
                path: [index, "name"],
                input: name,
              });
            seen.add(key);
          });
        }),
      ),
  });

type HostsValues = z.infer<ReturnType<typeof hostsSchema>>;

const saveHosts = (site: string, hosts: string[]) =>
  adminApi.put<SiteDomainItem>(`/api/admin/domains/${encodeURIComponent(site)}`, { hosts });

/**
 * A site's hosts, one per line, primary first: add, remove, make another the primary.
 * Saving sends the whole list (none: no domain of its own). A refused host keeps what was
 * typed and gets the server's reason under it.
 */
export function DomainHostsForm({
  item,
  onSaved,
  onCancel,
}: {
  item: SiteDomainItem;
  onSaved: (saved: SiteDomainItem) => void;
  onCancel: () => void;
}) {
  const element = useRef<HTMLFormElement>(null);
  const words = useAdminMessages().t.content.domains;
  const schema = useMemo(() => hostsSchema(words), [words]);
  const form = useForm<HostsValues>({
    resolver: zodResolver(schema),
    defaultValues: { hosts: (item.hosts.length > 0 ? item.hosts : [""]).map((name) => ({ name })) },
    shouldFocusError: false,
  });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "hosts" });
  const typed = useWatch({ control: form.control, name: "hosts" });
  const { errors, isSubmitting } = form.formState;

  // Opened to type in: the first host (or, with none, the button that adds one).
  useEffect(() => element.current?.querySelector<HTMLElement>('[data-host-index="0"], [data-add-host]')?.focus(), []);

  async function save(values: HostsValues) {
    try {
      const saved = await saveHosts(
        item.site,
        values.hosts.map((host) => host.name),
      );
      onSaved(saved);
    } catch (error) {
      if (leaveIfSignedOut(error)) return;
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        for (const [key, message] of Object.entries(error.fields)) {
          const index = /^hosts\.(\d+)$/.exec(key)?.[1];
          if (index !== undefined) form.setError(`hosts.${Number(index)}.name`, { type: "server", message });
          else form.setError("hosts", { type: "server", message });
        }
        focusFirstError(element.current);
        return;
      }
      void toast.error(errorMessage(error));
    }
  }

  /** Moves a host to the top; errors are kept by position, so they go (the server checks again on saving). */
  function makePrimary(index: number) {
    form.clearErrors("hosts");
    move(index, 0);
    requestAnimationFrame(() => element.current?.querySelector<HTMLElement>('[data-host-index="0"]')?.focus());
  }

  function removeHost(index: number) {
    form.clearErrors("hosts");
    remove(index);
    requestAnimationFrame(() => element.current?.querySelector<HTMLElement>("[data-add-host]")?.focus());
  }

  const listError = errors.hosts?.root?.message ?? errors.hosts?.message;
  return (
    <form
      ref={element}
      noValidate
      aria-label={words.hostsOf(item.name)}
      onSubmit={(event) => form.handleSubmit(save, () => focusFirstError(element.current))(event)}
      className="grid gap-4"
    >
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground">
          {words.noHosts(item.name)}
        </p>
      ) : (
        <ol className="grid gap-3" aria-label={words.hosts}>
          {fields.map((field, index) => {
            const hostName = typed[index]?.name.trim() || words.hostNumber(index + 1);
            return (
              <li key={field.id} className="flex flex-wrap items-start gap-x-2 gap-y-1">
                <FormField
                  label={index === 0 ? words.primaryHost : words.otherHost(index + 1)}
                  error={errors.hosts?.[index]?.name?.message}
                  className="min-w-0 flex-1 basis-56"
                >
                  <Input
                    {...form.register(`hosts.${index}.name`)}
                    data-host-index={index}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    inputMode="url"
                    placeholder={index === 0 ? "felimar.es" : "www.felimar.es"}
                    className="font-mono"
                  />
                </FormField>
                <div className="flex gap-2 sm:mt-[1.375rem]">
                  {index > 0 ? (
                    <Button
                      type="button"
                      variant="outline"
                      className="h-11"
                      onClick={() => makePrimary(index)}
                      aria-label={words.makePrimaryOf(hostName)}
                    >
                      <ArrowUpIcon aria-hidden="true" />
                      {words.makePrimary}
                    </Button>
                  ) : null}
                  <Button type="button" variant="ghost" className="h-11" onClick={() => removeHost(index)}>
                    <Trash2Icon aria-hidden="true" />
                    {words.remove}
                    <span className="sr-only"> {hostName}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          data-add-host
          type="button"
          variant="secondary"
          disabled={fields.length >= MAX_HOSTS}
          onClick={() => append({ name: "" }, { shouldFocus: true })}
        >
          <PlusIcon aria-hidden="true" />
          {words.addHost}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? words.saving : words.save}
        </Button>
        <Button type="button" variant="ghost" disabled={isSubmitting} onClick={onCancel}>
          {words.cancel}
        </Button>
      </div>
    </form>
  );
}
