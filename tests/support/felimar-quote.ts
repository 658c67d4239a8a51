/** A complete Felimar quote request, every field filled, as the quote dialog sends it. */
export const felimarQuote = {
  categorie: "airco",
  naam: "Ada de Boer",
  telefoon: "+34 612 345 678",
  email: "ada@example.nl",
  plaats: "Fuengirola",
  details: "Airco in de slaapkamer koelt niet meer goed.",
  voorkeurs_tijd: "dinsdagochtend",
  sleutel_beheer: true,
  pakket: "Villa Care Plus",
};
