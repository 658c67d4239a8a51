import { siteUrl } from "~/lib/seo";
import { emailHref, felimar } from "./content";
import { faqs } from "./copy";

/**
 * schema.org JSON-LD: the business (type, service area = the five towns, languages,
 * contact points, founders) and the FAQ, so search engines can read both. Built by
 * the loader on the server and put in <head> by the route's meta, so none of this
 * code is in the browser bundle.
 */
export function structuredData() {
  const url = `${siteUrl}${felimar.path}`;
  const phone = felimar.contact.phone.replace(/\s+/g, "");
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
        telephone: phone,
        email: emailHref.replace("mailto:", ""),
        knowsLanguage: languages,
        areaServed: felimar.towns.map((town) => ({ "@type": "City", name: town, containedInPlace: { "@type": "AdministrativeArea", name: "Málaga, Spanje" } })),
        address: { "@type": "PostalAddress", addressLocality: "Benalmádena", addressRegion: "Málaga", addressCountry: "ES" },
        openingHoursSpecification: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: felimar.contact.openingHours.days,
          opens: felimar.contact.openingHours.opens,
          closes: felimar.contact.openingHours.closes,
        },
        contactPoint: [
          { "@type": "ContactPoint", contactType: "customer service", telephone: phone, email: felimar.contact.email, availableLanguage: languages, areaServed: "ES" },
          {
            "@type": "ContactPoint",
            contactType: "customer service",
            name: "WhatsApp",
            telephone: felimar.contact.whatsapp.replace(/\s+/g, ""),
            url: `https://wa.me/${felimar.contact.whatsapp.replace(/\D/g, "")}`,
            availableLanguage: languages,
          },
        ],
        founder: felimar.founders.map((founder) => ({ "@type": "Person", name: founder.name, jobTitle: founder.role })),
        sameAs: felimar.social.map((social) => social.href),
      },
      {
        "@type": "FAQPage",
        "@id": `${url}#faq`,
        inLanguage: "nl",
        mainEntity: faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
      },
    ],
  };
  return data;
}
