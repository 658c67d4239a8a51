import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { LanguageSwitch } from "#app/ui/language-switch.tsx";
import type { ProjectsPageCopy } from "../content/projects";
import { projectsVersions } from "../site";
import { useLinkPath } from "#app/lib/own-domain.ts";

/** The "Projects Coming Soon" placeholder in one language: /projects and /no/projects. */
export function ProjectsPage({ copy }: { copy: ProjectsPageCopy }) {
  const toLink = useLinkPath();
  return (
    <div className="relative bg-[#f5f1e8] text-[#1f3a2b]">
      <header className="absolute top-0 right-0 px-5 py-4 sm:px-8">
        <LanguageSwitch label={copy.languageLabel} versions={projectsVersions} current={copy.htmlLang} size="lg" />
      </header>
      <main className="flex min-h-screen flex-col items-center justify-center px-6 py-20 text-center">
        <TinyHouseIllustration />
        <h1 className="mt-10 text-4xl font-semibold tracking-tight sm:text-5xl">{copy.title}</h1>
        <p className="mt-4 max-w-md text-lg text-[#3d5446]">{copy.lead}</p>
        <Link
          to={toLink(copy.home)}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-[#1f3a2b] px-6 py-3 text-base font-medium text-white transition-colors hover:bg-[#2f5540]"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.back}
        </Link>
      </main>
    </div>
  );
}

function TinyHouseIllustration() {
  return (
    <svg viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" className="h-auto w-60">
      <ellipse cx="120" cy="146" rx="110" ry="10" fill="#dfd6c2" />
      <path d="M52 78 120 30l68 48" fill="none" stroke="#1f3a2b" strokeWidth="6" strokeLinejoin="round" />
      <rect x="64" y="74" width="112" height="70" rx="4" fill="#c8a97e" />
      <path d="M64 88h112M64 102h112M64 116h112M64 130h112" stroke="#b08f63" strokeWidth="2" />
      <rect x="82" y="92" width="30" height="26" rx="2" fill="#e9f0ea" stroke="#1f3a2b" strokeWidth="3" />
      <path d="M97 92v26M82 105h30" stroke="#1f3a2b" strokeWidth="2" />
      <rect x="130" y="100" width="26" height="44" rx="2" fill="#1f3a2b" />
      <circle cx="151" cy="123" r="2" fill="#c8a97e" />
      <path d="M206 144c0-26-6-48-14-62-8 14-14 36-14 62" fill="#5f8a6b" />
      <path d="M192 144v-40" stroke="#1f3a2b" strokeWidth="3" />
      <path d="M30 144c0-18 4-32 10-42 6 10 10 24 10 42" fill="#7ea386" />
    </svg>
  );
}
