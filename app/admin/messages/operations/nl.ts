import type { NotificationMode } from "../../api-types";
import type { operations as english } from "./en";

/* Notifications, failed deliveries, webhooks, the audit log, notes and Privacy, in Dutch. */
export const operations = {
  notifications: {
    loading: "Instellingen voor meldingen laden…",
    description:
      "Hoe je hoort over nieuwe inzendingen, wat bezoekers krijgen nadat ze een formulier hebben verstuurd, en webhooks voor je andere systemen.",
    onThisPage: "Op deze pagina",
    emailsTitle: "Jouw e-mails",
    emailsDescription:
      "Direct: een e-mail voor elke inzending; met Beantwoorden antwoord je de bezoeker. Dagelijks overzicht: één e-mail per dag met alle inzendingen. Je keuze geldt alleen voor jou: elk lid van een site kiest zelf.",
    operatorNoEmails: "Als beheerder krijg je geen e-mails tot je een keuze maakt.",
    confirmationsTitle: "Bevestiging aan bezoekers",
    confirmationsDescription:
      "Een e-mail die de bezoeker bedankt en een kopie bevat van wat hij verstuurde. Uit tot je hem aanzet, voor de hele site. Eén adres krijgt er hoogstens één per uur, en spam krijgt er nooit een.",
    webhooksTitle: "Webhooks",
    webhooksDescription:
      "Elke nieuwe inzending gaat als JSON naar elke webhook van de site, ondertekend met het geheim van de webhook (HMAC-SHA256 over een tijdstempel en de inhoud), en wordt opnieuw geprobeerd zoals e-mail. In docs/notifications.md van het project, sectie “Webhooks”, zie je hoe je de handtekening in een paar regels controleert.",
    noMailServer:
      "Er is geen mailserver ingesteld (SMTP_URL). E-mails wachten in de outbox en gaan weg zodra er een is.",
  },
  modes: {
    labels: { instant: "Direct", digest: "Dagelijks overzicht", off: "Uit" },
    isDefault: "(standaard)",
    saved: (where: string, mode: NotificationMode) =>
      `${where}: ${{ instant: "een e-mail voor elke inzending", digest: "één e-mail per dag met alle inzendingen", off: "geen e-mails" }[mode]}.`,
  },
  confirmation: {
    formLabel: (site: string, form: string) => `Bevestiging voor ${site}, ${form}`,
    on: "Aan",
    off: "Uit",
    notSaved: "Nog niet opgeslagen",
    switchLabel: "Bezoekers een bevestiging sturen",
    subject: "Onderwerp",
    text: "Tekst",
    textHint: (language: string) =>
      `In het ${language}, de taal van de site. De naam en link van je site volgen erop; niets van wat de bezoeker typte wordt herhaald.`,
    save: "Opslaan",
    saving: "Opslaan…",
    useDefault: "Standaardtekst gebruiken",
    savedOn: (site: string) => `Opgeslagen: bezoekers van ${site} krijgen nu deze bevestiging.`,
    savedOff: "Opgeslagen. Bezoekers krijgen geen bevestiging.",
  },
  webhooks: {
    listLabel: (site: string) => `Webhooks van ${site}`,
    none: "Nog geen webhooks.",
    added: "Toegevoegd",
    showSecret: "Geheim tonen",
    hideSecret: "Geheim verbergen",
    secretLabel: (url: string) => `Ondertekeningsgeheim van ${url}`,
    copySecret: "Geheim kopiëren",
    remove: "Verwijderen",
    removeLabel: (url: string) => `Webhook ${url} verwijderen`,
    removeTitle: "Deze webhook verwijderen?",
    removeBody: (site: string) =>
      `Hij krijgt geen inzendingen van ${site} meer. Zijn bezorgingen, verstuurd of wachtend, verdwijnen uit het bezorglogboek.`,
    removeConfirm: "Webhook verwijderen",
    removed: "Webhook verwijderd.",
    addLabel: (site: string) => `Een webhook toevoegen aan ${site}`,
    urlLabel: "URL van de nieuwe webhook",
    urlRequired: "Vul het adres in dat de inzendingen moet ontvangen, zoals https://example.com/hook.",
    add: "Webhook toevoegen",
    adding: "Toevoegen…",
    addedToast: "Webhook toegevoegd. Het geheim staat eronder.",
  },
  deliveries: {
    loading: "Mislukte bezorgingen laden…",
    description:
      "Meldingen die na 48 uur opnieuw proberen niet bezorgd konden worden of definitief geweigerd zijn, en meldingen waarvan de laatste poging mislukte en die nog opnieuw geprobeerd worden. Los de oorzaak op (de mailserver, de ontvangende URL) en probeer het dan opnieuw. De laatste 200.",
    emptyTitle: "Niets mislukt",
    emptyBody: "Elke melding is bezorgd.",
    retry: "Nu opnieuw proberen",
    retrying: "Opnieuw proberen…",
    openSubmission: "Inzending openen",
    retried: "Terug in de outbox. Binnen enkele seconden wordt het opnieuw geprobeerd.",
    retriedWaiting: "Terug in de outbox. Het gaat weg zodra er een mailserver is ingesteld.",
    notFailed: "Deze bezorging is niet meer mislukt: laad de pagina opnieuw om te zien hoe het ervoor staat.",
    kinds: {
      ownerEmail: (target: string) => `E-mail aan ${target}`,
      digest: "Dagelijks overzicht",
      confirmation: "Bevestiging aan bezoeker",
      webhook: "Webhook",
      operatorAlert: (target: string) => `Waarschuwing aan ${target}`,
    },
    states: { sent: "Verstuurd", waiting: "Wachtend", retrying: "Wordt herhaald", failed: "Mislukt" },
    attempts: (count: number) =>
      count === 0 ? "nog niet geprobeerd" : count === 1 ? "1 poging" : `${count.toLocaleString("nl")} pogingen`,
    sentAt: "verstuurd",
    lastTriedAt: "laatst geprobeerd",
    queuedAt: "in de wachtrij gezet",
    nextTryAt: "volgende poging",
    waitingForMailServer: "Wacht op een mailserver: gaat weg zodra er een is ingesteld.",
    logLabel: "Bezorgingen",
    logEmpty: "Voor deze inzending zijn geen meldingen verstuurd.",
  },
  audit: {
    loading: "Auditlog laden…",
    description:
      "Wie wat deed en wanneer: inloggen (en mislukte pogingen, geteld per account en uur), uitnodigingen, exports, wissingen, instellingen en wijzigingen van inhoud, offline gehaalde notities. Persoonsgegevens komen hier nooit in. 2 jaar bewaard; de laatste 200 van het filter.",
    empty: "Nog niets vastgelegd",
    listLabel: "Auditregels",
  },
  notes: {
    description:
      "Haal een notitie van Human Notebook offline die de wet of de regels overtreedt. Dat wordt vastgelegd in het auditlog.",
    cardTitle: "Een notitie offline halen",
    cardDescription:
      "Haar pagina en API antwoorden dan “verdwenen” met een neutrale mededeling. Dit kun je hier niet ongedaan maken.",
    addressLabel: "Adres of slug van de notitie",
    addressInvalid: "Plak het adres van de notitie (…/writtenbyhuman/note/…) of haar slug.",
    reasonLabel: "Reden",
    reasonRequired: "Zeg in een paar woorden waarom: het komt in het auditlog.",
    takeDownEllipsis: "Offline halen…",
    confirmTitle: "Deze notitie offline halen?",
    confirmBody: (slug: string) => `Notitie “${slug}” wordt aan niemand meer getoond.`,
    confirm: "Offline halen",
    notFound: "Op dat adres staat geen notitie.",
    takenDown: "De notitie is offline gehaald. Haar pagina toont nu een neutrale mededeling.",
  },
  privacy: {
    description:
      "Als iemand vraagt wat je over hem of haar bewaart, of vraagt het te verwijderen. Beide worden vastgelegd in het auditlog, zonder de gegevens zelf.",
    cardTitle: "De gegevens van een persoon vinden",
    cardDescription: "Zoekt in elk formulier van de sites die je beheert. Vul een van beide in, of allebei.",
    emailLabel: "E-mailadres",
    phoneLabel: "Telefoonnummer",
    phonePlaceholder: "+31 6 12345678",
    subjectRequired: "Vul een e-mailadres of een telefoonnummer in.",
    download: "Gegevens downloaden",
    erase: "Gegevens wissen…",
    nothingStored: "Van die persoon staat niets op je sites.",
    fileName: "persoonsgegevens",
    downloaded: (count: number) => (count === 1 ? "1 inzending gedownload." : `${count} inzendingen gedownload.`),
    previewLabel: "Wat gewist wordt",
    eraseTitle: (count: number) => (count === 1 ? "1 inzending wissen?" : `${count} inzendingen wissen?`),
    eraseBody:
      "Deze worden definitief verwijderd, met hun notities en geschiedenis. Dit kan niet ongedaan worden gemaakt.",
    eraseConfirm: (count: number) => (count === 1 ? "1 inzending wissen" : `${count} inzendingen wissen`),
    erased: (count: number) => (count === 1 ? "1 inzending gewist." : `${count} inzendingen gewist.`),
  },
} satisfies typeof english;
