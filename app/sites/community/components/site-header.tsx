import { container } from "../lib/styles";
import { Logo } from "./logo";

const sections = [
  { href: "#challenge", label: "Why" },
  { href: "#network", label: "Network" },
  { href: "#join", label: "Join" },
  { href: "#events", label: "Events" },
  { href: "#dao", label: "DAO" },
];

/** The bar over the hero: the club's name and the page's sections. */
export function SiteHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-20">
      <div className={`${container} flex h-20 items-center justify-between gap-6`}>
        <a href="#top" className="rounded-md" aria-label="Mycelium Club, back to top">
          <Logo />
        </a>
        <nav aria-label="Sections" className="hidden md:block">
          <ul className="flex items-center gap-1 rounded-full border border-white/10 bg-[#0d0b22]/60 p-1 backdrop-blur-md">
            {sections.map((section) => (
              <li key={section.href}>
                <a
                  href={section.href}
                  className="inline-flex min-h-9 items-center rounded-full px-4 text-sm font-medium text-[#c9c6ec] transition-colors hover:bg-white/[0.07] hover:text-white"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
