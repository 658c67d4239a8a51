import type { MetaDescriptor } from "react-router";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "./public-origin";
import { publicPages } from "#app/public-pages.ts";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImageFor } from "./share-images";

export interface PageSeo {
  title: string;
  description: string;
  /**
   * The page's path, e.g. "/felimar"; makes the canonical and og:url. Left out by a
   * page served under any URL (the 404 page, rendered once for every unknown path).
   */
  path?: string;
  /** Open Graph locale, e.g. "nl_NL". */
  locale?: string;
  siteName?: string;
  /**
   * Path or absolute URL of a 1200×630 preview image, or false for none. Left out, the
   * page's own preview from its path (app/lib/share-images.ts): every public page and note.
   */
  image?: string | false;
  /** What the image shows (og:image:alt); defaults to the page's title, which the image shows. */
  imageAlt?: string;
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and share-preview tags: every page uses this. */
export function pageMeta({
  title,
  description,
  path,
  locale = "en_US",
  siteName,
  image,
  imageAlt,
  noindex,
}: PageSeo): MetaDescriptor[] {
  const url = path === undefined ? undefined : absoluteUrl(path);
  const preview = previewOf(path, image, imageAlt, title);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:locale", content: locale },
    { name: "twitter:card", content: preview ? "summary_large_image" : "summary" },
  ];
  if (siteName) tags.push({ property: "og:site_name", content: siteName });
  if (preview) {
    tags.push(
      { property: "og:image", content: preview.url },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
      { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
      { property: "og:image:alt", content: preview.alt },
      { name: "twitter:image:alt", content: preview.alt },
    );
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/**
 * The one place a path (a page's shared-host path, or any other) becomes an absolute URL.
 * On the server it is written on the placeholder origin, which the server replaces by
 * the page's public URL on the configured hosts (server/pages/public-urls.ts). In the
 * browser (tags made again at hydration and after a navigation) it is the same URL, as
 * the server wrote it into the page (`PublicUrlsData` below).
 */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  // A build-time constant: the browser's bundle keeps only its branch, and never the placeholder.
  if (import.meta.env.SSR) return `${PUBLIC_ORIGIN_PLACEHOLDER}${path}`;
  return publicUrlInBrowser(path);
}

function previewOf(
  path: string | undefined,
  image: string | false | undefined,
  imageAlt: string | undefined,
  title: string,
): { url: string; alt: string } | null {
  if (image === false) return null;
  if (image) return { url: absoluteUrl(image), alt: imageAlt ?? title };
  const derived = path === undefined ? null : shareImageFor(path);
  return derived ? { url: absoluteUrl(derived.path), alt: imageAlt ?? derived.alt ?? title } : null;
}

// The public URLs of this answer, for the browser. In this module, not one of its own: every page loads it already, and a file more is a response more in every first load (docs/decisions/0004).
const ELEMENT_ID = "public-urls";
/** A path no page has: the server makes it the origin serving the page (server/pages/public-urls.ts). */
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

/**
 * In the browser: the path to link to for a page (its shared-host path): its path here
 * when the server named its URL on this host, else the shared-host path as it is.
 */
export function linkPathInBrowser(path: string): string {
  parsed ??= parse(textInBrowser());
  const url = parsed.pages[path];
  if (!url) return path;
  const { origin, pathname } = new URL(url);
  return origin === parsed.host ? pathname : path;
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
