import { absoluteUrl } from "#app/lib/seo.tsx";
import { visibleSocialProfiles } from "../site-content-fields";
// Never a data: URL, whatever the build's inline limit: search engines want an image address.
import brandImage from "./art/hero.svg?no-inline";
import type { NaturlivContent } from "./content/types";
import type { NaturlivDetails } from "./site-content";

/**
 * schema.org JSON-LD for Naturliv as one language version shows it: an Organization (the
 * page gives no address or phone to make it a LocalBusiness), with its description and
 * slogan in the page's language and the social profiles the owner saved in the back office,
 * so an edit there changes what search engines read. Built by the loader on the server and
 * put in <head> by the route's meta, so none of this code reaches the browser bundle.
 */
export function naturlivJsonLd(details: NaturlivDetails, content: NaturlivContent) {
  const url = absoluteUrl(content.home);
  const social = visibleSocialProfiles(details.social).map((profile) => profile.url);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${url}#organization`,
    name: "Naturliv",
    description: content.footer.tagline,
    slogan: content.hero.title,
    url,
    image: absoluteUrl(brandImage),
    ...(social.length > 0 ? { sameAs: social } : {}),
  };
}
