import { galleryPlaceholders, illustrations } from "#app/sites/felimar/gallery-placeholders.ts";
import type { SiteKey } from "#app/sites/registry.ts";

/*
 * What the content editor needs to know of each site beyond its schema (and its home page,
 * `homePath` in app/sites/registry.ts): which of its lists are sections of their own (the
 * rest of the document is "Details"). List keys not named here still work: they are edited
 * inside Details.
 */

export interface ListSectionSpec {
  /** The document's key (an array of items with id and hidden). */
  key: string;
  /** The tab's name. */
  title: string;
  /** One item, in summaries and buttons ("Add a testimonial"). */
  noun: string;
  /** The article the noun takes in "Add a …". */
  article?: "a" | "an";
  description: string;
  /** What the public page shows in the list's place while it has no visible item, in the page's language. */
  standIns?: StandIns;
}

export interface StandIns {
  lang: string;
  items: readonly { key: string; title: string; caption: string; src: string }[];
}

export const LIST_SECTIONS: Partial<Record<SiteKey, readonly ListSectionSpec[]>> = {
  felimar: [
    {
      key: "bundles",
      title: "Packages",
      noun: "package",
      description: "The service packages, in the order the page shows them.",
    },
    {
      key: "gallery",
      title: "Gallery",
      noun: "photo",
      description: "Photos of finished work, each with a title and a caption.",
      // The same six app/sites/felimar/components/gallery.tsx draws while no photo is visible.
      standIns: {
        lang: "nl",
        items: galleryPlaceholders.map(({ key, titel, caption }) => ({
          key,
          title: titel,
          caption,
          src: illustrations[key],
        })),
      },
    },
    {
      key: "testimonials",
      title: "Testimonials",
      noun: "testimonial",
      description: "What clients said, with their name and town.",
    },
  ],
  community: [
    {
      key: "events",
      title: "Events",
      noun: "event",
      article: "an",
      description:
        "Meet-ups in the carousel. Past events leave it by themselves; with none ahead, the page says new dates come soon.",
    },
  ],
};

/** The sections of a site's editor whose key is in its document, in order. */
export function listSectionsOf(site: SiteKey, content: Record<string, unknown>): ListSectionSpec[] {
  return (LIST_SECTIONS[site] ?? []).filter((section) => Array.isArray(content[section.key]));
}
