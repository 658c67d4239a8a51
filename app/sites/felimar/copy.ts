import type { RequestCategory } from "#app/forms/felimar-request/categories.ts";

/** The page's Dutch copy, section by section (business facts are in content.ts). */

export const heroCopy = {
  eyebrow: "Concierge & woningzorg · Costa del Sol",
  headline: "Alles geregeld voor je verblijf aan de Costa del Sol",
  intro:
    "Eén vast aanspreekpunt voor je woning, onderhoud, airco, auto en meer. Wij coördineren, geselecteerde lokale partners voeren uit, en jij ziet het resultaat op foto of video.",
  highlights: [
    { title: "Snelle reactie", text: "Antwoord op dezelfde werkdag" },
    { title: "Transparante prijzen", text: "Vooraf een heldere offerte" },
    { title: "Geselecteerde partners", text: "Vakmensen die we persoonlijk kennen" },
    { title: "Foto/video-rapport", text: "Bij elke oplevering" },
  ],
} as const;

export const aboutCopy = {
  eyebrow: "Over ons",
  intro:
    "Felimar is het coördinatie- en conciërgebureau voor eigenaren van een (tweede) woning en expats aan de Costa del Sol. Wij voeren zelf geen werk uit: we regelen het met vaste partners, houden toezicht en rapporteren aan jou.",
  points: [
    {
      title: "Expat-vriendelijk",
      text: "We weten hoe het is om vanuit Nederland of België een huis in Spanje te hebben.",
    },
    { title: "Vaste partners", text: "Elektriciens, schoonmakers, monteurs en juristen met wie we al jaren werken." },
    { title: "Heldere afspraken", text: "Vooraf een offerte en planning op papier: geen verrassingen achteraf." },
  ],
} as const;

export interface ServiceCard {
  category: Exclude<RequestCategory, "algemeen">;
  title: string;
  items: string[];
  note?: string;
}

export const services: ServiceCard[] = [
  {
    category: "property-care",
    title: "Property Care & Sleutelbeheer",
    items: [
      "Sleuteloverdracht en ophalen",
      "Controle vóór aankomst, met foto/video",
      "Schoonmaak: standaard, diep of wissel (turnover)",
    ],
  },
  {
    category: "renovaties",
    title: "Renovaties & Upgrades",
    items: ["Algemene renovaties en reparaties", "Zonwering en voorzetramen", "Schaduw, comfort en isolatie"],
  },
  {
    category: "airco",
    title: "Comfort & Airco",
    items: ["Installatie en service (split en kanaal)", "Seizoensonderhoud", "Filterplannen"],
  },
  {
    category: "legal",
    title: "Legal & Residency",
    items: ["Coördinatie van juridische diensten", "Begeleiding bij je NIE en de stappen naar residencia"],
    note: "Wij geven zelf geen juridisch advies: dat doen erkende advocaten en gestores.",
  },
  {
    category: "voertuigen",
    title: "Voertuigen & Mobiliteit",
    items: ["Auto wassen en detailing", "Begeleiding bij de ITV-keuring", "Hulp bij import en registratie"],
  },
  {
    category: "lessen",
    title: "Lessen & Lifestyle",
    items: ["Privé golflessen", "Taallessen Spaans, Engels en Nederlands"],
  },
];

export const steps = [
  {
    title: "Aanvraag",
    text: "Kies een categorie en vertel wat je nodig hebt. Foto's helpen: stuur ze gerust via WhatsApp.",
  },
  { title: "Offerte", text: "Je krijgt een transparante offerte met prijs en planning, zonder kleine lettertjes." },
  { title: "Uitvoering", text: "Onze partners werken op tijd en netjes. Jij krijgt foto-updates tijdens het werk." },
  { title: "Oplevering", text: "We controleren het resultaat en regelen de garantie waar die van toepassing is." },
] as const;

export const regionCopy = {
  eyebrow: "Werkgebied",
  title: "Van Torremolinos tot Marbella",
  text: "We werken langs de hele westelijke Costa del Sol. Waar de planning het toelaat reageren we dezelfde dag; je krijgt in elk geval antwoord op dezelfde werkdag.",
} as const;

export const faqs = [
  {
    question: "Kunnen jullie ook diensten regelen die hier niet staan?",
    answer:
      "Vaak wel. Via ons netwerk van partners regelen we ook zaken als tuinonderhoud, zwembadservice, verhuizingen of een fotograaf. Vraag het gerust: lukt het niet, dan zeggen we dat eerlijk.",
  },
  {
    question: "Geven jullie juridisch of fiscaal advies?",
    answer:
      "Nee. Wij coördineren en begeleiden, bijvoorbeeld bij je NIE of de stappen naar residencia, maar advies komt altijd van een erkende advocaat, gestor of belastingadviseur die we voor je inschakelen.",
  },
  {
    question: "Hoe werkt sleutelbeheer?",
    answer:
      "We halen je sleutels op of nemen ze in ontvangst, laten schoonmakers, monteurs of gasten binnen en brengen de sleutels weer terug. Tussendoor bewaren we ze veilig en gelabeld zonder adres.",
  },
  {
    question: "In welke talen kan ik bij jullie terecht?",
    answer:
      "In het Nederlands, Engels en Spaans. Met Spaanse partners en instanties praten wij, zodat jij niets hoeft te vertalen.",
  },
  {
    question: "Hoe snel reageren jullie?",
    answer:
      "Ons doel is antwoord op dezelfde werkdag, via WhatsApp of telefoon. Waar de planning het toelaat kunnen we dezelfde dag nog langskomen.",
  },
  {
    question: "Krijg ik foto's of video van het werk?",
    answer:
      "Ja, bij elk project. Je ontvangt updates tijdens de uitvoering en een foto/video-rapport bij de oplevering.",
  },
] as const;

export const trustPoints = [
  { title: "Eén aanspreekpunt", text: "Eén nummer voor alles" },
  { title: "Meertalig team", text: "Nederlands, Engels, Spaans" },
  { title: "Snelle opvolging", text: "Antwoord op dezelfde werkdag" },
  { title: "Foto/video-rapport", text: "Bij elke oplevering" },
] as const;

export const messages = {
  success: "Dank je! We nemen dezelfde werkdag contact op via WhatsApp of telefoon.",
  failure: "Er ging iets mis. Probeer het opnieuw.",
} as const;

export const disclaimer =
  "Felimar coördineert diensten die worden uitgevoerd door geselecteerde, zelfstandige partners. Wij geven geen juridisch, fiscaal of medisch advies.";
