import type { AdminMessages } from "./en";
import { inbox } from "./inbox/nb";
import { account } from "./account/nb";
import { content } from "./content/nb";
import { operations } from "./operations/nb";
import { mail } from "./mail/nb";
import { serverErrors } from "./server-errors/nb";

/** Norwegian Bokmål (Naturliv's and Housing's owners): "du", as Norwegian software always does. */
export const nb = {
  signIn: {
    title: "Logg inn",
    description: "For eierne og operatørene av nettstedene.",
    passkey: "Logg inn med en passnøkkel",
    waitingForPasskey: "Venter på passnøkkelen din…",
    passkeyCancelled: "Ingen passnøkkel ble brukt. Prøv igjen, eller logg inn på en annen måte nedenfor.",
    or: "eller",
    emailLabel: "E-postadresse",
    emailInvalid: "Skriv inn e-postadressen din, for eksempel navn@eksempel.no.",
    sendLink: "Send meg en innloggingslenke",
    sending: "Sender…",
    linkSent: "Hvis adressen har en konto, er en lenke på vei. Den virker én gang, i 15 minutter.",
    noEmail: "Ingen passnøkkel på denne enheten ennå? Be en operatør om en invitasjonslenke, eller kjør på serveren:",
    link: {
      pageTitle: "Logg inn med lenken din",
      title: "Logg inn i administrasjonen",
      description: "Denne lenken virker én gang. Trykk på knappen for å logge inn på denne enheten.",
      button: "Logg inn",
      signingIn: "Logger inn…",
      askNew: "Be om en ny lenke",
      incompleteTitle: "Denne lenken er ufullstendig",
      incompleteDescription: "Åpne lenken fra e-posten din på nytt, eller be om en ny.",
    },
    setup: {
      title: "Sett opp administrasjonen",
      description: "Opprett den første operatørkontoen. Operatører administrerer alle nettsteder og inviterer eierne.",
      incompleteTitle: "Denne oppsettslenken er ufullstendig",
      restart: "Start serveren på nytt for å få skrevet ut en ny så lenge det ikke finnes noen operatør.",
      emailLabel: "E-postadressen din",
      emailHint: "Innloggingslenker kommer hit. Etterpå kan du legge til en passnøkkel.",
      creating: "Oppretter kontoen din…",
      create: "Opprett operatørkontoen min",
    },
  },
  language: {
    title: "Språk og tidssone",
    description: "Språket i administrasjonen, og tidssonen datoer og klokkeslett vises i.",
    label: "Språk",
    automatic: (name: string) => `Automatisk: ${name}`,
    hint: "For sidene dine og e-postene du får.",
    timeZoneLabel: "Tidssone",
    timeZoneAutomatic: "Hvert nettsteds egen tidssone",
    timeZoneHint: "Datoer og klokkeslett vises i den.",
    now: (time: string) => `Nå i denne tidssonen: ${time}.`,
    save: "Lagre",
    saving: "Lagrer…",
    saved: "Språk og tidssone er lagret.",
  },
  members: {
    change: "Endre tilgang",
    changeLabel: (email: string) => `Endre rollen og nettstedene til ${email}`,
    title: (email: string) => `Rolle og nettsteder for ${email}`,
    description: "Kontoen, passnøklene og øktene blir værende; endringen gjelder fra neste klikk.",
    selfDemotion: "Dette er din egen konto: som eier administrerer du ikke lenger kontoer og ser ikke alle nettsteder.",
    sitesRequired: "Velg minst ett nettsted for en eier.",
    save: "Lagre endringene",
    saving: "Lagrer…",
    cancel: "Avbryt",
    saved: (email: string) => `Rollen og nettstedene til ${email} er lagret.`,
    resend: "Send invitasjonen på nytt",
    resendLabel: (email: string) => `Send invitasjonen til ${email} på nytt`,
    resending: "Sender…",
    resent: (email: string) => `En ny invitasjon ble sendt til ${email}. Den forrige lenken virker ikke lenger.`,
  },
  editor: {
    leaveTitle: "Gå uten å lagre?",
    leaveBody: (sections: string[]) =>
      `Endringene dine i ${sections.length > 0 ? sections.join(", ") : "denne siden"} er ikke lagret. Går du nå, mister du dem.`,
    leaveConfirm: "Gå og forkast endringene",
    leaveCancel: "Bli og fortsett å redigere",
    standInsTitle: (count: number) => `Til du legger til dine egne, viser siden disse ${count} eksemplene`,
    standInsEmpty:
      "De er tegninger, ikke ditt arbeid. Det første bildet ditt erstatter alle på én gang: siden viser da bare dine egne bilder.",
    standInsAllHidden:
      "Alle bildene dine er skjult, så siden viser disse eksemplene i stedet. Viser du ett av bildene dine igjen, erstatter det alle.",
  },
  audit: {
    by: (account: string) => `av ${account}`,
    bySystem: "av kommandolinjen eller systemet",
    recorded: "Slik det ble registrert",
    list: (items: string[]) =>
      items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} og ${items.at(-1)}`,
    unknownSite: "et nettsted",
    unknownForm: "et skjema",
    unknownMode: "en ny innstilling",
    unknownDelivery: "levering",
    unknownAction: "Endret",
    removedAccount: "en konto som siden er fjernet",
    signIn: (passkey: boolean) => (passkey ? "Logget inn med en passnøkkel" : "Logget inn med en lenke på e-post"),
    signInFailed: (account: string, count: number) =>
      count === 1
        ? `1 mislykket forsøk på å logge inn på kontoen til ${account}`
        : `${count} mislykkede forsøk på å logge inn på kontoen til ${account}`,
    signInLinkIssued: "Ba om en innloggingslenke på e-post",
    userInvited: (account: string, operator: boolean, sites: string | null) =>
      operator
        ? `Inviterte ${account} som operatør`
        : `Inviterte ${account} som eier av ${sites ?? "ingen nettsteder"}`,
    userChanged: (account: string, operator: boolean, sites: string | null) =>
      operator ? `Gjorde ${account} til operatør` : `Gjorde ${account} til eier av ${sites ?? "ingen nettsteder"}`,
    userRemoved: (operator: boolean) => (operator ? "Fjernet kontoen til en operatør" : "Fjernet kontoen til en eier"),
    inboxExport: (rows: number, format: string, sites: string) =>
      `Eksporterte ${rows === 1 ? "1 innsending" : `${rows} innsendinger`} fra ${sites} (${format})`,
    erasure: (count: number, sites: string) =>
      `Slettet én persons data fra ${sites}: ${count === 1 ? "1 innsending" : `${count} innsendinger`}`,
    accessExport: (count: number, sites: string) =>
      `Eksporterte én persons data fra ${sites}: ${count === 1 ? "1 innsending" : `${count} innsendinger`}`,
    notificationSaved: (form: string, site: string, mode: string) =>
      `Satte varslene for ${form} på ${site} til «${mode}»`,
    modes: { instant: "hver innsending", digest: "daglig oversikt", off: "av" },
    confirmationSaved: (form: string, site: string, enabled: boolean) =>
      `${enabled ? "Slo på" : "Slo av"} bekreftelsen på e-post for ${form} på ${site}`,
    webhookAdded: (host: string, site: string) => `La til en webhook til ${host} for ${site}`,
    webhookRemoved: (host: string, site: string) => `Fjernet webhooken til ${host} for ${site}`,
    deliveryRetried: (kind: string, site: string) => `Prøvde en mislykket ${kind} for ${site} på nytt`,
    deliveryKinds: {
      "owner-email": "e-postvarsling",
      "digest-email": "daglig oversikt",
      "confirmation-email": "bekreftelse til en besøkende",
      webhook: "webhooklevering",
      "operator-alert": "advarsel til en operatør",
    },
    contentSaved: (site: string, version: number, summary: string | null) =>
      `Lagret versjon ${version} av innholdet på ${site}${summary ? `: ${summary}` : ""}`,
    contentRestored: (site: string, from: number, version: number) =>
      `Gjenopprettet versjon ${from} av innholdet på ${site} (nå versjon ${version})`,
    imageUploaded: (site: string) => `Lastet opp et bilde for ${site}`,
    domainsSaved: (site: string, hosts: string | null) =>
      hosts ? `Satte domenene for ${site}: ${hosts}` : `Fjernet alle domenene for ${site}`,
    noteTakedown: (slug: string) => `Tok ned notatet «${slug}»`,
    bulk: (action: string, changed: number, matched: number) =>
      `${action}: ${changed} av ${matched === 1 ? "1 valgt innsending" : `${matched} valgte innsendinger`}`,
    bulkUndone: (action: string, restored: number) =>
      `Angret «${action}»: ${restored === 1 ? "1 innsending" : `${restored} innsendinger`} satt tilbake`,
    bulkActions: {
      read: "Merket som lest",
      answered: "Merket som besvart",
      archived: "Arkivert",
      spam: "Flyttet til søppelpost",
      "not-spam": "Flyttet ut av søppelpost",
    },
    other: "En annen handling",
    kinds: {
      sign_in: "Innlogging",
      sign_in_failed: "Mislykket innlogging",
      sign_in_link_issued: "Innloggingslenke bedt om",
      user_invited: "Konto invitert",
      user_removed: "Konto fjernet",
      user_changed: "Konto endret",
      inbox_export: "Innboks eksportert",
      erasure: "En persons data slettet",
      access_export: "En persons data eksportert",
      notification_preference_saved: "Varsler satt",
      confirmation_saved: "Bekreftelse på e-post satt",
      webhook_added: "Webhook lagt til",
      webhook_removed: "Webhook fjernet",
      delivery_retried: "Levering prøvd på nytt",
      "content.saved": "Innhold lagret",
      "content.restored": "Innhold gjenopprettet",
      "image.uploaded": "Bilde lastet opp",
      site_domains_saved: "Domener satt",
      note_takedown: "Notat tatt ned",
      inbox_bulk: "Mange innsendinger endret",
      inbox_bulk_undone: "Endring av mange angret",
      account_preferences_saved: "Språk eller tidssone valgt",
    },
    preferencesSaved: (language: string | null, ownTimeZone: boolean) =>
      `Valgte ${language ?? "nettstedets språk"} og ${ownTimeZone ? "en egen tidssone" : "hvert nettsteds tidssone"}`,
  },
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
    intro: {
      inbox: "Alt de besøkende har sendt deg, nyeste først. Når du åpner en ny, merkes den som lest.",
      spam: "Fanget av søppelpostfilteret. Åpne en og velg «Ikke søppelpost» for å flytte den til innboksen.",
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
      spam: "Merk som søppelpost",
      "not-spam": "Ikke søppelpost",
    },
    done: {
      read: (count: number) =>
        count === 1 ? "1 innsending merket som lest." : `${count} innsendinger merket som lest.`,
      answered: (count: number) =>
        count === 1 ? "1 innsending merket som besvart." : `${count} innsendinger merket som besvart.`,
      archived: (count: number) => (count === 1 ? "1 innsending arkivert." : `${count} innsendinger arkivert.`),
      spam: (count: number) =>
        count === 1 ? "1 innsending flyttet til søppelpost." : `${count} innsendinger flyttet til søppelpost.`,
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
      enterKey: "Enter",
      escapeKey: "Esc",
    },
    privacy: {
      search: "Søk",
      found: (count: number) =>
        count === 1 ? "1 innsending på nettstedene dine" : `${count} innsendinger på nettstedene dine`,
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
    technicalDetail: "Tekniske detaljer",
    errors: {
      connectionRefused: {
        summary: "mottakeren avviste tilkoblingen",
        advice: "Ingenting svarte på den adressen og porten: sjekk at mottakertjenesten kjører og at URL-en stemmer.",
      },
      timedOut: {
        summary: "mottakeren svarte ikke i tide",
        advice:
          "Det tok mer enn 10 sekunder, eller det kom aldri noe svar: sjekk at den er på nett og ikke overbelastet, og at ingen brannmur stopper forespørslene.",
      },
      connectionReset: {
        summary: "tilkoblingen ble brutt",
        advice:
          "Mottakeren lukket tilkoblingen før den svarte: sjekk loggene dens, og en eventuell proxy eller brannmur foran den.",
      },
      hostNotFound: {
        summary: "domenet i adressen finnes ikke",
        advice:
          "Domenenavnet ble ikke funnet: sjekk URL-en eller e-postdomenet for skrivefeil, og at domenet ikke har utløpt.",
      },
      certificate: {
        summary: "sikkerhetssertifikatet til mottakeren er ikke gyldig",
        advice:
          "HTTPS-sertifikatet har utløpt, er selvsignert eller gjelder et annet navn: forny eller rett sertifikatet på mottakerserveren.",
      },
      redirect: {
        summary: "mottakeren svarte med en omdirigering",
        advice:
          "Omdirigeringer følges ikke: skriv inn den endelige adressen, den omdirigeringen fører til, som webhookens URL.",
      },
      gone: {
        summary: "mottakeren ba om ikke å få flere leveringer",
        advice:
          "Den svarte 410 Gone: fjern webhooken, eller be den som driver mottakeren om å ta imot leveringer igjen.",
      },
      clientError: {
        summary: "mottakeren avviste forespørselen",
        advice:
          "Den svarte med en 4xx-status: sjekk stien i URL-en og en eventuell nøkkel eller token den trenger, og at den tar imot en JSON-POST.",
      },
      serverError: {
        summary: "mottakeren fikk en feil hos seg selv",
        advice:
          "Den svarte med en 5xx-status, en feil på mottakerserveren: sjekk loggene dens. Leveringen prøves på nytt i mellomtiden.",
      },
      blockedAddress: {
        summary: "adressen er ikke tillatt",
        advice:
          "URL-en fører til en privat eller lokal nettverksadresse, som webhooker ikke får nå: bruk en offentlig https-adresse.",
      },
      mailRejected: {
        summary: "e-postserveren til mottakeren avviste meldingen",
        advice:
          "En endelig avvisning: postkassen finnes kanskje ikke, eller tar ikke imot e-post fra oss. Sjekk adressen, og prøv igjen.",
      },
      mailDeferred: {
        summary: "e-postserveren ba oss prøve igjen senere",
        advice: "En forbigående avvisning (full postkasse, travel server): den prøves på nytt av seg selv.",
      },
      mailLogin: {
        summary: "e-postserveren avviste innloggingen vår",
        advice: "Brukernavnet eller passordet i SMTP_URL er feil: rett det, så går e-postene som venter.",
      },
      mailUnreachable: {
        summary: "e-postserveren kunne ikke nås",
        advice: "Sjekk vert og port i SMTP_URL, og at e-postserveren kjører og kan nås fra denne serveren.",
      },
      badRecipient: {
        summary: "mottakeren er ikke én gyldig e-postadresse",
        advice: "Sjekk e-postadressen til kontoen eller innstillingen denne e-posten går til.",
      },
      expired: {
        summary: "den ble ikke levert innen 48 timer",
        advice: "Alle forsøk i 48 timer mislyktes: rett opp årsaken, og prøv igjen her.",
      },
      noMailServer: {
        summary: "ingen e-postserver er satt opp",
        advice: "Sett SMTP_URL og start serveren på nytt: da går e-postene som venter.",
      },
      unknown: {
        summary: "en uventet feil",
        advice:
          "De tekniske detaljene nedenfor sier mer: den som driver mottakeren eller e-postserveren, kan lese dem.",
      },
    },
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
      `Nye innsendinger til ${site} kunne ikke leveres til webhooken ${url}: ${failures} forsøk på rad mislyktes. Siste feil: ${error}.`,
    emailFails: (site: string, address: string, failures: number, error: string) =>
      `Varslene om ${site} kunne ikke leveres til ${address}: ${failures} forsøk på rad mislyktes. Siste feil: ${error}.`,
    webhookFix:
      "Slik retter du det: sørg for at mottakeren er på nett, kan nås over https fra internett og svarer med en 2xx-status innen 10 sekunder. Trykk deretter «Send test» ved webhooken på siden Varsler. Bruker du ikke denne webhooken lenger, kan du fjerne den der.",
    emailFix:
      "Slik retter du det: sjekk at adressen finnes og at postkassen tar imot e-post (ikke full, avsenderen ikke blokkert). Har adressen endret seg, be en operatør invitere den nye, eller velg «Av» for disse e-postene på siden Varsler.",
    retries:
      "Ingenting går tapt i mellomtiden: hver innsending ligger i innboksen, og hver levering prøves på nytt i 48 timer (deretter kan du prøve igjen for hånd på siden Mislykkede leveringer).",
    once: "Du får denne e-posten én gang. Administrasjonen viser et varsel til leveringene fungerer igjen.",
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
    json: "Eksporter som JSON (.json)",
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
      count === 1
        ? "1 innsending havnet i søppelpost denne uken."
        : `${count} innsendinger havnet i søppelpost denne uken.`,
    check: "Sjekk at ingen ekte besøkende er blant dem",
    reasons: {
      honeypot: "Fylte ut den skjulte spamfella",
      "no-proof-of-work": "Nettleseren fullførte ikke den automatiske kontrollen",
      "replayed-proof": "Sendte en automatisk kontroll som allerede var brukt",
      links: "Lenker i navnet, eller mange lenker i ett felt",
    },
  },
  inbox,
  account,
  content,
  operations,
  mail,
  serverErrors,
} satisfies AdminMessages;
