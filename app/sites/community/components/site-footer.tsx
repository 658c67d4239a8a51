import type { CommunityDetails } from "../site-content";
import { brand, footerCopy } from "../content";
import { container } from "../lib/styles";
import { Logo } from "./logo";
import { NewsletterSlot } from "./newsletter-slot";
import { SmartLink } from "./smart-link";

/** The two link columns; where each link goes is the owner's (the back office). */
const columnsOf = (links: CommunityDetails["footer"]) => [
  {
    title: "Community",
    items: [
      { label: "Discord", href: links.discord },
      { label: "Telegram", href: links.telegram },
      { label: "Events", href: links.events },
      { label: "Local Circles", href: links.localCircles },
    ],
  },
  {
    title: "Platform",
    items: [
      { label: "DAO", href: links.dao },
      { label: "Whitepaper", href: links.whitepaper },
      { label: "Documentation", href: links.documentation },
      { label: "GitHub", href: links.github },
    ],
  },
];

/** 'Stay Connected' (stored through POST /api/newsletter), the link columns, tagline and copyright. */
export function SiteFooter({ links }: { links: CommunityDetails["footer"] }) {
  const columns = columnsOf(links);
  return (
    <footer className="site-footer">
      <div
        className={`${container} relative grid gap-16 py-20 sm:py-24 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:gap-20`}
      >
        <section id="stay-connected" aria-labelledby="stay-connected-title" className="scroll-mt-8">
          <h2 id="stay-connected-title" className="font-display c-title mt-0 text-[clamp(2rem,4vw,2.75rem)]">
            {footerCopy.newsletterTitle}
          </h2>
          <p className="c-lead mt-3 max-w-md">{footerCopy.newsletterDescription}</p>
          <NewsletterSlot
            site="community"
            className="mt-8 max-w-lg [&_[role=alert]]:text-[#fda4af]"
            inputClassName="h-12 rounded-full border-white/15 bg-white/[0.05] px-5 text-[#f4f3ff] placeholder:text-[#a9a6cc] focus-visible:border-[#5eead4] focus-visible:ring-[#5eead4]/30 aria-invalid:border-[#fda4af]"
            buttonClassName="h-12 rounded-full bg-[#5eead4] px-7 text-[0.95rem] font-semibold text-[#04201c] hover:bg-[#99f6e4] focus-visible:ring-[#5eead4]/40"
          />
        </section>

        <div className="grid grid-cols-2 gap-8">
          {columns.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title.toLowerCase()}`}>
              <h2 id={`footer-${column.title.toLowerCase()}`} className="c-label text-[#5eead4]">
                {column.title}
              </h2>
              <ul className="mt-5 grid gap-1">
                {column.items.map((item) => (
                  <li key={item.label}>
                    <SmartLink href={item.href} className="footer-link">
                      {item.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>

      <div className="relative border-t border-white/10">
        <div className={`${container} flex flex-col gap-6 py-10 sm:flex-row sm:items-center sm:justify-between`}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
            <Logo />
            <p className="font-display text-gradient text-lg font-medium tracking-[-0.01em]">{brand.footerTagline}</p>
          </div>
          <p className="text-sm text-[#a9a6cc]">{footerCopy.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
