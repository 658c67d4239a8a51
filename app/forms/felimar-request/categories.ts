/**
 * The request categories: the key stored in felimar_requests.categorie and
 * the label shown to visitors. The first six are the services on the page; "algemeen"
 * is what the contact form stores and what a package request starts with.
 */
export const REQUEST_CATEGORIES = [
  { value: "property-care", label: "Property Care & Sleutelbeheer" },
  { value: "renovaties", label: "Renovaties & Upgrades" },
  { value: "airco", label: "Comfort & Airco" },
  { value: "legal", label: "Legal & Residency" },
  { value: "voertuigen", label: "Voertuigen & Mobiliteit" },
  { value: "lessen", label: "Lessen & Lifestyle" },
  { value: "algemeen", label: "Algemeen / Anders" },
] as const;

export type RequestCategory = (typeof REQUEST_CATEGORIES)[number]["value"];

export const REQUEST_CATEGORY_KEYS = REQUEST_CATEGORIES.map((category) => category.value) as [
  RequestCategory,
  ...RequestCategory[],
];

export function categoryLabel(value: string): string | undefined {
  return REQUEST_CATEGORIES.find((category) => category.value === value)?.label;
}

export function isRequestCategory(value: string): value is RequestCategory {
  return REQUEST_CATEGORIES.some((category) => category.value === value);
}
