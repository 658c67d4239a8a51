/** Upper bounds of a request's fields (the minimums are in schema.ts). Shared by the forms' maxLength and the schema. */
export const LIMITS = {
  naam: 120,
  telefoon: 30,
  email: 254,
  plaats: 120,
  details: 4000,
  voorkeursTijd: 200,
  pakket: 120,
} as const;
