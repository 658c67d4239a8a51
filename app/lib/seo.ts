import type { MetaDescriptor } from "react-router";

declare const __SITE_URL__: string;

/** The site's public origin, without a trailing slash (SITE_URL at build time). */
export const siteUrl = __SITE_URL__;

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
  /** Path or absolute URL of a 1200×630 preview image. */
  image?: string;
  noindex?: boolean;
}

/** Title, description, canonical URL and Open Graph tags: every page uses this. */
export function pageMeta({ title, description, path, locale = "en_US", siteName, image, noindex }: PageSeo): MetaDescriptor[] {
  const url = path === undefined ? undefined : `${siteUrl}${path === "/" ? "/" : path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:locale", content: locale },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (siteName) tags.push({ property: "og:site_name", content: siteName });
  if (image) tags.push({ property: "og:image", content: image.startsWith("http") ? image : `${siteUrl}${image}` });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
