import { Eye, EyeOff, Lock } from "../components/icons";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate, useNavigation } from "react-router";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { createProofOfWork } from "#app/lib/form-guard.ts";
import { HoneypotField } from "#app/lib/honeypot.tsx";
import { pageMeta } from "#app/lib/seo.tsx";
import { toast } from "#app/ui/toast.tsx";
import { BrandLink } from "../components/brand";
import { LoadingNote } from "../components/loading-note";
import { ScoreMeter } from "../components/score-meter";
import { EarlierText, SessionRefusedNotice } from "../components/session-notices";
import { buttonClass, cx, inputClass, labelClass, Toggle } from "../components/ui";
import { MAX_NOTE_LENGTH, PASTE_TOAST_MS, SCORE_DELAY_MS, SCORE_REFRESH_MS, SUBMIT_MIN_LENGTH } from "../human-score";
import type { LiveScore, liveScore } from "../live-score";
import { attachRecorder, TypingRecorder } from "../typing-recorder";
import { SessionRefused, WritingSession, type NoteFields } from "../writing-session";
import "@fontsource-variable/jetbrains-mono";
import "../notebook.css";
import type { Route } from "./+types/create";

export const handle = { lang: "en" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Write a note | Human Notebook",
    description: "Type a note and get a signed proof of human writing.",
    path: "/writtenbyhuman/create",
    siteName: "Human Notebook",
  });

const MESSAGES = {
  content: "Please enter some content",
  passphrase: "Passphrase is required for private notes",
  pasteBlocked: "Haha, not so fast! Type it like a human 😊",
  logFull: "This note holds as much typing as one note can: create it as it is.",
  created: "Note created successfully!",
  failed: "Failed to create note",
} as const;

export default function Create() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const passphraseRef = useRef<HTMLInputElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const recorderRef = useRef<TypingRecorder | null>(null);
  const sessionRef = useRef<WritingSession | null>(null);

  // Each attempt has its own recorder and writing session; "Start again" begins a new one.
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState("");
  const [started, setStarted] = useState(false);
  const [score, setScore] = useState<LiveScore | null>(null);
  const [isPrivate, setIsPrivate] = useState(false);
  const [passphrase, setPassphrase] = useState("");
  const [hint, setHint] = useState("");
  const [revealed, setRevealed] = useState(false);
  const [errors, setErrors] = useState<{ content?: string; passphrase?: string }>({});
  const [creating, setCreating] = useState(false);
  /** The server's message when it refused this attempt's session: the text stays, read-only. */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** A refused attempt's text, kept in view while the visitor types it again. */
  const [earlierText, setEarlierText] = useState<string | null>(null);

  // The recorder listens to the textarea's native input events from the start; the
  // writing session opens at the first key and streams what is typed.
  useEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    let session: WritingSession | null = null;
    const recorder = new TypingRecorder(undefined, () => {
      session?.open();
      // After this event's dispatch: a state update flushed before React's own onChange
      // would re-render the controlled textarea with the old value and lose the first key.
      setTimeout(() => setStarted(true), 0);
    });
    // Solved from the visitor's first sign of life (before the first key, which opens the session
    // with it), not while the page loads: its solver stays out of the first load (docs/decisions/0004-first-load-javascript.md).
    const proof = createProofOfWork();
    const startProof = () => proof.start();
    const signs = ["pointerdown", "pointermove", "touchstart", "keydown", "scroll"] as const;
    for (const sign of signs) window.addEventListener(sign, startProof, { once: true, passive: true });
    session = new WritingSession(recorder, {
      honeypot: () => honeypotRef.current?.value ?? "",
      proofOfWork: () => proof.take(),
      onRefused: (refused) => setRefusal(refused.message),
    });
    recorderRef.current = recorder;
    sessionRef.current = session;
    textarea.focus();
    const detach = attachRecorder(textarea, recorder, (reason) =>
      reason === "paste"
        ? void toast.error(MESSAGES.pasteBlocked, { id: "paste-blocked", duration: PASTE_TOAST_MS })
        : void toast.error(MESSAGES.logFull, { id: "log-full" }),
    );
    return () => {
      for (const sign of signs) window.removeEventListener(sign, startProof);
      detach();
      session.stop();
    };
  }, [attempt]);

  // The score shows 1 s after the first key, then refreshes every 500 ms: the server's own
  // rubric (live-score.ts) on the events this page streams, loaded after the first key so
  // the first load stays light ("Measuring your typing..." until it has scored).
  useEffect(() => {
    if (!started) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    let scorer: typeof liveScore | undefined;
    void import("../live-score").then((module) => (scorer = module.liveScore));
    const update = () => {
      const recorder = recorderRef.current;
      if (recorder && scorer) setScore(scorer(recorder.events(), recorder.now()));
    };
    const timeout = setTimeout(() => {
      update();
      interval = setInterval(update, SCORE_REFRESH_MS);
    }, SCORE_DELAY_MS);
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [started]);

  function startAgain() {
    setEarlierText(text.trim() ? text : earlierText);
    setText("");
    setStarted(false);
    setScore(null);
    setRefusal(null);
    setErrors({});
    setAttempt((n) => n + 1);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const recorder = recorderRef.current;
    const session = sessionRef.current;
    if (creating || refusal !== null || !recorder || !session) return;
    const found = {
      content: text.trim() ? undefined : MESSAGES.content,
      passphrase: isPrivate && !passphrase ? MESSAGES.passphrase : undefined,
    };
    setErrors(found);
    if (found.content) return textareaRef.current?.focus();
    if (found.passphrase) return passphraseRef.current?.focus();

    setCreating(true);
    try {
      const slug = await session.create(async ({ grant, total }): Promise<NoteFields> => {
        // The recorder's text is the one its events rebuild (the textarea is read-only now).
        const content = recorder.text.trim();
        const note = {
          isPrivate,
          viewPolicy: isPrivate ? ("passphrase" as const) : ("public" as const),
          passphraseHint: isPrivate && hint.trim() ? hint.trim() : null,
          website: honeypotRef.current?.value ?? "",
        };
        if (!isPrivate) return { ...note, content, inserted: recorder.insertedTexts(total) };
        // Sealed for the slug and session it will have: it opens under no other note.
        const { encryptNote } = await import("../note-crypto");
        return { ...note, ...(await encryptNote(content, passphrase, { slug: grant.slug, session: grant.sessionId })) };
      });
      void toast.success(MESSAGES.created);
      await navigate(`/writtenbyhuman/note/${slug}`);
    } catch (error) {
      if (error instanceof SessionRefused) setRefusal(error.message);
      else
        void toast.error(MESSAGES.failed, {
          description: error instanceof ApiRequestError ? error.message : undefined,
        });
      setCreating(false);
    }
  }

  const human = score?.isHuman === true;
  const showSubmit = text.length > SUBMIT_MIN_LENGTH;
  const navigatingToNote =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/writtenbyhuman/note/");

  return (
    <div className="notebook flex min-h-dvh flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-5 py-3 sm:px-8">
          <BrandLink className="text-sm" />
          <p className="font-note text-xs text-muted-foreground tabular-nums" aria-live="off">
            {text.length.toLocaleString("en-US")} / {MAX_NOTE_LENGTH.toLocaleString("en-US")}
          </p>
        </div>
      </header>

      {/* The main landmark holds the whole form, its sticky bar too: no part of the page outside a landmark. */}
      <main className="flex flex-1 flex-col">
        <form ref={formRef} noValidate onSubmit={submit} className="flex flex-1 flex-col">
          <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-5 pt-8 pb-6 sm:px-8 sm:pt-12">
            <h1 id="create-title" className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
              Hey, human, impress me with your writing...
            </h1>
            <p id="create-help" className="mt-2 text-sm text-muted-foreground">
              Type it yourself: pastes over 10 characters are blocked.
              <span className="hidden sm:inline"> Press Ctrl + Enter (⌘ + Enter on a Mac) to create the link.</span>
            </p>
            {refusal !== null ? <SessionRefusedNotice message={refusal} text={text} onStartAgain={startAgain} /> : null}
            {earlierText !== null && refusal === null ? (
              <EarlierText text={earlierText} onDismiss={() => setEarlierText(null)} />
            ) : null}
            <textarea
              ref={textareaRef}
              name="content"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  formRef.current?.requestSubmit();
                }
              }}
              readOnly={creating || refusal !== null}
              maxLength={MAX_NOTE_LENGTH}
              autoFocus
              autoComplete="off"
              spellCheck
              placeholder="Start typing. Every key counts."
              aria-labelledby="create-title"
              aria-describedby={cx(
                "create-help",
                errors.content && "content-error",
                !showSubmit && refusal === null && "submit-hint",
              )}
              aria-invalid={errors.content ? true : undefined}
              className="font-note ruled mt-6 min-h-[50vh] w-full flex-1 resize-none border-l-2 border-transparent bg-transparent pl-4 text-[17px] text-foreground outline-none placeholder:text-[#6f6a60] focus:border-[var(--human-fill)] sm:text-lg"
            />
            {errors.content ? (
              <p id="content-error" role="alert" className="mt-2 pl-4 text-sm font-medium text-destructive">
                {errors.content}
              </p>
            ) : null}
            <HoneypotField ref={honeypotRef} defaultValue="" />
          </div>

          <div className="sticky bottom-0 z-10 border-t border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
            <div className="mx-auto grid max-w-3xl gap-4 px-5 py-4 sm:px-8">
              {isPrivate ? (
                <fieldset className="rise grid gap-3 rounded-xl border border-border bg-[#fffffd] p-4 sm:grid-cols-2">
                  <legend className="sr-only">Private note</legend>
                  <div className="grid gap-1.5">
                    <label htmlFor="passphrase" className={labelClass}>
                      Passphrase
                    </label>
                    <div className="relative">
                      <input
                        ref={passphraseRef}
                        id="passphrase"
                        type={revealed ? "text" : "password"}
                        value={passphrase}
                        onChange={(event) => setPassphrase(event.target.value)}
                        autoComplete="new-password"
                        aria-invalid={errors.passphrase ? true : undefined}
                        aria-describedby={errors.passphrase ? "passphrase-error passphrase-help" : "passphrase-help"}
                        className={cx(inputClass, "pr-11")}
                      />
                      <button
                        type="button"
                        onClick={() => setRevealed((value) => !value)}
                        aria-pressed={revealed}
                        aria-label="Show passphrase"
                        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2"
                      >
                        {revealed ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
                      </button>
                    </div>
                    {errors.passphrase ? (
                      <p id="passphrase-error" role="alert" className="text-sm font-medium text-destructive">
                        {errors.passphrase}
                      </p>
                    ) : null}
                  </div>
                  <div className="grid gap-1.5">
                    <label htmlFor="passphrase-hint" className={labelClass}>
                      Hint{" "}
                      <span className="font-normal text-muted-foreground">
                        (optional, anyone with the link sees it)
                      </span>
                    </label>
                    <input
                      id="passphrase-hint"
                      value={hint}
                      onChange={(event) => setHint(event.target.value)}
                      maxLength={200}
                      autoComplete="off"
                      className={inputClass}
                    />
                  </div>
                  <p id="passphrase-help" className="text-sm text-muted-foreground sm:col-span-2">
                    <Lock className="mr-1 inline size-3.5 align-[-2px]" />
                    Encrypted in this browser before it is sent. We never see the passphrase or the text, and cannot
                    recover them.
                  </p>
                </fieldset>
              ) : null}

              <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
                <div className="min-h-[4.75rem] min-w-60 flex-1 content-center">
                  {score !== null ? (
                    <ScoreMeter score={score.humanScore} reason={score.reason} />
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      {started ? "Measuring your typing..." : "Your human score appears a second after your first key."}
                    </p>
                  )}
                </div>
                <div className="flex w-full items-center justify-between gap-3 sm:w-auto sm:justify-start sm:gap-4">
                  <div className="flex items-center gap-2.5">
                    <Toggle
                      id="private-note"
                      checked={isPrivate}
                      disabled={creating}
                      onChange={(checked) => {
                        setIsPrivate(checked);
                        setErrors((current) => ({ ...current, passphrase: undefined }));
                      }}
                    />
                    <label htmlFor="private-note" className={cx(labelClass, "cursor-pointer whitespace-nowrap")}>
                      Private<span className="sr-only sm:not-sr-only"> note</span>
                    </label>
                  </div>
                  {refusal !== null ? null : showSubmit ? (
                    <button
                      type="submit"
                      disabled={creating}
                      className={buttonClass(human ? "human" : "primary", "submit", "rise")}
                    >
                      {creating ? "Creating..." : human ? "Generate Proof Link ✅" : "Generate Link"}
                    </button>
                  ) : (
                    // Holds the button's place until it appears (spec: once the text is over 10 characters),
                    // and tells everyone, screen readers through the textarea's description, where and when.
                    <p id="submit-hint" className="text-sm text-muted-foreground">
                      Generate Link<span className="sr-only"> button</span> appears at {SUBMIT_MIN_LENGTH + 1}{" "}
                      characters
                    </p>
                  )}
                </div>
              </div>
            </div>
          </div>
        </form>
        {navigatingToNote ? <LoadingNote overlay /> : null}
      </main>
    </div>
  );
}
