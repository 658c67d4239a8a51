import { useMatches } from "react-router";

/** A route says its language with `export const handle = { lang: "nl" }`. English otherwise. */
export interface RouteHandle {
  lang?: string;
}

export function usePageLanguage(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const lang = (matches[i]?.handle as RouteHandle | undefined)?.lang;
    if (lang) return lang;
  }
  return "en";
}
