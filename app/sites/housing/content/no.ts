import type { HousingContent } from "./types";

/** Bokmål version of the sustainable-housing page (/no/housing). */
export const housingNo: HousingContent = {
  language: "no",
  htmlLang: "nb",
  home: "/no/housing",
  skipLink: "Hopp til innholdet",
  header: {
    logoLabel: "Furu Bolig, forsiden",
    navLabel: "Seksjoner",
    languageLabel: "Språk",
    nav: [
      { href: "#timber", label: "Tre" },
      { href: "#energy", label: "Energi" },
      { href: "#climate", label: "Klima" },
      { href: "#process", label: "Prosess" },
    ],
    cta: "Kontakt oss",
  },
  hero: {
    eyebrow: "Bærekraftige boliger i Norge",
    title: "Trehus bygget for norsk klima.",
    lead: "Vi tegner og bygger energieffektive trehus og mindre boligprosjekter på Østlandet, fra første befaring og byggesøknad til dagen du får nøklene.",
    primary: "Planlegg prosjektet ditt",
    secondary: "Slik jobber vi",
    facts: [
      { value: "Passivhus", label: "Energistandard NS 3700" },
      { value: "Norsk gran", label: "PEFC-sertifisert trevirke" },
      { value: "Fast pris", label: "Etter bustadoppføringslova" },
    ],
  },
  topics: [
    {
      id: "timber",
      eyebrow: "Trekonstruksjon",
      title: "Bygget av norsk tre",
      lead: "Tre er landets eldste byggemateriale, og fortsatt det beste.",
      body: "Husene våre har bærende konstruksjon i gran fra sertifiserte skoger i Innlandet og Trøndelag, med massivtre der lange spenn eller trapperom krever det. Veggelementene bygges innendørs, tørt og på millimeteren, og reises på byggeplassen på noen få dager, så konstruksjonen aldri står våt. Hvert tonn tre i huset holder karbon ute av atmosfæren så lenge huset står.",
      points: [
        {
          title: "Sertifisert og sporbart",
          description: "PEFC- eller FSC-trevirke, med dokumentert opprinnelse for hver leveranse.",
        },
        {
          title: "Prefabrikkert, ikke forhastet",
          description: "Vegg- og takelementer lages i oppvarmet hall, og huset er reist og tett i løpet av en uke.",
        },
        {
          title: "Ærlige overflater",
          description: "Oljet tre, trefiberplater og mineralsk maling innvendig. Ingen vinyl, ingen PVC.",
        },
        {
          title: "Laget for å kunne demonteres",
          description: "Skrudde heller enn limte forbindelser, så deler kan repareres eller brukes om igjen.",
        },
      ],
      figures: [
        { value: "~1 t", label: "CO2 lagret per kubikkmeter trevirke" },
        { value: "5–7 dager", label: "Til reist og tett råbygg" },
      ],
    },
    {
      id: "energy",
      eyebrow: "Energi",
      title: "Passivhusnivå, dokumentert",
      lead: "Energi er den største kostnaden i et hjems levetid, så vi planlegger den bort fra starten.",
      body: "Vi bygger etter den norske passivhusstandarden NS 3700: 300–350 mm isolasjon, trelagsvinduer med U-verdi 0,8 W/m²K eller bedre, og tette detaljer overalt. Varmen kommer fra luft-til-vann- eller bergvarmepumpe, og balansert ventilasjon gjenvinner mer enn 80 % av varmen i avtrekksluften. Før overlevering dokumenterer vi tettheten med en trykktest.",
      points: [
        {
          title: "Varmepumpe tilpasset huset",
          description: "Luft-til-vann på de fleste tomter, bergvarme der grunnen og budsjettet tillater det.",
        },
        {
          title: "Frisk luft uten varmetap",
          description: "Balansert ventilasjon med varmegjenvinning, stillegående og med enkelt filterbytte.",
        },
        {
          title: "Klar for solceller",
          description:
            "Takvinkel, føringsveier og plass til vekselretter planlagt for solcellepaneler, nå eller senere.",
        },
        {
          title: "Dokumentert ytelse",
          description: "Energiberegning, trykktestrapport og energiattest ved overlevering.",
        },
      ],
      figures: [
        { value: "0,6", label: "Luftvekslinger per time ved 50 Pa, eller lavere" },
        { value: "80 %+", label: "Varme gjenvunnet fra avtrekksluften" },
      ],
    },
    {
      id: "climate",
      eyebrow: "Tomt og klima",
      title: "Tegnet for snø, vind og regn",
      lead: "Klimaet i Norge endrer seg fra dal til dal. Hvert hus tegnes for sin egen tomt.",
      body: "Vi beregner snølast for din kommune og høyde over havet, vindeksponering for tomten og teledybde for fundamentet, og vi sjekker reguleringsplanen før første strek er tegnet. Luftet kledning, romslige takutstikk og fuktsikre detaljer etter anvisningene i SINTEF Byggforsk holder konstruksjonen tørr, både ved kysten og i innlandet.",
      points: [
        {
          title: "Snø- og vindlast",
          description: "Tak og konstruksjon dimensjonert for de karakteristiske lastene der du skal bo.",
        },
        {
          title: "Frostsikre fundamenter",
          description: "Isolerte plater eller ringmurer tilpasset lokal teledybde og grunnforhold.",
        },
        {
          title: "Fuktsikre detaljer",
          description: "Regnskjerm, luftespalter og dryppkanter som lar bygget tørke ut.",
        },
        {
          title: "Radon og overvann",
          description: "Radonsperre slik TEK17 krever, og regnvann håndtert på egen tomt.",
        },
      ],
      figures: [
        { value: "TEK17", label: "Byggteknisk forskrift oppfylt eller bedre" },
        { value: "Per tomt", label: "Beregning av snø, vind og tele" },
      ],
    },
  ],
  process: {
    eyebrow: "Prosess",
    title: "Fra byggesøknad til overlevering",
    intro:
      "Ett team og én kontaktperson fra første befaring til nøkkeloverlevering, med fast pris avtalt før vi begynner å bygge.",
    stepLabel: "Steg",
    steps: [
      {
        title: "Befaring",
        duration: "Uke 1",
        description:
          "Vi går over tomten sammen med deg, leser reguleringsplanen og snakker om behov, budsjett og tidsplan. Kostnadsfritt.",
      },
      {
        title: "Tegninger og fast pris",
        duration: "Uke 2–6",
        description: "Tegninger, energiberegning og en fastpriskontrakt etter bustadoppføringslova.",
      },
      {
        title: "Byggesøknad",
        duration: "Inntil 12 uker",
        description:
          "Vi utarbeider søknaden, er ansvarlig søker overfor kommunen og følger den opp til den er godkjent.",
      },
      {
        title: "Grunnarbeid og bygging",
        duration: "4–7 måneder",
        description:
          "Fundament, råbygg reist på få dager, deretter tak, vinduer og innvendig arbeid. Fast byggeleder og bildeoppdatering hver uke.",
      },
      {
        title: "Overlevering",
        duration: "Siste uke",
        description:
          "Trykktest, overtakelsesbefaring med deg, ferdigattest og all dokumentasjon. Fem års reklamasjonsrett.",
      },
    ],
  },
  contact: {
    eyebrow: "Kontakt",
    title: "Hvordan kan vi hjelpe?",
    intro:
      "Fortell oss om tomten, huset du ser for deg eller prosjektet du planlegger. Vi svarer innen 24 timer på virkedager.",
    gdpr: "Opplysningene dine behandles i tråd med GDPR: vi bruker dem bare til å svare på henvendelsen, deler dem aldri og sletter dem når du ber om det. Skjemaet merker seg også hvor raskt meldingen ble skrevet (bare tidspunktene, aldri tastene) og lagrer noen få tall om det sammen med henvendelsen, for å skille skrevne meldinger fra automatiserte.",
    detailsTitle: "Eller ta kontakt direkte",
    addressLabel: "Postadresse",
    emailLabel: "E-post",
    phoneLabel: "Telefon",
    hours: "Hverdager 08.00–16.00",
  },
  partners: {
    title: "Partnere og materialer vi stoler på",
    intro:
      "Leverandører vi har bygget med i mange år, valgt for kvalitet, dokumentasjon og kort vei fra skog og fabrikk til byggeplass.",
    listLabel: "Partnere",
  },
  footer: {
    tagline: "Bærekraftige trehus og boligprosjekter i Norge, fra byggesøknad til overlevering.",
    contactTitle: "Kontakt",
    followTitle: "Følg oss",
    newTab: "(åpnes i ny fane)",
    copyright: "© 2025 Furu Bolig AS. Alle rettigheter forbeholdt.",
    orgNumber: "Org.nr.",
    vatNumber: "MVA-nr.",
  },
  cookie: {
    label: "Om informasjonskapsler",
    text: "Dette nettstedet bruker bare det som trengs for at det skal fungere. Vi setter ingen informasjonskapsler for sporing, analyse eller reklame.",
    accept: "Godta",
    close: "Lukk",
  },
};
