import { useRouteLoaderData } from "react-router";
import type { Me } from "./api-types";

/** The layout's route id (app/routes.ts): its loader reads /api/admin/me. */
export const ADMIN_LAYOUT_ID = "admin-layout";

/** The signed-in user, their sites and counts; for pages inside the layout. */
export function useMe(): Me {
  const me = useRouteLoaderData<Me>(ADMIN_LAYOUT_ID);
  if (!me) throw new Error("useMe is for pages inside the back-office layout.");
  return me;
}
