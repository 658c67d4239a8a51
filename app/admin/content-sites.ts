import { galleryPlaceholders, illustrations } from "#app/sites/felimar/gallery-placeholders.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import type { AdminMessages } from "./messages/index";

/*
 * What the content editor needs to know of each site beyond its schema (and its home page,
 * `homePath` in app/sites/registry.ts): which of its lists are sections of their own (the
 * rest of the document is "Details"). List keys not named here still work: they are edited
 * inside Details.
 */

export interface ListSectionSpec {
  /**
   * The document's key (an array of items with id and hidden). Its tab is named as the field
   * (the catalogue's `content.fields`), its description is `content.editor.listDescriptions`.
   */
  key: ListSectionKey;
  /** What the public page shows in the list's place while it has no visible item, in the page's language. */
  standIns?: StandIns;
}

export type ListSectionKey = keyof AdminMessages["content"]["editor"]["listDescriptions"];

export interface StandIns {
  lang: string;
  items: readonly { key: string; title: string; caption: string; src: string }[];
}

export const LIST_SECTIONS: Partial<Record<SiteKey, readonly ListSectionSpec[]>> = {
  felimar: [
    { key: "bundles" },
    {
      key: "gallery",
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
    { key: "testimonials" },
  ],
  community: [{ key: "events" }],
};

/** The sections of a site's editor whose key is in its document, in order. */
export function listSectionsOf(site: SiteKey, content: Record<string, unknown>): ListSectionSpec[] {
  return (LIST_SECTIONS[site] ?? []).filter((section) => Array.isArray(content[section.key]));
}
