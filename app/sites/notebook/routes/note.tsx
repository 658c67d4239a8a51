import { ArrowLeft, Eye, LinkIcon, Lock, Pen } from "../components/icons";
import { lazy, Suspense, useEffect, useState } from "react";
import { data, isRouteErrorResponse, Link, useNavigate } from "react-router";
import { pageMeta } from "#app/lib/seo.tsx";
import { toast } from "#app/ui/toast.tsx";
import { EmbedSnippet } from "../components/embed-snippet";
import { EncryptedPanel, type Decrypted } from "../components/encrypted-panel";
import { LoadingNote } from "../components/loading-note";
import { LogEntry } from "../components/log-entry";
import { ReplaySection } from "../components/replay-section";
import { TypingSummary } from "../components/typing-summary";
import { buttonClass } from "../components/ui";
import { useClientValue } from "../components/use-client-value";
import { useNoteVerification } from "../components/use-note-verification";
import { VerificationBadge } from "../components/verification-badge";
import { SLUG_PATTERN, type Note } from "../note-types";
import { readNote, unavailableAs503 } from "../notes.server";
import { parseProof } from "../proof-schema";
import "@fontsource-variable/jetbrains-mono";
import "../notebook.css";
import type { Route } from "./+types/note";

export const handle = { lang: "en" };

// The proof panel is hidden until asked for: its code loads on the first "Show".
const ProofPanel = lazy(() => import("../components/proof-panel").then((module) => ({ default: module.ProofPanel })));

type LoaderData = { status: "ok"; note: Note } | { status: "invalid" | "not_found" | "taken_down"; note: null };

/**
 * Server-rendered on every request: reads the note, then counts the view (once per
 * visitor a day; the counter ignores prefetches, `.data` requests and bots). A note
 * an operator took down is a 410 that carries nothing of the note (the page's
 * `.data` answers the same).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!SLUG_PATTERN.test(params.slug)) return data<LoaderData>({ status: "invalid", note: null }, { status: 404 });
  const read = await readNote(context.db, params.slug).catch(unavailableAs503);
  if (read.status === "taken_down") return data<LoaderData>({ status: "taken_down", note: null }, { status: 410 });
  if (read.status === "not_found") return data<LoaderData>({ status: "not_found", note: null }, { status: 404 });
  context.countNoteView(params.slug);
  return data<LoaderData>({ status: "ok", note: read.note });
}

// The view count is read fresh each time, and a note is nobody's search result.
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/** The first `max` characters of a text on one line, cut at a word. */
function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const meta: Route.MetaFunction = ({ data: loaderData, params }) => {
  const path = `/writtenbyhuman/note/${params.slug}`;
  const note = loaderData?.note;
  if (loaderData?.status === "taken_down") {
    return pageMeta({
      title: "Note taken down | Human Notebook",
      description: TAKEN_DOWN_NOTICE,
      path,
      noindex: true,
      siteName: "Human Notebook",
      image: false,
    });
  }
  if (!note)
    return pageMeta({
      title: "Note not found | Human Notebook",
      description: "This note does not exist.",
      path,
      noindex: true,
      siteName: "Human Notebook",
      image: false,
    });
  if (note.content === null) {
    return pageMeta({
      title: "A private note | Human Notebook",
      description:
        "This note is encrypted. Only someone with its passphrase can read it, and anyone can check its signed proof.",
      path,
      noindex: true,
      siteName: "Human Notebook",
    });
  }
  // React escapes these attribute values: a note cannot inject markup into the head.
  return pageMeta({
    title: `“${excerpt(note.content, 60)}” | Human Notebook`,
    description: excerpt(note.content, 180),
    path,
    noindex: true,
    siteName: "Human Notebook",
  });
};

export default function NotePage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { status } = loaderData;
  useEffect(() => {
    // A taken-down note stays on its own notice (a 410): it is no error to leave behind with a toast.
    if (status === "ok" || status === "taken_down") return;
    void toast.error(status === "invalid" ? "Invalid note URL" : "Note not found");
    void navigate("/writtenbyhuman", { replace: true });
  }, [status, navigate]);

  if (loaderData.status === "taken_down") return <TakenDown />;
  if (loaderData.status !== "ok") {
    return (
      <div className="notebook">
        <main className="mx-auto grid max-w-xl justify-items-center gap-4 px-6 py-24 text-center">
          <h1 className="text-2xl font-semibold">
            {loaderData.status === "invalid" ? "Invalid note URL" : "Note not found"}
          </h1>
          <Link to="/writtenbyhuman" className={buttonClass("outline")}>
            Back to Human Notebook
          </Link>
        </main>
      </div>
    );
  }
  return <NoteView key={loaderData.note.slug} note={loaderData.note} />;
}

const TAKEN_DOWN_NOTICE = "This note has been taken down and is no longer available.";

/** The neutral notice of a note an operator took down: no reason, no trace of what it said. */
function TakenDown() {
  return (
    <div className="notebook">
      <main className="mx-auto max-w-xl px-5 py-20 sm:px-8 sm:py-28">
        <section className="paper-card grid justify-items-center gap-4 rounded-3xl px-6 py-10 text-center sm:px-10">
          <h1 className="text-2xl font-semibold tracking-tight">Note taken down</h1>
          <p className="text-balance text-muted-foreground">{TAKEN_DOWN_NOTICE}</p>
          <Link to="/writtenbyhuman" className={buttonClass("outline", "md", "mt-2")}>
            <ArrowLeft />
            Back to Human Notebook
          </Link>
        </section>
      </main>
    </div>
  );
}

function formatCreated(iso: string, local: boolean): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: "long",
    timeStyle: "short",
    ...(local ? {} : { timeZone: "UTC" }),
  };
  return new Date(iso).toLocaleString("en-US", options) + (local ? "" : " UTC");
}

function NoteView({ note }: { note: Note }) {
  const [decrypted, setDecrypted] = useState<Decrypted | null>(null);
  const [proofOpen, setProofOpen] = useState(false);
  const [proofRequested, setProofRequested] = useState(false);
  const created = useClientValue(() => formatCreated(note.createdAt, true), formatCreated(note.createdAt, false));
  const { verification, recheck } = useNoteVerification(note, decrypted);
  // What the proof says (its score only once checked here); a proof outside the schema shows no figures.
  const parsed = parseProof(note.proof);
  const payload = parsed.ok ? parsed.value.payload : null;
  const content = note.content ?? decrypted?.content ?? null;
  const binding = payload?.v === 2 ? { slug: note.slug, session: payload.session } : null;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      void toast.success("Link copied");
    } catch {
      void toast.error("Copy the address from the address bar instead.");
    }
  }

  return (
    <div className="notebook">
      <header className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-5 py-5 sm:px-8">
        <Link to="/writtenbyhuman" className={buttonClass("ghost", "md", "-ml-3")}>
          <ArrowLeft />
          Back
        </Link>
        <Link to="/writtenbyhuman/create" className={buttonClass("outline")}>
          <Pen />
          Write your own
        </Link>
      </header>

      <main className="mx-auto max-w-3xl px-5 pb-20 sm:px-8">
        <article className="paper-card rounded-3xl p-6 sm:p-10">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="text-sm font-medium text-muted-foreground">Note</p>
              <h1 className="font-note mt-1 flex items-center gap-2 text-xl font-semibold tracking-tight break-all sm:text-2xl">
                {note.slug}
                {note.isPrivate ? (
                  <span className="inline-flex shrink-0" title="Private note">
                    <Lock className="size-5 text-[var(--human)]" />
                    <span className="sr-only">(private note)</span>
                  </span>
                ) : null}
              </h1>
              <p className="mt-2 text-sm text-muted-foreground">
                <time dateTime={note.createdAt}>{created}</time>
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-sm font-medium">
                <Eye className="size-4" />
                {`${note.viewsCount.toLocaleString("en-US")} ${note.viewsCount === 1 ? "view" : "views"}`}
              </span>
              <VerificationBadge state={verification?.state ?? "checking"} />
            </div>
          </div>
          {verification?.state === "failed" ? (
            <p
              data-testid="verification-reason"
              className="mt-4 rounded-lg border border-[#f1c4be] bg-[#fdf0ee] px-4 py-3 text-sm text-[#9f1f13]"
            >
              <span className="font-semibold">Verification Failed:</span> {verification.reason}
            </p>
          ) : verification?.state === "signature-checked" ? (
            <p className="mt-4 text-sm text-muted-foreground">
              Signature, encrypted note and typing log checked here; its text is checked once it is opened.
            </p>
          ) : null}
          <LogEntry slug={note.slug} verification={verification} />

          {payload ? <TypingSummary payload={payload} state={verification?.state ?? "checking"} /> : null}

          <div className="mt-8">
            {content !== null ? (
              <div
                data-testid="note-content"
                className="font-note text-[16px] leading-8 break-words whitespace-pre-wrap sm:text-[17px]"
              >
                {content}
              </div>
            ) : (
              <EncryptedPanel
                contentEnc={note.contentEnc ?? ""}
                hint={note.passphraseHint}
                binding={binding}
                onDecrypted={setDecrypted}
              />
            )}
          </div>

          {/* How it was written: notes signed with a typing log (proof v2) only. */}
          {payload?.v === 2 ? <ReplaySection note={note} /> : null}

          <div className="mt-10 flex flex-wrap items-center gap-3">
            {content !== null ? (
              <button
                type="button"
                onClick={() => {
                  setProofRequested(true);
                  setProofOpen((open) => !open);
                }}
                aria-expanded={proofOpen}
                aria-controls={proofRequested ? "proof" : undefined}
                className={buttonClass("outline")}
              >
                {proofOpen ? "Hide Proof Verification" : "Show Proof Verification"}
              </button>
            ) : null}
            <button type="button" onClick={copyLink} className={buttonClass("ghost")}>
              <LinkIcon />
              Copy link
            </button>
          </div>
          {content !== null && proofRequested ? (
            <Suspense fallback={<p className="mt-6 text-sm text-muted-foreground">Loading the proof...</p>}>
              <ProofPanel id="proof" hidden={!proofOpen} note={note} payload={payload} verify={recheck} />
            </Suspense>
          ) : null}
          <EmbedSnippet slug={note.slug} />
        </article>
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const navigate = useNavigate();
  const notFound = !isRouteErrorResponse(error) || error.status === 404;
  useEffect(() => {
    void toast.error("Note not found");
    void navigate("/writtenbyhuman", { replace: true });
  }, [navigate]);
  return (
    <div className="notebook">
      <LoadingNote />
      <span className="sr-only">{notFound ? "Note not found" : "The note could not be loaded"}</span>
    </div>
  );
}
