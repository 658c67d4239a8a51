import { ArrowLeft, Eye, LinkIcon, Lock, Pen, ShieldCheck } from "../components/icons";
import { lazy, Suspense, useEffect, useState } from "react";
import { data, isRouteErrorResponse, Link, useNavigate } from "react-router";
import { postJson } from "~/lib/api-client";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/ui/toast";
import { EncryptedPanel, type Decrypted } from "../components/encrypted-panel";
import { LoadingNote } from "../components/loading-note";
import { buttonClass } from "../components/ui";
import { useClientValue } from "../components/use-client-value";
import { isHumanScore } from "../human-score";
import { SLUG_PATTERN, type Note, type ProofPayload, type VerificationResult } from "../note-types";
import { readNoteAndCountView, unavailableAs503 } from "../notes.server";
import "@fontsource-variable/jetbrains-mono";
import "../notebook.css";
import type { Route } from "./+types/note";

export const handle = { lang: "en" };

// The proof panel is hidden until asked for: its code loads on the first "Show".
const ProofPanel = lazy(() => import("../components/proof-panel").then((module) => ({ default: module.ProofPanel })));

type LoaderData = { status: "ok"; note: Note } | { status: "invalid" | "not_found" | "taken_down"; note: null };

/**
 * Server-rendered on every request: reads the note and counts the view. A note an
 * operator took down is a 410 that carries nothing of the note (the page's `.data`
 * answers the same).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!SLUG_PATTERN.test(params.slug)) return data<LoaderData>({ status: "invalid", note: null }, { status: 404 });
  const read = await readNoteAndCountView(context.db, params.slug).catch(unavailableAs503);
  if (read.status === "taken_down") return data<LoaderData>({ status: "taken_down", note: null }, { status: 410 });
  if (read.status === "not_found") return data<LoaderData>({ status: "not_found", note: null }, { status: 404 });
  return data<LoaderData>({ status: "ok", note: read.note });
}

// Every view counts, and a note is nobody's search result.
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
    return pageMeta({ title: "Note taken down | Human Notebook", description: TAKEN_DOWN_NOTICE, path, noindex: true, siteName: "Human Notebook" });
  }
  if (!note) return pageMeta({ title: "Note not found | Human Notebook", description: "This note does not exist.", path, noindex: true, siteName: "Human Notebook" });
  if (note.content === null) {
    return pageMeta({
      title: "A private note | Human Notebook",
      description: "This note is encrypted. Only someone with its passphrase can read it, and anyone can check its signed proof.",
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
          <h1 className="text-2xl font-semibold">{loaderData.status === "invalid" ? "Invalid note URL" : "Note not found"}</h1>
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
  const options: Intl.DateTimeFormatOptions = { dateStyle: "long", timeStyle: "short", ...(local ? {} : { timeZone: "UTC" }) };
  return new Date(iso).toLocaleString("en-US", options) + (local ? "" : " UTC");
}

function NoteView({ note }: { note: Note }) {
  const [decrypted, setDecrypted] = useState<Decrypted | null>(null);
  const [proofOpen, setProofOpen] = useState(false);
  const [proofRequested, setProofRequested] = useState(false);
  const created = useClientValue(() => formatCreated(note.createdAt, true), formatCreated(note.createdAt, false));
  let payload: Partial<ProofPayload> = {};
  try {
    payload = JSON.parse(note.proof.payload) as ProofPayload;
  } catch {
    // A broken payload still shows; verification explains it.
  }
  const content = note.content ?? decrypted?.content ?? null;
  const score = typeof payload.humanScore === "number" ? payload.humanScore : null;
  const human = score !== null && isHumanScore(score);

  async function verify(): Promise<VerificationResult> {
    if (note.content !== null) {
      return postJson<VerificationResult>("/api/notes/verify", { proof: note.proof, content: note.content });
    }
    if (!decrypted) throw new Error("Decrypt the note first.");
    const { verifyPrivateNoteProof } = await import("../proof-verify");
    return verifyPrivateNoteProof(note, decrypted.content, decrypted.commitKey);
  }

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
              <span
                className="inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium"
                style={{ background: "var(--human-tint)", color: "var(--human)" }}
              >
                <ShieldCheck className="size-4" />
                Verified
              </span>
            </div>
          </div>

          {score !== null ? (
            <dl className="mt-6 grid grid-cols-2 gap-x-8 gap-y-4 border-y border-border py-4 text-sm sm:flex sm:flex-wrap">
              <div>
                <dt className="text-muted-foreground">Human score</dt>
                <dd className="font-note mt-0.5 text-lg font-semibold" style={{ color: human ? "var(--human)" : "var(--pending)" }}>
                  {score}/100 {human ? <span className="font-sans text-sm font-medium">· human</span> : null}
                </dd>
              </div>
              {typeof payload.duration === "number" ? (
                <div>
                  <dt className="text-muted-foreground">Writing time</dt>
                  <dd className="font-note mt-0.5 text-lg font-semibold">{formatDuration(payload.duration)}</dd>
                </div>
              ) : null}
              {typeof payload.keystrokeCount === "number" ? (
                <div>
                  <dt className="text-muted-foreground">Keys</dt>
                  <dd className="font-note mt-0.5 text-lg font-semibold">{payload.keystrokeCount.toLocaleString("en-US")}</dd>
                </div>
              ) : null}
              {typeof payload.typingSpeed === "number" ? (
                <div>
                  <dt className="text-muted-foreground">Speed</dt>
                  <dd className="font-note mt-0.5 text-lg font-semibold">{payload.typingSpeed} wpm</dd>
                </div>
              ) : null}
            </dl>
          ) : null}

          <div className="mt-8">
            {content !== null ? (
              <div data-testid="note-content" className="font-note text-[16px] leading-8 break-words whitespace-pre-wrap sm:text-[17px]">
                {content}
              </div>
            ) : (
              <EncryptedPanel contentEnc={note.contentEnc ?? ""} hint={note.passphraseHint} onDecrypted={setDecrypted} />
            )}
          </div>

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
              <ProofPanel id="proof" hidden={!proofOpen} note={note} verify={verify} />
            </Suspense>
          ) : null}
        </article>
      </main>
    </div>
  );
}

function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds % 60)} s`;
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
