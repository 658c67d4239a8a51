import { data } from "react-router";
import type { Db } from "#server/db/database.ts";
import { visibleSocialProfiles } from "../site-content-fields";
import { CONTENT_UNAVAILABLE, readPageContent } from "../live-content.server";
import type { NaturlivContent } from "./content/types";
import { naturlivJsonLd } from "./structured-data.server";

/**
 * Both language versions' loader: the social profiles as the owner saved them (the back
 * office), for the page and its JSON-LD, in the language of `page` (content/en.ts, content/no.ts).
 */
export async function loadNaturlivDetails(db: Db, page: NaturlivContent) {
  const { content, failed } = await readPageContent(db, "naturliv");
  const payload = {
    social: visibleSocialProfiles(content.details.social),
    jsonLd: naturlivJsonLd(content.details, page),
  };
  return failed ? data(payload, CONTENT_UNAVAILABLE) : payload;
}
