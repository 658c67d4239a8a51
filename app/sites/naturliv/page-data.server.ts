import { data } from "react-router";
import type { Db } from "../../../server/db/database";
import { visibleSocialProfiles } from "../site-content-fields";
import { CONTENT_UNAVAILABLE, readPageContent } from "../live-content.server";

/** Both language versions' loader: the social profiles as the owner saved them (the back office). */
export async function loadNaturlivDetails(db: Db) {
  const { content, failed } = await readPageContent(db, "naturliv");
  const payload = { social: visibleSocialProfiles(content.details.social) };
  return failed ? data(payload, CONTENT_UNAVAILABLE) : payload;
}
