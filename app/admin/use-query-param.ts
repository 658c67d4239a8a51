import { useLocation } from "react-router";

/**
 * One parameter of the page's query string. Not react-router's useSearchParams: the back
 * office only reads, and that hook would add code to the router chunk every public page
 * loads (docs/decisions/0004).
 */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useLocation().search).get(name);
}
