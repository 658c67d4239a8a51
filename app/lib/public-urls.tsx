import { publicPages } from "~/public-pages";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "./public-origin";

const ELEMENT_ID = "public-urls";
/** A path no page has: the server makes it the origin serving the page (server/html/public-urls.ts). */
const HOST_MARK = "/.host";

interface PublicUrls {
  pages: Record<string, string>;
  host: string;
}

/**
 * Every public page's URL and this host's origin, as the server made them public for this
 * answer, in a JSON data block of the page (never run, so no CSP source). The browser names
 * the same URLs when it renders tags again (`absoluteUrl`): the canonical URL of a page
 * served on the shared host is its own domain's, which the browser could not know, and a tag
 * differing from the server's would be added beside it, not replace it.
 */
export function PublicUrlsData() {
  // A build-time constant: the browser's bundle keeps only its branch, and never the placeholder.
  const text = import.meta.env.SSR ? placeholderText() : textInBrowser();
  return <script id={ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: text }} />;
}

/** In the browser: the public URL of a path, as the server named it in this document. */
export function publicUrlInBrowser(path: string): string {
  parsed ??= parse(textInBrowser());
  return parsed.pages[path] ?? `${parsed.host}${path}`;
}

function placeholderText(): string {
  const urls: PublicUrls = {
    pages: Object.fromEntries(publicPages.map((page) => [page.path, `${PUBLIC_ORIGIN_PLACEHOLDER}${page.path}`])),
    host: `${PUBLIC_ORIGIN_PLACEHOLDER}${HOST_MARK}`,
  };
  return JSON.stringify(urls);
}

let browserText: string | undefined;
let parsed: PublicUrls | undefined;

/** Read once, before hydration can touch it. */
function textInBrowser(): string {
  return (browserText ??= document.getElementById(ELEMENT_ID)?.textContent ?? "");
}

function parse(text: string): PublicUrls {
  try {
    const urls = JSON.parse(text) as PublicUrls;
    return { pages: urls.pages, host: urls.host.slice(0, -HOST_MARK.length) };
  } catch {
    return { pages: {}, host: location.origin };
  }
}
