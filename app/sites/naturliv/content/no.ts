import type { NaturlivContent } from "./types";

/** Bokmål version of the Naturliv landing page (/no/naturliv). */
export const naturlivNo: NaturlivContent = {
  language: "no",
  htmlLang: "nb",
  home: "/no/naturliv",
  projectsPath: "/no/projects",
  skipLink: "Hopp til innholdet",
  topBar: {
    tagline: "Håndlaget i Norge av nordisk tre",
    socialLabel: "Naturliv i sosiale medier",
    languageLabel: "Språk",
    newTab: "(åpnes i ny fane)",
  },
  logoLabel: "Naturliv, forsiden",
  nav: {
    label: "Hovedmeny",
    home: "Hjem",
    projects: "Prosjekter",
    projectsIntro: "Seks hus, én måte å bygge på: tre, trefiber og naturlige overflater.",
    about: "Om oss",
    contact: "Kontakt",
    blog: "Blogg",
    quote: "Få et tilbud",
    openMenu: "Åpne menyen",
    closeMenu: "Lukk menyen",
    menuTitle: "Meny",
    menuDescription: "Sider og seksjoner på Naturliv-nettstedet",
    viewAll: "Se alle prosjekter",
    models: [
      { name: "Modell Aston", summary: "To soverom på ett plan" },
      { name: "Modell Frederika", summary: "Familiehus i to moduler" },
      { name: "Modell Torso", summary: "30 m² for én person" },
      { name: "Modell Visby", summary: "55 m² med hems" },
      { name: "Modell Flensburg", summary: "Rundt 45 m² for par" },
      { name: "Office Box", summary: "Et stille kontor i hagen" },
    ],
  },
  hero: {
    eyebrow: "Modulbaserte minihus av naturlige materialer",
    title: "Lev grønt. Føl deg hjemme.",
    lead: "Kompakte trehus fra 30 til 55 m², isolert med trefiber og behandlet med naturlige oljer. Vi bygger dem innendørs i verkstedet vårt og monterer dem på fundamentet ditt på én dag.",
    explore: "Se prosjektene",
    quote: "Få et tilbud",
    facts: [
      { value: "30–55 m²", label: "Tre planløsninger" },
      { value: "1 dag", label: "Levering og montering" },
      { value: "25 %", label: "Forskudd ved kontrakt" },
    ],
  },
  benefits: {
    eyebrow: "Å bo lite",
    title: "Derfor fungerer et minihus",
    intro: "Mindre hus, mer liv. Sju grunner til at folk velger et mindre hjem, og trives med det.",
    items: [
      {
        key: "affordability",
        title: "Rimelig",
        description:
          "Et ferdig hjem til en brøkdel av prisen på et vanlig bygg, med lavere skatt, forsikring og driftskostnader hver måned.",
      },
      {
        key: "minimalist",
        title: "Enkelt liv",
        description:
          "Mindre å vaske, lagre og ta vare på, og mer tid og penger til menneskene og stedene du er glad i.",
      },
      {
        key: "mobility",
        title: "Flyttbart",
        description:
          "Hvert hus bygges som en modul som kan løftes opp på en lastebil, så det kan flytte med deg om livet tar deg et annet sted.",
      },
      {
        key: "energy",
        title: "Energieffektivt",
        description:
          "Et lite og tett hus med tykk trefiberisolasjon og trelagsvinduer trenger svært lite energi for å holde varmen.",
      },
      {
        key: "sustainability",
        title: "Bærekraftig",
        description: "Gran og furu fra sertifiserte nordiske skoger holder karbonet bundet så lenge huset står.",
      },
      {
        key: "maintenance",
        title: "Lett vedlikehold",
        description:
          "Slitesterk trekledning, ståltak og oljede flater krever lite mer enn en vask og et nytt strøk olje med noen års mellomrom.",
      },
      {
        key: "flexibility",
        title: "Fleksibelt",
        description:
          "Førstebolig, gjestehus, utleiehytte eller atelier: det samme huset tilpasser seg når behovene dine endrer seg.",
      },
    ],
  },
  projects: {
    eyebrow: "Modellene våre",
    title: "Våre kompakte hus",
    intro: "Tre planløsninger, alle bygget med samme standard på materialer, isolasjon og håndverk.",
    viewProject: "Se prosjektet",
    viewAll: "Se alle prosjekter",
    items: [
      {
        id: "flensburg",
        title: "Flensburg",
        area: "Rundt 45 m²",
        audience: "For par",
        description:
          "Et lyst hus med ett soverom, åpen kjøkken- og stueløsning under høyt himlingstak, fullverdig bad og en overbygd terrasse for lange sommerkvelder.",
        highlights: ["1 soverom", "Stue med takhøyde", "Overbygd terrasse"],
      },
      {
        id: "torso",
        title: "Torso",
        area: "30 m²",
        audience: "For én person eller som et enkelt tilfluktssted",
        description:
          "Alt én person trenger på en kompakt flate: en sovealkove, en dyp vindusbenk og en kjøkkenvegg med oppbevaring fra gulv til tak. Like godt egnet som hytte eller atelier.",
        highlights: ["Sovealkove", "Vindusbenk", "Hel kjøkkenvegg"],
      },
      {
        id: "visby",
        title: "Visby",
        area: "55 m²",
        audience: "Med hems",
        description:
          "Vår største modell har en hems over hovedetasjen, med plass til barn, gjester eller hjemmekontor uten at huset tar mer plass på tomten.",
        highlights: ["Hems", "2 soverom", "Åpen stue"],
      },
    ],
  },
  features: {
    eyebrow: "Slik bygger vi",
    title: "Bygget for hverdagen",
    intro: "Et lite hus må jobbe hardere enn et stort. Hvert Naturliv-hus er tegnet etter fire prinsipper.",
    items: [
      {
        key: "materials",
        title: "Økologiske materialer",
        description:
          "Bærende konstruksjon i heltre, trefiberisolasjon, leirpuss og linoljebehandlede flater. Ingen PVC, ingen skumplast, ingenting du ikke vil puste inn.",
      },
      {
        key: "space",
        title: "Smart bruk av plassen",
        description:
          "Oppbevaring bygget inn i trapper og benker, skyvedører og romslig takhøyde gjør at hver kvadratmeter teller dobbelt.",
      },
      {
        key: "cost",
        title: "Kostnadseffektivt",
        description:
          "Standard modulmål og produksjon innendørs holder prisen fast og forutsigbar: ingen overraskelser etter at kontrakten er signert.",
      },
      {
        key: "humidity",
        title: "Sunt inneklima",
        description:
          "Diffusjonsåpne vegger og fuktbufrende materialer jevner ut luftfuktigheten naturlig, slik at luften holder seg frisk og kondens og mugg holdes unna.",
      },
    ],
  },
  process: {
    eyebrow: "Fra første samtale til første natt",
    title: "Slik fungerer det",
    intro: "Fem tydelige steg, med fast pris og leveringsdato avtalt før produksjonen starter.",
    stepLabel: "Steg",
    steps: [
      {
        title: "Rådgivning",
        description:
          "Vi går gjennom tomten, behovene og budsjettet ditt, og anbefaler modellen og tilvalgene som passer. Gratis og uforpliktende.",
      },
      {
        title: "Kontrakt og 25 % forskudd",
        description:
          "Du får fast pris og leveringsdato. Produksjonsplassen din reserveres når kontrakten er signert og forskuddet på 25 % er betalt.",
      },
      {
        title: "Produksjon",
        description:
          "Huset ditt bygges innendørs i verkstedet vårt, skjermet mot vær og vind, med kvalitetskontroll underveis. Du er velkommen på besøk.",
      },
      {
        title: "Fundament",
        description:
          "Du klargjør fundamentet på tomten etter tegningene og spesifikasjonene vi leverer, med egen entreprenør eller en vi anbefaler.",
      },
      {
        title: "Levering og montering",
        description:
          "Vi leverer og monterer huset på én dag, og går gjennom alle detaljer sammen med deg på en sluttbefaring før du flytter inn.",
      },
    ],
  },
  contact: {
    eyebrow: "Få et tilbud",
    title: "Fortell oss om planene dine",
    intro:
      "Hvor vil du bygge, og hvilken modell har fanget interessen din? Send oss noen linjer, så kommer vi tilbake med priser, leveringstid og ærlige svar.",
    promises: [
      { title: "Svar innen 24 timer", description: "Et ekte menneske fra teamet vårt svarer på hver melding." },
      { title: "Gratis rådgivning", description: "Helt uforpliktende, og uten press om å bestemme deg." },
      { title: "Faste priser", description: "Prisen vi gir er prisen du betaler for modellen og tilvalgene." },
    ],
  },
  footer: {
    tagline: "Miljøvennlige, modulbaserte minihus, håndlaget i Norge av naturlige materialer.",
    modelsTitle: "Modeller",
    companyTitle: "Naturliv",
    newsletterTitle: "Nytt fra verkstedet",
    newsletterText: "Nye modeller, visningsdager og byggetips noen ganger i året. Du kan melde deg av når som helst.",
    copyright: "© 2025 Naturliv. Alle rettigheter forbeholdt.",
    followUs: "Følg oss",
  },
};
