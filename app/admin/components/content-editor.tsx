import { ExternalLinkIcon } from "lucide-react";
import { Tabs } from "radix-ui";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useBlocker, useLocation, useNavigate } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { Button } from "#app/ui/button.tsx";
import { homePath, type SiteKey } from "#app/sites/registry.ts";
import { adminApi } from "../api";
import type { SiteContentState, StoredImage } from "../api-types";
import { ContentEditorContext } from "../content-context";
import { describeSchema, type FieldNode } from "../content-schema-walk";
import { fieldLabel } from "../content-labels";
import { listSectionsOf, type StandIns } from "../content-sites";
import { siteName } from "../format";
import { adminMessages, type AdminLanguage } from "../messages/index";
import { useAdminMessages } from "../use-admin-messages";
import { ConfirmDialog } from "./confirm-dialog";
import { ContentFields } from "./content-fields";
import { ContentHistory } from "./content-history";
import { ContentList } from "./content-list";
import { ContentSectionForm, type SectionSpec } from "./content-section-form";
import { ContentStandIns } from "./content-stand-ins";
import { PageHeader } from "./page-header";

interface EditorSection extends SectionSpec {
  description: string;
  /** A list section draws its one list; Details draws its fields. */
  list: { field: Extract<FieldNode, { kind: "list" }>; standIns?: StandIns } | null;
}

/** The query parameter naming the open tab: a reload, Back or a shared link opens the same one. */
export const SECTION_PARAM = "section";

function sectionsOf(
  site: SiteKey,
  schema: $ZodType,
  content: Record<string, unknown>,
  language: AdminLanguage,
): EditorSection[] {
  const words = adminMessages(language).content.editor;
  const fields = describeSchema(schema, (path) => fieldLabel(language, site, path));
  const lists = listSectionsOf(site, content);
  const listKeys = new Set<string>(lists.map((list) => list.key));
  const detailFields = fields.filter((field) => !listKeys.has(field.key));
  const sections: EditorSection[] = [];
  if (detailFields.length > 0) {
    sections.push({
      id: "details",
      title: words.details,
      description: words.detailsDescription,
      keys: detailFields.map((field) => field.key),
      fields: detailFields,
      list: null,
    });
  }
  for (const list of lists) {
    const field = fields.find((candidate) => candidate.key === list.key);
    if (field?.kind !== "list") continue;
    sections.push({
      id: list.key,
      title: field.label,
      description: words.listDescriptions[list.key],
      keys: [list.key],
      fields: [field],
      list: { field, standIns: list.standIns },
    });
  }
  return sections;
}

const tabClass =
  "inline-flex min-h-10 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/**
 * A site's content editor: a tab per section (Details, then the site's lists) and the
 * history, the open one named in the URL. Every tab stays mounted while another is shown, so
 * switching tabs never loses what was typed; a dot marks the tabs with changes not saved yet,
 * and leaving the page with any asks first.
 */
export function ContentEditor({
  site,
  schema,
  initial,
}: {
  site: SiteKey;
  schema: $ZodType;
  initial: SiteContentState;
}) {
  const [state, setState] = useState(initial);
  const [uploaded, setUploaded] = useState<Record<string, StoredImage>>({});
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  // A restore replaces the whole document: the forms start again from it.
  const [generation, setGeneration] = useState(0);
  const { t, lang } = useAdminMessages();
  const sections = useMemo(
    () => sectionsOf(site, schema, initial.content, lang),
    [site, schema, initial.content, lang],
  );
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).get(SECTION_PARAM);
  const tabIds = [...sections.map((section) => section.id), "history"];
  const fromUrl = requested && tabIds.includes(requested) ? requested : tabIds[0]!;
  // Shown at once on a click; the URL follows (a navigation is a tick later), and Back or
  // Forward within the editor's entries brings the URL's tab back.
  const [shown, setShown] = useState({ fromUrl, tab: fromUrl });
  if (shown.fromUrl !== fromUrl) setShown({ fromUrl, tab: fromUrl });
  const tab = shown.fromUrl === fromUrl ? shown.tab : fromUrl;
  const setTab = (id: string) => {
    setShown({ fromUrl, tab: id });
    const params = new URLSearchParams(location.search);
    params.set(SECTION_PARAM, id);
    // Replaced, not pushed: Back leaves the editor rather than stepping through its tabs.
    void navigate({ search: `?${params}` }, { replace: true, preventScrollReset: true });
  };

  // Leaving with changes not saved asks first: inside the back office with a dialog, when
  // closing the tab or reloading with the browser's own question (beforeunload below).
  const anyDirty = Object.values(dirty).some(Boolean);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => anyDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const unsavedTitles = sections.filter((section) => dirty[section.id]).map((section) => section.title);
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [anyDirty]);

  const refresh = useCallback(async () => {
    const fresh = await adminApi.get<SiteContentState>(`/api/admin/content/${site}`);
    setState(fresh);
    return fresh;
  }, [site]);
  const onDirtyChange = useCallback(
    (id: string, value: boolean) =>
      setDirty((current) => (current[id] === value ? current : { ...current, [id]: value })),
    [],
  );
  const context = useMemo(
    () => ({
      site,
      images: { ...state.images, ...uploaded },
      addImage: (image: StoredImage) => setUploaded((current) => ({ ...current, [image.id]: image })),
    }),
    [site, state.images, uploaded],
  );

  return (
    <ContentEditorContext.Provider value={context}>
      <PageHeader
        title={t.content.editor.title(siteName(site))}
        description={state.version === 0 ? t.content.editor.original : t.content.editor.edited}
        actions={
          <Button asChild variant="outline">
            <a href={homePath(site)} target="_blank" rel="noopener">
              {t.content.editor.viewPage}
              <ExternalLinkIcon aria-hidden="true" />
              <span className="sr-only">{t.content.editor.newTab}</span>
            </a>
          </Button>
        }
      />
      <Tabs.Root value={tab} onValueChange={setTab} className="grid max-w-4xl gap-6">
        <Tabs.List
          aria-label={t.content.editor.sections}
          className="flex w-fit max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1"
        >
          {[...sections, { id: "history", title: t.content.history.title }].map((section) => (
            <Tabs.Trigger key={section.id} value={section.id} className={tabClass}>
              {section.title}
              {dirty[section.id] ? (
                <>
                  <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
                  <span className="sr-only">{t.content.editor.notSaved}</span>
                </>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {sections.map((section) => (
          <Tabs.Content
            key={section.id}
            value={section.id}
            forceMount
            className="outline-none data-[state=inactive]:hidden"
          >
            <div className="mb-4">
              <h2 className="text-lg font-semibold tracking-tight">{section.title}</h2>
              <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{section.description}</p>
            </div>
            <ContentSectionForm
              key={`${section.id}-${generation}`}
              site={site}
              schema={schema}
              section={section}
              live={state}
              refresh={refresh}
              onDirtyChange={onDirtyChange}
            >
              {section.list ? (
                <ContentList
                  field={section.list.field}
                  name={section.list.field.key}
                  showHeading={false}
                  standIns={
                    section.list.standIns
                      ? (allHidden) => <ContentStandIns standIns={section.list!.standIns!} allHidden={allHidden} />
                      : undefined
                  }
                />
              ) : (
                <ContentFields fields={section.fields} flatten={section.fields.length === 1} />
              )}
            </ContentSectionForm>
          </Tabs.Content>
        ))}
        {/* Mounted only while open (it holds nothing typed): saves in other tabs don't each fetch the history. */}
        <Tabs.Content value="history" className="outline-none">
          <ContentHistory
            site={site}
            liveVersion={state.version}
            onRestored={async () => {
              await refresh();
              setDirty({});
              setGeneration((current) => current + 1);
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => !open && blocker.state === "blocked" && blocker.reset()}
        title={t.editor.leaveTitle}
        description={t.editor.leaveBody(unsavedTitles)}
        confirmLabel={t.editor.leaveConfirm}
        cancelLabel={t.editor.leaveCancel}
        lang={lang}
        onConfirm={async () => {
          if (blocker.state === "blocked") blocker.proceed();
        }}
      />
    </ContentEditorContext.Provider>
  );
}
