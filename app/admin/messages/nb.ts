import type { AdminMessages } from "./en";

/** Norwegian Bokmål (Naturliv's and Housing's owners): "du", as Norwegian software always does. */
export const nb = {
  shell: {
    productName: "Administrasjon",
    loading: "Laster…",
    pages: {
      inbox: "Innboks",
      spam: "Søppelpost",
      submission: "Innsending",
      privacy: "Personvern",
      account: "Konto",
      users: "Brukere",
      notes: "Notater",
      audit: "Revisjonslogg",
      notifications: "Varsler",
      deliveries: "Mislykkede leveringer",
      content: "Innhold",
      domains: "Domener",
    },
    notFound: {
      title: "Fant ikke siden",
      body: "Det finnes ingen side i administrasjonen på denne adressen. Lenken kan være gammel eller feilskrevet.",
      backToInbox: "Tilbake til innboksen",
    },
    setupLink: {
      checking: "Sjekker oppsettslenken din…",
      usedTitle: "Denne oppsettslenken er allerede brukt",
      usedBody: "Administrasjonen er satt opp. Logg inn med passnøkkelen din eller en lenke på e-post.",
      expiredTitle: "Denne oppsettslenken har utløpt",
      expiredBody:
        "En oppsettslenke virker i 24 timer. Start serveren på nytt for å få skrevet ut en ny så lenge det ikke finnes noen operatør.",
      invalidTitle: "Denne oppsettslenken er ikke gyldig",
      invalidBody: "Kopier hele lenken serveren skrev ut da den startet, og åpne den på nytt.",
      signIn: "Gå til innlogging",
    },
  },
  bulk: {
    selectRow: (sender: string) => `Velg ${sender}`,
    selectPage: "Velg alle på denne siden",
    selected: (count: number) => `${count.toLocaleString("nb")} valgt`,
    selectAllMatching: (count: number) => `Velg alle ${count.toLocaleString("nb")} som passer til dette filteret`,
    allMatchingSelected: (count: number) =>
      `Alle ${count.toLocaleString("nb")} innsendinger som passer til dette filteret, er valgt.`,
    tooManyMatching: (count: number, max: number) =>
      `${count.toLocaleString("nb")} passer til dette filteret: snevre det inn til ${max.toLocaleString("nb")} eller færre for å behandle alle på én gang.`,
    clear: "Fjern valget",
    toolbar: "Gjør noe med de valgte innsendingene",
    actions: {
      read: "Merk som lest",
      answered: "Merk som besvart",
      archived: "Arkiver",
      spam: "Merk som spam",
      "not-spam": "Ikke spam",
    },
    done: {
      read: (count: number) =>
        count === 1 ? "1 innsending merket som lest." : `${count} innsendinger merket som lest.`,
      answered: (count: number) =>
        count === 1 ? "1 innsending merket som besvart." : `${count} innsendinger merket som besvart.`,
      archived: (count: number) => (count === 1 ? "1 innsending arkivert." : `${count} innsendinger arkivert.`),
      spam: (count: number) =>
        count === 1 ? "1 innsending flyttet til spam." : `${count} innsendinger flyttet til spam.`,
      "not-spam": (count: number) =>
        count === 1 ? "1 innsending flyttet til innboksen." : `${count} innsendinger flyttet til innboksen.`,
    },
    unchanged: "Ingenting ble endret: alle var allerede slik.",
    undo: "Angre",
    undoing: "Angrer…",
    undone: (count: number) =>
      count === 1 ? "Angret: 1 innsending satt tilbake." : `Angret: ${count} innsendinger satt tilbake.`,
    keys: {
      open: "Hurtigtaster",
      title: "Hurtigtaster",
      description: "I innboksen og på en innsending. De gjør ingenting mens du skriver i et felt.",
      next: "Neste innsending",
      previous: "Forrige innsending",
      openRow: "Åpne innsendingen",
      select: "Velg innsendingen eller fjern valget",
      back: "Tilbake til listen, til innsendingen du kom fra",
      help: "Vis disse hurtigtastene",
      close: "Lukk",
    },
    errors: {
      tooMany: (max: number) =>
        `Mer enn ${max.toLocaleString("nb")} innsendinger passer til filteret: snevre det inn (for eksempel etter dato) og prøv igjen.`,
      undoNotFound: "Det finnes ingenting av ditt å angre her.",
      undoExpired: "For sent å angre: de 10 sekundene er over. Endre innsendingene tilbake for hånd.",
    },
  },
  webhookTest: {
    button: "Send test",
    sending: "Sender …",
    label: (url: string) => `Send test til ${url}`,
    delivered: (status: number) => `Levert: mottakeren svarte ${status}.`,
    refused: (status: number) => `Ikke levert: mottakeren svarte ${status}. Den må svare med 2xx innen 10 sekunder.`,
    unreachable: (error: string) => `Ikke levert: ${error}.`,
  },
  banner: {
    title: "Varslene kommer ikke fram",
    webhookFailing: (site: string, url: string, failures: number, error: string) =>
      `Webhooken ${url} for ${site} har feilet ${failures} ganger på rad (${error}). Leveringene prøves på nytt; rett opp mottakeren, og bruk så «Send test» på siden Varsler.`,
    emailFailing: (site: string, address: string, failures: number, error: string) =>
      `E-poster til ${address} om ${site} har feilet ${failures} ganger på rad (${error}). Sjekk at postkassen finnes og tar imot e-post.`,
    mailServerFailing: (failures: number, error: string) =>
      `E-postserveren svikter: e-poster ble ikke sendt i ${failures} forsøk på rad (${error}). De venter i utboksen; sjekk SMTP_URL og e-postserveren.`,
    notificationsLink: "Innstillinger for varsler",
    deliveriesLink: "Mislykkede leveringer",
  },
  ownerless: {
    warning: (sites: string, count: number) =>
      count === 1
        ? `${sites} har ingen eier som har godtatt en invitasjon: varslene går til operatørene til det finnes en.`
        : `${sites} har ingen eier som har godtatt en invitasjon: varslene deres går til operatørene til hvert nettsted har en.`,
    operatorNote:
      "Nettsteder uten eier er unntaket: du får varslene deres slik en eier ville fått dem, til du velger selv.",
    invite: "Inviter en eier på siden Brukere.",
  },
  deliveries: {
    summary: (failed: number, retrying: number) => `${failed} mislyktes, ${retrying} prøves fortsatt på nytt.`,
  },
  auditFilter: {
    failedSignInFor: (account: string) => `mislykkede innlogginger på kontoen til ${account}`,
    label: "Filtrer revisjonsloggen",
    kind: "Type",
    everyKind: "Alle typer",
    person: "Person (kontoens e-postadresse)",
    filter: "Filtrer",
    clear: "Nullstill",
  },
  alertEmail: {
    webhookSubject: (site: string, host: string) => `${site}: webhooken til ${host} feiler`,
    emailSubject: (site: string, address: string) => `${site}: e-poster til ${address} kommer ikke fram`,
    greeting: "Hei,",
    webhookFails: (site: string, url: string, failures: number, error: string) =>
      `Nye henvendelser til ${site} kunne ikke leveres til webhooken ${url}: ${failures} forsøk på rad mislyktes. Siste feil: ${error}.`,
    emailFails: (site: string, address: string, failures: number, error: string) =>
      `Varslene om ${site} kunne ikke leveres til ${address}: ${failures} forsøk på rad mislyktes. Siste feil: ${error}.`,
    webhookFix:
      "Slik retter du det: sørg for at mottakeren er på nett, kan nås over https fra internett og svarer med en 2xx-status innen 10 sekunder. Trykk deretter «Send test» ved webhooken på siden Varsler. Bruker du ikke denne webhooken lenger, kan du fjerne den der.",
    emailFix:
      "Slik retter du det: sjekk at adressen finnes og at postkassen tar imot e-post (ikke full, avsenderen ikke blokkert). Har adressen endret seg, be en operatør invitere den nye, eller velg «Av» for disse e-postene på siden Varsler.",
    retries:
      "Ingenting går tapt i mellomtiden: hver henvendelse ligger i innboksen, og hver levering prøves på nytt i 48 timer (deretter kan du prøve igjen for hånd på siden Mislykkede leveringer).",
    once: "Du får denne e-posten én gang. Backoffice viser et varsel til leveringene fungerer igjen.",
    openSettings: "Innstillinger for varsler:",
  },
  operatorAlert: {
    copySubject: "En sikkerhetskopi kunne ikke kopieres bort",
    copyFailed: (when: string, error: string) => `Kopieringen av sikkerhetskopien fra ${when} mislyktes: ${error}.`,
    copyFix:
      "Sikkerhetskopien ligger bare på denne maskinen og går tapt med den. Sjekk BACKUP_COMMAND og plassen og tilgangen på målet, og kopier filen for hånd.",
    backupSubject: "En sikkerhetskopi mislyktes",
    restoreDrillSubject: "En gjenopprettingstest mislyktes",
    backupFailed: (when: string, error: string) => `Sikkerhetskopien som startet ${when}, mislyktes: ${error}.`,
    restoreDrillFailed: (when: string, error: string) =>
      `Gjenopprettingstesten som startet ${when}, mislyktes: ${error}.`,
    backupFix:
      "Til en sikkerhetskopi lykkes, er dataene siden den siste gode kopien i fare. Sjekk loggen til sikkerhetskopien og plassen og tilgangen til lagringen, og kjør den på nytt.",
    restoreDrillFix:
      "En sikkerhetskopi som ikke kan gjenopprettes, er ingen sikkerhetskopi. Sjekk loggen til gjenopprettingstesten, og kjør den på nytt når årsaken er rettet.",
  },
  export: {
    xlsx: "Eksporter for Excel (.xlsx)",
    csv: "Eksporter som ren tekst (.csv)",
    preparing: "Lager filen …",
    tooMany: (max: string) =>
      `Mer enn ${max} innsendinger passer med dette filteret. Snevre det inn, for eksempel med dato, eller eksporter som ren tekst (.csv).`,
    sheets: {
      "felimar-quote": "Tilbud",
      "felimar-contact": "Kontakt",
      "neron-contact": "Kontakt",
      "housing-contact": "Kontakt",
      newsletter: "Nyhetsbrev",
    },
    received: "Mottatt",
    status: "Status",
    statuses: { new: "Ny", read: "Lest", answered: "Besvart", archived: "Arkivert" },
  },
  typing: {
    typed: "Skrevet på tastatur",
    pasted: "Limt inn eller fylt ut av et skript",
    keys: (count: number) => (count === 1 ? "1 tastetrykk" : `${count.toLocaleString("nb-NO")} tastetrykk`),
    pastedShare: (percent: number) => `${percent} % limt inn`,
    median: (ms: number) => `median ${ms} ms mellom tastetrykk`,
    about:
      "Hvordan teksten i meldingen kom inn, ut fra tidspunktene for tastetrykkene (aldri selve tastene). Det er en merkelapp, ikke en spamdom: å lime inn en adresse eller et telefonnummer, autofyll og mobiltastaturer er helt vanlig.",
  },
  spamWeek: {
    line: (count: number) =>
      count === 1 ? "1 innsending havnet i spam denne uken." : `${count} innsendinger havnet i spam denne uken.`,
    check: "Sjekk at ingen ekte besøkende er blant dem",
    reasons: {
      honeypot: "Fylte ut den skjulte spamfella",
      "no-proof-of-work": "Nettleseren fullførte ikke den automatiske kontrollen",
      "replayed-proof": "Sendte en automatisk kontroll som allerede var brukt",
      links: "Lenker i navnet, eller mange lenker i ett felt",
    },
  },
} satisfies AdminMessages;
