import { absoluteUrl } from "#app/lib/seo.tsx";
import { felimar } from "./content";
import type { FelimarDetails } from "./site-content";
import { faqs } from "./copy";

/**
 * schema.org JSON-LD: the business (type, service area = the five towns, languages,
 * contact points, founders, from the owner's details) and the FAQ, so search engines can read both. Built by
 * the loader on the server and put in <head> by the route's meta, so none of this
 * code is in the browser bundle.
 */
export function structuredData(details: FelimarDetails) {
  const url = absoluteUrl(felimar.path);
  const languages = felimar.languages.map((language) => language.code);
  const data = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "ProfessionalService",
        "@id": `${url}#business`,
        name: felimar.name,
        legalName: felimar.legalName,
        description:
          "Coördinatie- en conciërgedienst voor eigenaren van een (tweede) woning en expats aan de Costa del Sol: woningzorg en sleutelbeheer, renovaties, airco, voertuigen en lessen, uitgevoerd door geselecteerde partners.",
        url,
        telephone: details.phone,
        email: details.email,
        knowsLanguage: languages,
        areaServed: felimar.towns.map((town) => ({
          "@type": "City",
          name: town,
          containedInPlace: { "@type": "AdministrativeArea", name: "Málaga, Spanje" },
        })),
        address: {
          "@type": "PostalAddress",
          addressLocality: "Benalmádena",
          addressRegion: "Málaga",
          addressCountry: "ES",
        },
        openingHoursSpecification: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: felimar.openingHours.days,
          opens: felimar.openingHours.opens,
          closes: felimar.openingHours.closes,
        },
        contactPoint: [
          {
            "@type": "ContactPoint",
            contactType: "customer service",
            telephone: details.phone,
            email: details.email,
            availableLanguage: languages,
            areaServed: "ES",
          },
          {
            "@type": "ContactPoint",
            contactType: "customer service",
            name: "WhatsApp",
            telephone: details.whatsapp,
            url: `https://wa.me/${details.whatsapp.replace(/\D/g, "")}`,
            availableLanguage: languages,
          },
        ],
        founder: details.founders.map((founder) => ({ "@type": "Person", name: founder.name, jobTitle: founder.role })),
        sameAs: details.social.map((social) => social.href),
      },
      {
        "@type": "FAQPage",
        "@id": `${url}#faq`,
        inLanguage: "nl",
        mainEntity: faqs.map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer },
        })),
      },
    ],
  };
  return data;
}
