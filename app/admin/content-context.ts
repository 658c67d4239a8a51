import { createContext, useContext } from "react";
import type { SiteKey } from "#app/sites/registry.ts";
import type { StoredImage } from "./api-types";

/** What every field of a site's editor may need: the site, and the photos known so far. */
export interface ContentEditorContextValue {
  site: SiteKey;
  /** The content's photos (from the server) and those uploaded since, by id. */
  images: Record<string, StoredImage>;
  addImage: (image: StoredImage) => void;
}

export const ContentEditorContext = createContext<ContentEditorContextValue | null>(null);

export function useContentEditor(): ContentEditorContextValue {
  const value = useContext(ContentEditorContext);
  if (!value) throw new Error("useContentEditor is for fields inside the content editor.");
  return value;
}
