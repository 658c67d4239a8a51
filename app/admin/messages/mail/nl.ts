import type { mail as english } from "./en";

/* The e-mails the back office sends to owners and operators, in Dutch. */
export const mail = {
  greeting: "Hallo,",
  signIn: {
    subject: "Je inloglink",
    heading: "Inloggen in de backoffice",
    openLink: "Open deze link om in te loggen in de backoffice:",
    button: "Inloggen",
    note: "Hij werkt één keer, 15 minuten lang. Heb je hem niet aangevraagd? Negeer dan deze e-mail: zonder de link kan niemand inloggen.",
  },
  invitation: {
    subject: "Je bent uitgenodigd voor de backoffice",
    asOperator: "Je bent uitgenodigd voor de backoffice als beheerder: je ziet elke site en beheert de accounts.",
    forSites: (sites: string) =>
      `Je bent uitgenodigd voor de backoffice van ${sites}, waar de inzendingen van de formulieren binnenkomen.`,
    openLink:
      "Open deze link om in te loggen en voeg daarna een passkey toe, zodat je de volgende keer zonder e-mail kunt inloggen:",
    button: "Uitnodiging aannemen",
    note: "De link werkt één keer, 24 uur lang.",
  },
  submission: {
    received: (time: string) => `Ontvangen ${time}`,
    openInInbox: "Openen in de inbox",
    inboxLink: (url: string) => `Open hem in de inbox: ${url}`,
    replyToAnswer: "Beantwoord deze e-mail om de afzender te antwoorden.",
    noAddress: "De afzender liet geen e-mailadres achter: antwoord telefonisch of via de gegevens hierboven.",
    unknownSender: "onbekend",
  },
  digest: {
    subject: (count: number) =>
      `${count.toLocaleString("nl")} ${count === 1 ? "nieuwe inzending" : "nieuwe inzendingen"} — dagelijks overzicht`,
    eachLinks: "Elke inzending linkt naar de inbox.",
    more: (count: number) => `En nog ${count.toLocaleString("nl")} in de inbox.`,
    inboxLink: (url: string) => `De inbox: ${url}`,
    openInbox: "Open de inbox",
    spamWeek: (count: number) =>
      `${count.toLocaleString("nl")} ${count === 1 ? "inzending ging" : "inzendingen gingen"} deze week naar spam: kijk of er geen echte bezoeker tussen zit.`,
    spamFolderLink: (url: string) => `De spammap: ${url}`,
    openSpamFolder: "Open de spammap",
    noName: "(geen naam)",
  },
} satisfies typeof english;
