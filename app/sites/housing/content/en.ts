import type { HousingContent } from "./types";

export const housingEn: HousingContent = {
  language: "en",
  htmlLang: "en",
  home: "/housing",
  skipLink: "Skip to content",
  header: {
    logoLabel: "Furu Bolig, home",
    navLabel: "Sections",
    languageLabel: "Language",
    nav: [
      { href: "#timber", label: "Timber" },
      { href: "#energy", label: "Energy" },
      { href: "#climate", label: "Climate" },
      { href: "#process", label: "Process" },
    ],
    cta: "Contact us",
  },
  hero: {
    eyebrow: "Sustainable housing in Norway",
    title: "Timber homes built for the Norwegian climate.",
    lead: "We design and build energy-efficient wooden houses and small housing projects in Eastern Norway, from the first site visit and the building permit to the day you get the keys.",
    primary: "Plan your project",
    secondary: "How we work",
    facts: [
      { value: "Passive house", label: "Energy standard NS 3700" },
      { value: "Norwegian spruce", label: "PEFC-certified timber" },
      { value: "Fixed price", label: "Under the Housing Construction Act" },
    ],
  },
  topics: [
    {
      id: "timber",
      eyebrow: "Timber construction",
      title: "Built from Norwegian wood",
      lead: "Wood is the country's oldest building material, and still its best.",
      body: "Our houses are framed in spruce from certified forests in Innlandet and Trøndelag, with cross-laminated timber where long spans or stair cores need it. Wall elements are built indoors, dry and to the millimetre, then raised on site in a few days, so the frame never stands wet. Every tonne of wood in the structure keeps carbon out of the atmosphere for as long as the house stands.",
      points: [
        {
          title: "Certified and traceable",
          description: "PEFC or FSC timber, with the forest of origin documented for every delivery.",
        },
        {
          title: "Prefabricated, not rushed",
          description: "Walls and roof elements made in a heated hall, raised and closed in within a week.",
        },
        {
          title: "Honest surfaces",
          description: "Oiled wood, wood-fibre boards and mineral paints inside. No vinyl, no PVC.",
        },
        {
          title: "Made to be taken apart",
          description: "Screwed rather than glued joints, so parts can be repaired or reused later.",
        },
      ],
      figures: [
        { value: "~1 t", label: "CO2 stored per cubic metre of timber" },
        { value: "5–7 days", label: "To raise and close in a frame" },
      ],
    },
    {
      id: "energy",
      eyebrow: "Energy",
      title: "Passive-house level, verified",
      lead: "Energy is the biggest cost of a home over its lifetime, so we design it out from the start.",
      body: "We build to the Norwegian passive-house standard NS 3700: 300–350 mm of insulation, triple-glazed windows with a U-value of 0.8 W/m²K or better, and airtight details throughout. Heat comes from an air-to-water or ground-source heat pump, and balanced ventilation recovers more than 80% of the heat in the exhaust air. Before handover we prove the airtightness with a blower-door test.",
      points: [
        {
          title: "Heat pumps sized for the house",
          description: "Air-to-water for most plots, ground-source (bergvarme) where the ground and budget allow.",
        },
        {
          title: "Fresh air without heat loss",
          description: "Balanced ventilation with heat recovery, quiet and with easy filter changes.",
        },
        {
          title: "Ready for solar",
          description: "Roof orientation, conduits and the inverter space planned for panels, now or later.",
        },
        {
          title: "Documented performance",
          description: "Energy calculation, blower-door report and energy certificate at handover.",
        },
      ],
      figures: [
        { value: "0.6", label: "Air changes per hour at 50 Pa, or lower" },
        { value: "80%+", label: "Heat recovered from the exhaust air" },
      ],
    },
    {
      id: "climate",
      eyebrow: "Site and climate",
      title: "Designed for snow, wind and rain",
      lead: "Norway's climate changes from one valley to the next. Every house is designed for its own plot.",
      body: "We calculate snow loads for your municipality and altitude, wind exposure for the site, and foundation frost depth for the local climate, and we check the zoning plan before the first line is drawn. Ventilated cladding, generous roof overhangs and moisture-safe details following SINTEF Byggforsk guidance keep the structure dry on the coast as well as inland.",
      points: [
        {
          title: "Snow and wind loads",
          description: "Roofs and frames dimensioned for the characteristic loads of your exact location.",
        },
        {
          title: "Frost-safe foundations",
          description: "Insulated slabs or plinths sized for local frost depth and ground conditions.",
        },
        {
          title: "Moisture-safe details",
          description: "Rain screens, air gaps and drip edges that let the building dry out.",
        },
        {
          title: "Radon and stormwater",
          description: "Radon barrier as TEK17 requires, and rainwater handled on your own plot.",
        },
      ],
      figures: [
        { value: "TEK17", label: "Building regulations met or exceeded" },
        { value: "Per plot", label: "Snow, wind and frost calculations" },
      ],
    },
  ],
  process: {
    eyebrow: "Process",
    title: "From permit to handover",
    intro:
      "One team and one point of contact from the first visit to the keys, with a fixed price agreed before we start building.",
    stepLabel: "Step",
    steps: [
      {
        title: "Site visit",
        duration: "Week 1",
        description:
          "We walk the plot with you, read the zoning plan and talk through needs, budget and timing. Free of charge.",
      },
      {
        title: "Design and fixed price",
        duration: "Weeks 2–6",
        description:
          "Drawings, energy calculation and a fixed-price contract under the Housing Construction Act (bustadoppføringslova).",
      },
      {
        title: "Building permit",
        duration: "Up to 12 weeks",
        description:
          "We prepare the application, act as responsible applicant towards the municipality and follow it up until it is approved.",
      },
      {
        title: "Groundwork and build",
        duration: "4–7 months",
        description:
          "Foundation, frame raised in days, then roof, windows and interior. A named site manager and a photo update every week.",
      },
      {
        title: "Handover",
        duration: "Final week",
        description:
          "Blower-door test, inspection with you, the completion certificate and all documentation. Five years of complaint rights.",
      },
    ],
  },
  contact: {
    eyebrow: "Contact",
    title: "How can we help?",
    intro:
      "Tell us about your plot, the house you have in mind, or the project you are planning. We reply within 24 hours on working days.",
    gdpr: "Your information is handled according to GDPR guidelines: we use it only to answer your inquiry, never share it, and delete it on request. Our form also notes how fast your message was typed (the timing only, never the keys) and keeps a few figures of it with your inquiry, to tell typed messages from automated ones.",
    detailsTitle: "Or reach us directly",
    addressLabel: "Postal address",
    emailLabel: "Email",
    phoneLabel: "Phone",
    hours: "Weekdays 08:00–16:00",
  },
  partners: {
    title: "Partners & Materials We Trust",
    intro:
      "Suppliers we have built with for years, chosen for quality, documentation and a short way from forest and factory to site.",
    listLabel: "Partners",
  },
  footer: {
    tagline: "Sustainable timber homes and housing projects in Norway, from permit to handover.",
    contactTitle: "Contact",
    followTitle: "Follow us",
    newTab: "(opens in a new tab)",
    copyright: "© 2025 Furu Bolig AS. All rights reserved.",
    orgNumber: "Org. no.",
    vatNumber: "VAT no.",
  },
  cookie: {
    label: "About cookies",
    text: "This site uses only what it needs to work. We set no tracking, analytics or advertising cookies.",
    accept: "Accept",
    close: "Close",
  },
};
