import { useMatches } from "react-router";

/**
 * A route says its language with `export const handle = { lang: "nl" }`, or, when its data
 * decides (the back office: the signed-in person's, or the browser's before sign-in), with
 * a function of its data; undefined defers to the route above. English otherwise.
 */
export interface RouteHandle {
  lang?: string | ((data: unknown) => string | undefined);
}

export function usePageLanguage(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const lang = (matches[i]?.handle as RouteHandle | undefined)?.lang;
    const value = typeof lang === "function" ? lang(matches[i]?.data) : lang;
    if (value) return value;
  }
  return "en";
}
