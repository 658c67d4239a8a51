import type { NaturlivContent } from "./types";

export const naturlivEn: NaturlivContent = {
  language: "en",
  htmlLang: "en",
  home: "/naturliv",
  projectsPath: "/projects",
  skipLink: "Skip to content",
  topBar: {
    tagline: "Handcrafted in Norway from Nordic timber",
    socialLabel: "Naturliv on social media",
    languageLabel: "Language",
    newTab: "(opens in a new tab)",
  },
  logoLabel: "Naturliv, home",
  nav: {
    label: "Main",
    home: "Home",
    projects: "Projects",
    projectsIntro: "Six homes, one way of building: timber, wood fibre and natural finishes.",
    about: "About",
    contact: "Contact",
    blog: "Blog",
    quote: "Get a Quote",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    menuDescription: "Pages and sections of the Naturliv site",
    viewAll: "View all projects",
    models: [
      { name: "Model Aston", summary: "Two bedrooms on one level" },
      { name: "Model Frederika", summary: "A family home in two modules" },
      { name: "Model Torso", summary: "30 m² for solo living" },
      { name: "Model Visby", summary: "55 m² with loft space" },
      { name: "Model Flensburg", summary: "About 45 m² for couples" },
      { name: "Office Box", summary: "A quiet workspace in the garden" },
    ],
  },
  hero: {
    eyebrow: "Modular tiny homes of natural materials",
    title: "Live Green. Feel Home.",
    lead: "Compact timber homes from 30 to 55 m², insulated with wood fibre and finished with natural oils. We build them indoors in our workshop and install them on your foundation in a single day.",
    explore: "Explore Projects",
    quote: "Get a Quote",
    facts: [
      { value: "30–55 m²", label: "Three floor plans" },
      { value: "1 day", label: "Delivery and installation" },
      { value: "25%", label: "Deposit at contract" },
    ],
  },
  benefits: {
    eyebrow: "Living small",
    title: "Why a Tiny House Works",
    intro: "Less house, more life. Seven reasons people choose a smaller home, and stay happy with it.",
    items: [
      {
        key: "affordability",
        title: "Affordability",
        description:
          "A finished home for a fraction of a conventional build, with lower taxes, insurance and running costs every month.",
      },
      {
        key: "minimalist",
        title: "Minimalist Living",
        description: "Less to clean, store and look after, and more time and money for the people and places you love.",
      },
      {
        key: "mobility",
        title: "Mobility",
        description:
          "Each home is built as a module that can be lifted onto a truck, so it can move with you if life takes you elsewhere.",
      },
      {
        key: "energy",
        title: "Energy Efficiency",
        description:
          "A small, airtight shell with thick wood-fibre insulation and triple glazing needs very little energy to stay warm.",
      },
      {
        key: "sustainability",
        title: "Sustainability",
        description: "Spruce and pine from certified Nordic forests keep carbon locked away for the life of the house.",
      },
      {
        key: "maintenance",
        title: "Easy Maintenance",
        description:
          "Durable timber cladding, a steel roof and oiled surfaces ask for little more than a wash and fresh oil every few years.",
      },
      {
        key: "flexibility",
        title: "Flexibility",
        description:
          "A first home, a guest house, a rental cabin or a studio: the same house adapts as your needs change.",
      },
    ],
  },
  projects: {
    eyebrow: "Our models",
    title: "Our Compact Home Projects",
    intro: "Three floor plans, each one built to the same standard of materials, insulation and craftsmanship.",
    viewProject: "View Project",
    viewAll: "View all projects",
    items: [
      {
        id: "flensburg",
        title: "Flensburg",
        area: "About 45 m²",
        audience: "For couples",
        description:
          "A bright one-bedroom home with an open kitchen and living room under a vaulted ceiling, a full bathroom and a covered terrace for long summer evenings.",
        highlights: ["1 bedroom", "Vaulted living room", "Covered terrace"],
      },
      {
        id: "torso",
        title: "Torso",
        area: "30 m²",
        audience: "Solo living or a minimalist retreat",
        description:
          "Everything one person needs on a compact footprint: a sleeping alcove, a deep window seat and a kitchen wall with storage from floor to ceiling. Just as good as a cabin or studio.",
        highlights: ["Sleeping alcove", "Window seat", "Full kitchen wall"],
      },
      {
        id: "visby",
        title: "Visby",
        area: "55 m²",
        audience: "With loft space",
        description:
          "Our largest model adds a sleeping loft above the main floor, making room for children, guests or a home office without growing the footprint.",
        highlights: ["Sleeping loft", "2 bedrooms", "Open living area"],
      },
    ],
  },
  features: {
    eyebrow: "How we build",
    title: "Built for Real Life",
    intro: "A small home has to work harder than a big one. Every Naturliv house is designed around four principles.",
    items: [
      {
        key: "materials",
        title: "Ecological Materials",
        description:
          "Solid timber frames, wood-fibre insulation, clay plaster and linseed-oil finishes. No PVC, no foam plastics, nothing you would not want to breathe.",
      },
      {
        key: "space",
        title: "Smart Space Use",
        description:
          "Storage built into stairs and benches, sliding doors and generous ceiling heights make every square metre count twice.",
      },
      {
        key: "cost",
        title: "Cost-Smart by Design",
        description:
          "Standard module sizes and indoor production keep the price fixed and predictable: no surprises once the contract is signed.",
      },
      {
        key: "humidity",
        title: "Healthy Humidity Control",
        description:
          "Vapour-open walls and moisture-buffering materials even out indoor humidity naturally, keeping the air fresh and condensation and mould away.",
      },
    ],
  },
  process: {
    eyebrow: "From first call to first night",
    title: "How It Works",
    intro: "Five clear steps, with a fixed price and a delivery date agreed before production starts.",
    stepLabel: "Step",
    steps: [
      {
        title: "Consultation",
        description:
          "We talk through your plot, needs and budget, and recommend the model and options that fit. Free and without obligation.",
      },
      {
        title: "Contract & 25% Deposit",
        description:
          "You receive a fixed price and a delivery date. Your production slot is booked when the contract is signed and the 25% deposit is paid.",
      },
      {
        title: "Production",
        description:
          "Your home is built indoors in our workshop, protected from the weather, with quality checks at every stage. You are welcome to visit.",
      },
      {
        title: "Foundation Prep",
        description:
          "You prepare the foundation on your plot using the drawings and specifications we supply, with your own contractor or one we recommend.",
      },
      {
        title: "Delivery & Installation",
        description:
          "We deliver and install your home in one day, then walk through every detail with you in a final walkthrough before you move in.",
      },
    ],
  },
  contact: {
    eyebrow: "Get a Quote",
    title: "Tell us about your plans",
    intro:
      "Where would you like to build, and which model caught your eye? Send us a few lines and we will come back with prices, delivery times and honest answers.",
    promises: [
      { title: "Reply within 24 hours", description: "A real person from our team answers every message." },
      { title: "Free consultation", description: "No obligation, and no pressure to decide." },
      { title: "Fixed prices", description: "What we quote is what you pay for your model and options." },
    ],
  },
  footer: {
    tagline: "Eco-friendly modular tiny homes, handcrafted in Norway from natural materials.",
    modelsTitle: "Models",
    companyTitle: "Naturliv",
    newsletterTitle: "News from the workshop",
    newsletterText: "New models, open-house days and building tips, a few times a year. Unsubscribe at any time.",
    copyright: "© 2025 Naturliv. All rights reserved.",
    followUs: "Follow us",
  },
};
