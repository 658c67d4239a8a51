import { absoluteUrl } from "#app/lib/seo.tsx";
import { toast } from "#app/ui/toast.tsx";
import { buttonClass } from "./ui";

const BADGE_ALT = "Human Notebook: this note's checked typing proof";

/** A note's badge (server/share-images/note-badge.ts): its score, date and whether its proof holds. */
export const badgePath = (slug: string) => `/writtenbyhuman/badge/${slug}.svg`;

/** The note's badge linking to its page, as HTML and as Markdown: the same URLs the server wrote in the page. */
export function embedSnippets(slug: string): { html: string; markdown: string } {
  const noteUrl = absoluteUrl(`/writtenbyhuman/note/${slug}`);
  const badgeUrl = absoluteUrl(badgePath(slug));
  return {
    html: `<a href="${noteUrl}"><img src="${badgeUrl}" alt="${BADGE_ALT}"></a>`,
    markdown: `[![${BADGE_ALT}](${badgeUrl})](${noteUrl})`,
  };
}

/**
 * "Show this proof anywhere": the note's badge, and the HTML and Markdown that put it on
 * another page, linked to this note. Copied as the page copies its link.
 */
export function EmbedSnippet({ slug }: { slug: string }) {
  const { html, markdown } = embedSnippets(slug);
  return (
    <section aria-labelledby="embed-title" data-testid="embed-snippet" className="mt-10 border-t border-border pt-8">
      <h2 id="embed-title" className="text-lg font-semibold tracking-tight">
        Show this proof anywhere
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted-foreground">
        Put this badge on your site or in a README: it shows the note&apos;s score and date, says &ldquo;verified&rdquo;
        only while its proof holds, and links here.
      </p>
      <img src={badgePath(slug)} alt={BADGE_ALT} height={20} loading="lazy" decoding="async" className="mt-4 h-5" />
      <Snippet name="HTML" code={html} />
      <Snippet name="Markdown" code={markdown} />
    </section>
  );
}

function Snippet({ name, code }: { name: string; code: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      void toast.success(`${name} copied`);
    } catch {
      void toast.error("Select the text and copy it instead.");
    }
  }
  return (
    <figure className="mt-4 grid gap-2">
      {/* A figure's caption is its own child: the heading and its copy button share it. */}
      <figcaption className="flex items-center justify-between gap-3">
        <span className="text-sm font-medium">{name}</span>
        <button type="button" onClick={copy} className={buttonClass("outline")}>
          Copy {name}
        </button>
      </figcaption>
      <pre className="font-note rounded-xl border border-border bg-[#fffffd] p-3 text-xs leading-5 break-all whitespace-pre-wrap">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
