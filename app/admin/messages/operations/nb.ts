import type { NotificationMode } from "../../api-types";
import type { operations as english } from "./en";

/* Notifications, failed deliveries, webhooks, the audit log, notes and Privacy, in Norwegian Bokmål. */
export const operations = {
  notifications: {
    loading: "Laster innstillinger for varsler…",
    description:
      "Hvordan du får vite om nye innsendinger, hva besøkende får etter å ha sendt et skjema, og webhooker til de andre systemene dine.",
    onThisPage: "På denne siden",
    emailsTitle: "Dine e-poster",
    emailsDescription:
      "Straks: én e-post for hver innsending; med Svar svarer du den besøkende. Daglig oversikt: én e-post om dagen med alle sammen. Valget gjelder bare deg: hvert medlem av et nettsted velger selv.",
    operatorNoEmails: "Som operatør får du ingen e-poster før du velger.",
    confirmationsTitle: "Bekreftelse til besøkende",
    confirmationsDescription:
      "En e-post som takker den besøkende og har med en kopi av det som ble sendt. Av til du slår den på, for hele nettstedet. Én adresse får høyst én i timen, og søppelpost får aldri noen.",
    webhooksTitle: "Webhooker",
    webhooksDescription:
      "Hver nye innsending sendes som JSON til alle webhookene til nettstedet, signert med webhookens hemmelighet (HMAC-SHA256 over et tidsstempel og innholdet), og prøves på nytt som e-post. Prosjektets docs/notifications.md, avsnittet «Webhooks», viser hvordan du sjekker signaturen med noen få linjer.",
    noMailServer:
      "Ingen e-postserver er satt opp (SMTP_URL). E-postene venter i utboksen og sendes så snart en er på plass.",
  },
  modes: {
    labels: { instant: "Straks", digest: "Daglig oversikt", off: "Av" },
    isDefault: "(standard)",
    saved: (where: string, mode: NotificationMode) =>
      `${where}: ${{ instant: "én e-post for hver innsending", digest: "én e-post om dagen med alle sammen", off: "ingen e-poster" }[mode]}.`,
  },
  confirmation: {
    formLabel: (site: string, form: string) => `Bekreftelse for ${site}, ${form}`,
    on: "På",
    off: "Av",
    notSaved: "Ikke lagret ennå",
    switchLabel: "Send besøkende en bekreftelse",
    subject: "Emne",
    text: "Tekst",
    textHint: (language: string) =>
      `På ${language}, språket til nettstedet. Navnet på og lenken til nettstedet ditt kommer etter; ingenting av det den besøkende skrev, gjentas.`,
    save: "Lagre",
    saving: "Lagrer…",
    useDefault: "Bruk standardteksten",
    savedOn: (site: string) => `Lagret: besøkende på ${site} får nå denne bekreftelsen.`,
    savedOff: "Lagret. Besøkende får ingen bekreftelse.",
  },
  webhooks: {
    listLabel: (site: string) => `Webhooker for ${site}`,
    none: "Ingen webhooker ennå.",
    added: "Lagt til",
    showSecret: "Vis hemmelighet",
    hideSecret: "Skjul hemmelighet",
    secretLabel: (url: string) => `Signeringshemmelighet for ${url}`,
    copySecret: "Kopier hemmelighet",
    remove: "Fjern",
    removeLabel: (url: string) => `Fjern webhooken ${url}`,
    removeTitle: "Fjerne denne webhooken?",
    removeBody: (site: string) =>
      `Den får ikke flere innsendinger fra ${site}. Leveringene dens, sendte eller ventende, forsvinner fra leveringsloggen.`,
    removeConfirm: "Fjern webhook",
    removed: "Webhooken er fjernet.",
    addLabel: (site: string) => `Legg til en webhook for ${site}`,
    urlLabel: "URL til ny webhook",
    urlRequired: "Skriv inn adressen som skal ta imot innsendingene, for eksempel https://example.com/hook.",
    add: "Legg til webhook",
    adding: "Legger til…",
    addedToast: "Webhooken er lagt til. Hemmeligheten vises under den.",
  },
  deliveries: {
    loading: "Laster mislykkede leveringer…",
    description:
      "Varsler som ikke kunne leveres etter 48 timer med nye forsøk eller som ble avvist for godt, og de der siste forsøk feilet og som fortsatt prøves på nytt. Rett opp årsaken (e-postserveren, mottaker-URL-en), og prøv så igjen. De siste 200.",
    emptyTitle: "Ingenting har feilet",
    emptyBody: "Alle varsler ble levert.",
    retry: "Prøv igjen nå",
    retrying: "Prøver igjen…",
    openSubmission: "Åpne innsendingen",
    retried: "Tilbake i utboksen. Den prøves igjen om noen sekunder.",
    retriedWaiting: "Tilbake i utboksen. Den sendes så snart en e-postserver er satt opp.",
    notFailed: "Denne leveringen har ikke lenger feilet: last inn siden på nytt for å se hvor den står.",
    kinds: {
      ownerEmail: (target: string) => `E-post til ${target}`,
      digest: "Daglig oversikt",
      confirmation: "Bekreftelse til besøkende",
      webhook: "Webhook",
      operatorAlert: (target: string) => `Advarsel til ${target}`,
    },
    states: { sent: "Sendt", waiting: "Venter", retrying: "Prøves igjen", failed: "Feilet" },
    attempts: (count: number) =>
      count === 0 ? "ikke prøvd ennå" : count === 1 ? "1 forsøk" : `${count.toLocaleString("nb")} forsøk`,
    sentAt: "sendt",
    lastTriedAt: "sist prøvd",
    queuedAt: "lagt i kø",
    nextTryAt: "neste forsøk",
    waitingForMailServer: "Venter på en e-postserver: sendes så snart en er satt opp.",
    logLabel: "Leveringer",
    logEmpty: "Ingen varsler ble sendt for denne innsendingen.",
  },
  audit: {
    loading: "Laster revisjonsloggen…",
    description:
      "Hvem som gjorde hva og når: innlogginger (og mislykkede, telt per konto og time), invitasjoner, eksporter, slettinger, innstillinger og endringer i innhold, notater tatt ned. Personopplysninger skrives aldri her. Lagres i 2 år; de siste 200 i filteret.",
    empty: "Ingenting registrert ennå",
    listLabel: "Oppføringer i revisjonsloggen",
  },
  notes: {
    description:
      "Ta ned et notat fra Human Notebook som bryter loven eller reglene. Det registreres i revisjonsloggen.",
    cardTitle: "Ta ned et notat",
    cardDescription: "Siden og API-et svarer da «borte» med en nøytral melding. Dette kan ikke angres her.",
    addressLabel: "Adressen eller sluggen til notatet",
    addressInvalid: "Lim inn adressen til notatet (…/writtenbyhuman/note/…) eller sluggen.",
    reasonLabel: "Begrunnelse",
    reasonRequired: "Si hvorfor med noen få ord: det kommer i revisjonsloggen.",
    takeDownEllipsis: "Ta ned…",
    confirmTitle: "Ta ned dette notatet?",
    confirmBody: (slug: string) => `Notatet «${slug}» vises ikke lenger for noen.`,
    confirm: "Ta ned",
    notFound: "Det finnes ikke noe notat på den adressen.",
    takenDown: "Notatet er tatt ned. Siden viser nå en nøytral melding.",
  },
  privacy: {
    description:
      "Når noen spør hva du har lagret om dem, eller ber deg slette det. Begge deler registreres i revisjonsloggen, uten opplysningene deres.",
    cardTitle: "Finn opplysningene om en person",
    cardDescription: "Søker i alle skjemaene på nettstedene du forvalter. Oppgi én av dem, eller begge.",
    emailLabel: "E-postadresse",
    phoneLabel: "Telefonnummer",
    phonePlaceholder: "+47 912 34 567",
    subjectRequired: "Skriv inn en e-postadresse eller et telefonnummer.",
    download: "Last ned opplysningene",
    erase: "Slett opplysningene…",
    nothingStored: "Ingenting er lagret om den personen på nettstedene dine.",
    fileName: "personopplysninger",
    downloaded: (count: number) => (count === 1 ? "Lastet ned 1 innsending." : `Lastet ned ${count} innsendinger.`),
    previewLabel: "Dette blir slettet",
    eraseTitle: (count: number) => (count === 1 ? "Slette 1 innsending?" : `Slette ${count} innsendinger?`),
    eraseBody: "De slettes for godt, med notatene og historikken sin. Dette kan ikke angres.",
    eraseConfirm: (count: number) => (count === 1 ? "Slett 1 innsending" : `Slett ${count} innsendinger`),
    erased: (count: number) => (count === 1 ? "Slettet 1 innsending." : `Slettet ${count} innsendinger.`),
  },
} satisfies typeof english;
