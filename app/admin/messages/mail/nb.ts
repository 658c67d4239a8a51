import type { mail as english } from "./en";

/* The e-mails the back office sends to owners and operators, in Norwegian Bokmål. */
export const mail = {
  greeting: "Hei,",
  signIn: {
    subject: "Innloggingslenken din",
    heading: "Logg inn i administrasjonen",
    openLink: "Åpne denne lenken for å logge inn i administrasjonen:",
    button: "Logg inn",
    note: "Den virker én gang, i 15 minutter. Har du ikke bedt om den, kan du se bort fra denne e-posten: ingen kan logge inn uten lenken.",
  },
  invitation: {
    subject: "Du er invitert til administrasjonen",
    asOperator: "Du er invitert til administrasjonen som operatør: du ser alle nettsteder og styrer kontoene.",
    forSites: (sites: string) =>
      `Du er invitert til administrasjonen for ${sites}, der innsendingene fra skjemaene kommer inn.`,
    openLink:
      "Åpne denne lenken for å logge inn, og legg deretter til en passnøkkel, så kan du logge inn uten e-post neste gang:",
    button: "Godta invitasjonen",
    note: "Lenken virker én gang, i 24 timer.",
  },
  submission: {
    received: (time: string) => `Mottatt ${time}`,
    openInInbox: "Åpne i innboksen",
    inboxLink: (url: string) => `Åpne den i innboksen: ${url}`,
    replyToAnswer: "Svar på denne e-posten for å svare avsenderen.",
    noAddress: "Avsenderen oppga ingen e-postadresse: svar på telefon eller med opplysningene over.",
    unknownSender: "ukjent",
  },
  digest: {
    subject: (count: number) =>
      `${count.toLocaleString("nb")} ${count === 1 ? "ny innsending" : "nye innsendinger"} — daglig oversikt`,
    eachLinks: "Hver av dem lenker til innboksen.",
    more: (count: number) => `Og ${count.toLocaleString("nb")} til i innboksen.`,
    inboxLink: (url: string) => `Innboksen: ${url}`,
    openInbox: "Åpne innboksen",
    spamWeek: (count: number) =>
      `${count.toLocaleString("nb")} ${count === 1 ? "innsending havnet" : "innsendinger havnet"} i søppelpost denne uken: sjekk at ingen ekte besøkende er blant dem.`,
    spamFolderLink: (url: string) => `Søppelpostmappen: ${url}`,
    openSpamFolder: "Åpne søppelpostmappen",
    noName: "(uten navn)",
  },
} satisfies typeof english;
