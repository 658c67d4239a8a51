import { useMemo } from "react";
import { createDates, type Dates } from "./format";
import { useAdminMessages } from "./use-admin-messages";
import { useMe } from "./use-me";

/** Dates in the signed-in person's language and chosen time zone (app/admin/format.ts says which clock). */
export function useDates(): Dates {
  const { lang } = useAdminMessages();
  const zone = useMe().user.timeZone;
  return useMemo(() => createDates(lang, zone), [lang, zone]);
}
