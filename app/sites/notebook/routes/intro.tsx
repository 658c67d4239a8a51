import { ArrowRight, ChevronDown } from "../components/icons";
import { Link } from "react-router";
import { pageMeta } from "#app/lib/seo.tsx";
import { BrandLink } from "../components/brand";
import { buttonClass } from "../components/ui";
import { HeroIllustration, KeysSpot, LockSpot, SealSpot } from "../components/illustrations";
import { JWKS_PATH } from "../note-types";
import "@fontsource-variable/jetbrains-mono";
import "../notebook.css";
import type { Route } from "./+types/intro";

export const handle = { lang: "en" };

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Human Notebook: prove you typed it",
    description:
      "Write a note, get a score of how human your typing looks, and share it with a signed proof anyone can verify.",
    path: "/writtenbyhuman",
    siteName: "Human Notebook",
  });

const features = [
  {
    title: "Scored as you type",
    text: "Every key press, correction and pause counts towards your human score. Pasting more than 10 characters is blocked, and the bar turns green at 60.",
    Art: KeysSpot,
  },
  {
    title: "Signed, not just saved",
    text: "Our server recomputes the score from your typing log, times the session with its own clock and signs the result with Ed25519. Nobody can edit it afterwards.",
    Art: SealSpot,
  },
  {
    title: "Private means private",
    text: "Lock a note with a passphrase and it is encrypted in your browser (Argon2id and AES-256-GCM) before it leaves. We store only ciphertext.",
    Art: LockSpot,
  },
];

const steps = [
  {
    title: "Write",
    text: "Open a blank page and type. Your human score appears a second after your first key and updates as you go.",
  },
  {
    title: "Generate a link",
    text: "Keep it public or lock it with a passphrase. We check the typing log, then sign the note's proof.",
  },
  {
    title: "Share and verify",
    text: "Anyone with the link can check the signature in one click, or offline with OpenSSL and sha256sum.",
  },
];

const primaryCta = buttonClass("primary", "xl");

export default function Intro() {
  return (
    <div className="notebook">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-5 py-5 sm:px-8">
        <BrandLink />
        <Link to="/writtenbyhuman/create" className={buttonClass("ghost")}>
          Write a note
        </Link>
      </header>

      <main>
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-5 pt-8 pb-16 sm:px-8 lg:grid-cols-[1.05fr_1fr] lg:pt-16 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-[var(--human-tint)] px-3 py-1 text-sm font-medium text-[var(--human)]">
              <span aria-hidden="true" className="size-2 rounded-full bg-[var(--human-fill)]" />
              Proof of human writing
            </p>
            <h1 className="mt-5 text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Write it yourself. Prove it, key by key.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
              Human Notebook scores how human your typing looks, signs your note with a key anyone can check, and gives
              you a link to share. Private notes are encrypted in your browser before they leave it.
            </p>
            <div className="mt-9 flex flex-wrap items-center gap-3">
              <Link to="/writtenbyhuman/create" className={primaryCta}>
                Create Note
                <ArrowRight />
              </Link>
              <a href="#learn-more" className={buttonClass("outline", "xl")}>
                Learn More
                <ChevronDown />
              </a>
            </div>
          </div>
          <HeroIllustration className="mx-auto h-auto w-full max-w-md lg:max-w-lg" />
        </section>

        <section
          id="learn-more"
          aria-labelledby="features-title"
          className="scroll-mt-6 border-y border-border bg-[#f6f4ee]"
        >
          <div className="mx-auto max-w-6xl px-5 py-20 sm:px-8">
            <h2 id="features-title" className="max-w-2xl text-3xl font-semibold tracking-tight sm:text-4xl">
              A note with a receipt
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
              Anyone can claim they wrote something. Human Notebook keeps how it was written, and signs it.
            </p>
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {features.map(({ title, text, Art }) => (
                <li key={title} className="paper-card rounded-2xl p-7">
                  <Art />
                  <h3 className="mt-5 text-xl font-semibold tracking-tight">{title}</h3>
                  <p className="mt-3 leading-relaxed text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-5 py-20 sm:px-8">
          <h2 id="steps-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            How it works
          </h2>
          <ol className="mt-12 grid gap-10 md:grid-cols-3 md:gap-8">
            {steps.map((step, index) => (
              <li key={step.title} className="relative">
                <span
                  aria-hidden="true"
                  className="font-note flex size-11 items-center justify-center rounded-full border-2 border-foreground text-lg font-semibold"
                >
                  {index + 1}
                </span>
                <h3 className="mt-5 text-xl font-semibold tracking-tight">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-3 leading-relaxed text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        {/* Linked from every verified note ("What a proof shows"): the claim a proof makes, and its limit. */}
        <section
          id="what-a-proof-shows"
          aria-labelledby="proof-shows-title"
          className="mx-auto max-w-6xl scroll-mt-6 px-5 pb-20 sm:px-8"
        >
          <h2 id="proof-shows-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            What a proof shows
          </h2>
          <div className="mt-6 grid max-w-3xl gap-4 text-lg leading-relaxed text-muted-foreground">
            <p>
              That this site watched the note being typed: the page sent its key presses in batches as you wrote, our
              server timed each batch by its own clock, and the typing log it kept rebuilds the note&apos;s text. A
              human score means typing at a person&apos;s pace, key by key, in one session.
            </p>
            <p>
              Not who composed the words: someone copying a text by hand gets the same proof. And a proof is only as
              honest as this site, which signs it; its public log shows anyone a note backdated or signed again.
            </p>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="px-5 pb-20 sm:px-8">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-3xl bg-foreground px-8 py-12 text-background sm:flex-row sm:items-center sm:justify-between sm:px-12">
            <div>
              <h2 id="cta-title" className="text-3xl font-semibold tracking-tight">
                Your words, typed by you.
              </h2>
              <p className="mt-3 max-w-lg text-lg text-[#d9d5cb]">
                A blank page is waiting. It takes a minute, and the proof lasts.
              </p>
            </div>
            <Link to="/writtenbyhuman/create" className={buttonClass("inverse", "xl")}>
              Create Note
              <ArrowRight />
            </Link>
          </div>
        </section>
      </main>

      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>Human Notebook. Written by humans, checked by mathematics.</p>
          <p>
            Signing keys:{" "}
            <a href={JWKS_PATH} className="font-note underline underline-offset-4 hover:text-foreground">
              {JWKS_PATH}
            </a>
          </p>
        </div>
      </footer>
    </div>
  );
}
