import { useMatches } from "react-router";
import type { Me } from "./api-types";

/** The layout's route id (app/routes.ts): its loader reads /api/admin/me. */
export const ADMIN_LAYOUT_ID = "admin-layout";

/** The route above it (app/routes.ts), whose server loader says whose language the shell speaks. */
export const SIGNED_IN_ID = "admin-signed-in";

/**
 * The signed-in user, their sites and counts; for pages inside the layout. Read through
 * useMatches, which the public pages use already, so the back office adds no code to the
 * router chunk every public page loads (docs/decisions/0004).
 */
export function useMe(): Me {
  const me = useMatches().find((match) => match.id === ADMIN_LAYOUT_ID)?.data as Me | undefined;
  if (!me) throw new Error("useMe is for pages inside the back-office layout.");
  return me;
}
