/*
 * The editor's words for the documents' keys (some are the public API's Dutch names: titel,
 * naam, plaats). A key not listed is written out from its name ("signUpUrl" → "Sign up URL").
 */

const LABELS: Record<string, string> = {
  phone: "Phone number",
  whatsapp: "WhatsApp number",
  whatsappMessage: "WhatsApp greeting",
  email: "E-mail address",
  hours: "Opening hours",
  openingHours: "Opening hours",
  base: "Based in",
  address: "Address",
  social: "Social links",
  socialLinks: "Social links",
  founders: "Founders",
  signUpUrl: "Sign-up link",
  footerLinks: "Footer links",
  titel: "Title",
  title: "Title",
  vanaf_prijs: "From price",
  fromPrice: "From price",
  bullets: "Bullet points",
  cta_label: "Button label",
  ctaLabel: "Button label",
  caption: "Caption",
  imageId: "Photo",
  quote: "Quote",
  naam: "Name",
  name: "Name",
  plaats: "Place",
  place: "Place",
  role: "Role",
  bio: "About them",
  label: "Label",
  handle: "Handle",
  href: "Link (https://…)",
  url: "Link (https://…)",
  link: "Link",
  city: "City",
  country: "Country",
  date: "Date",
  speaker: "Speaker",
  details: "Details",
  footer: "Footer links",
  days: "Open on",
  periods: "Opening hours on those days",
  emails: "E-mail addresses",
  network: "Network",
};

const NOUNS: Record<string, string> = {
  social: "social link",
  socialLinks: "social link",
  founders: "founder",
  footerLinks: "footer link",
  bullets: "bullet point",
  periods: "opening period",
  emails: "e-mail address",
};

const NETWORK_NAMES: Record<string, string> = { linkedin: "LinkedIn", youtube: "YouTube", tiktok: "TikTok" };

export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\burl\b/g, "URL");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One item of a list, lower case ("social link"). */
export function itemNoun(listKey: string): string {
  return NOUNS[listKey] ?? fieldLabel(listKey).toLowerCase().replace(/s$/, "");
}

/** More than one item ("photos", "e-mail addresses", "opening periods"). */
export function pluralNoun(noun: string): string {
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** What names an item for a person: its name, else its title, else its city or label. */
export function itemName(item: Record<string, unknown>): string | null {
  for (const key of ["naam", "name", "titel", "title", "label", "city", "speaker", "email"]) {
    const value = item[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  if (typeof item.network === "string")
    return NETWORK_NAMES[item.network] ?? item.network.charAt(0).toUpperCase() + item.network.slice(1);
  if (typeof item.opens === "string" && typeof item.closes === "string") return `${item.opens}–${item.closes}`;
  return null;
}

/** "Testimonial by Anna", "Package “Aankomstklaar”", "Founder Felipe Romero". */
export function itemTitle(noun: string, item: Record<string, unknown>): string {
  const capital = noun.charAt(0).toUpperCase() + noun.slice(1);
  const name = itemName(item);
  if (!name) return `New ${noun}`;
  if (typeof item.naam === "string" || typeof item.name === "string") {
    return noun === "testimonial" ? `${capital} by ${name}` : `${capital} ${name}`;
  }
  return `${capital} “${name}”`;
}
