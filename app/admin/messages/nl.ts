import type { AdminMessages } from "./en";
import { inbox } from "./inbox/nl";
import { account } from "./account/nl";
import { content } from "./content/nl";
import { operations } from "./operations/nl";
import { mail } from "./mail/nl";
import { serverErrors } from "./server-errors/nl";

/** Dutch (Felimar's owners): informal "je", as the site speaks to its own customers. */
export const nl = {
  signIn: {
    title: "Inloggen",
    description: "Voor de eigenaren en beheerders van de sites.",
    passkey: "Inloggen met een passkey",
    waitingForPasskey: "Wachten op je passkey…",
    passkeyCancelled: "Er is geen passkey gebruikt. Probeer het opnieuw, of kies hieronder een andere manier.",
    or: "of",
    emailLabel: "E-mailadres",
    emailInvalid: "Vul je e-mailadres in, zoals naam@voorbeeld.nl.",
    sendLink: "Stuur me een inloglink",
    sending: "Versturen…",
    linkSent: "Als dat adres een account heeft, is er een link onderweg. Die werkt één keer, 15 minuten lang.",
    noEmail: "Nog geen passkey op dit apparaat? Vraag een beheerder om een uitnodigingslink, of voer op de server uit:",
    link: {
      pageTitle: "Inloggen met je link",
      title: "Inloggen bij de backoffice",
      description: "Deze link werkt één keer. Druk op de knop om op dit apparaat in te loggen.",
      button: "Inloggen",
      signingIn: "Bezig met inloggen…",
      askNew: "Vraag een nieuwe link aan",
      incompleteTitle: "Deze link is onvolledig",
      incompleteDescription: "Open de link uit je e-mail opnieuw, of vraag een nieuwe aan.",
    },
    setup: {
      title: "De backoffice instellen",
      description: "Maak het eerste beheerdersaccount aan. Beheerders beheren elke site en nodigen de eigenaren uit.",
      incompleteTitle: "Deze installatielink is onvolledig",
      restart: "Start de server opnieuw om een nieuwe te laten tonen zolang er geen beheerder is.",
      emailLabel: "Je e-mailadres",
      emailHint: "Inloglinks komen hier binnen. Daarna kun je een passkey toevoegen.",
      creating: "Je account wordt aangemaakt…",
      create: "Mijn beheerdersaccount aanmaken",
    },
  },
  language: {
    title: "Taal en tijdzone",
    description: "De taal van de backoffice, en de tijdzone waarin datums en tijden worden getoond.",
    label: "Taal",
    automatic: (name: string) => `Automatisch: ${name}`,
    hint: "Voor je pagina's en de e-mails aan jou.",
    timeZoneLabel: "Tijdzone",
    timeZoneAutomatic: "De eigen tijdzone van elke site",
    timeZoneHint: "Datums en tijden worden erin getoond.",
    now: (time: string) => `Nu in deze tijdzone: ${time}.`,
    save: "Opslaan",
    saving: "Opslaan…",
    saved: "Taal en tijdzone opgeslagen.",
  },
  members: {
    change: "Toegang wijzigen",
    changeLabel: (email: string) => `Rol en sites van ${email} wijzigen`,
    title: (email: string) => `Rol en sites van ${email}`,
    description: "Het account, de passkeys en de sessies blijven; de wijziging geldt vanaf de volgende klik.",
    selfDemotion: "Dit is je eigen account: als eigenaar beheer je geen accounts meer en zie je niet meer elke site.",
    sitesRequired: "Kies minstens één site voor een eigenaar.",
    save: "Wijzigingen opslaan",
    saving: "Opslaan…",
    cancel: "Annuleren",
    saved: (email: string) => `Rol en sites van ${email} opgeslagen.`,
    resend: "Uitnodiging opnieuw sturen",
    resendLabel: (email: string) => `De uitnodiging opnieuw sturen naar ${email}`,
    resending: "Versturen…",
    resent: (email: string) => `Er ging een nieuwe uitnodiging naar ${email}. De vorige link werkt niet meer.`,
  },
  editor: {
    leaveTitle: "Weggaan zonder op te slaan?",
    leaveBody: (sections: string[]) =>
      `Je wijzigingen in ${sections.length > 0 ? sections.join(", ") : "deze pagina"} zijn niet opgeslagen. Als je nu weggaat, ben je ze kwijt.`,
    leaveConfirm: "Weggaan en wijzigingen weggooien",
    leaveCancel: "Blijven en verder bewerken",
    standInsTitle: (count: number) => `Tot je je eigen foto's toevoegt, toont de pagina deze ${count} voorbeelden`,
    standInsEmpty:
      "Het zijn tekeningen, niet jouw werk. Je eerste foto vervangt ze allemaal tegelijk: de pagina toont daarna alleen je eigen foto's.",
    standInsAllHidden:
      "Al je foto's zijn verborgen, dus de pagina toont in plaats daarvan deze voorbeelden. Zodra je een van je foto's weer toont, vervangt die ze allemaal.",
  },
  audit: {
    by: (account: string) => `door ${account}`,
    bySystem: "door de opdrachtregel of het systeem",
    recorded: "Zoals vastgelegd",
    list: (items: string[]) =>
      items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} en ${items.at(-1)}`,
    unknownSite: "een site",
    unknownForm: "een formulier",
    unknownMode: "een nieuwe instelling",
    unknownDelivery: "melding",
    unknownAction: "Gewijzigd",
    removedAccount: "een inmiddels verwijderd account",
    signIn: (passkey: boolean) => (passkey ? "Ingelogd met een passkey" : "Ingelogd met een gemailde link"),
    signInFailed: (account: string, count: number) =>
      count === 1
        ? `1 mislukte poging om in te loggen op het account van ${account}`
        : `${count} mislukte pogingen om in te loggen op het account van ${account}`,
    signInLinkIssued: "Een inloglink per e-mail aangevraagd",
    userInvited: (account: string, operator: boolean, sites: string | null) =>
      operator
        ? `${account} uitgenodigd als beheerder`
        : `${account} uitgenodigd als eigenaar van ${sites ?? "geen site"}`,
    userChanged: (account: string, operator: boolean, sites: string | null) =>
      operator ? `${account} beheerder gemaakt` : `${account} eigenaar gemaakt van ${sites ?? "geen site"}`,
    userRemoved: (operator: boolean) =>
      operator ? "Het account van een beheerder verwijderd" : "Het account van een eigenaar verwijderd",
    inboxExport: (rows: number, format: string, sites: string) =>
      `${rows === 1 ? "1 inzending" : `${rows} inzendingen`} van ${sites} geëxporteerd (${format})`,
    erasure: (count: number, sites: string) =>
      `De gegevens van één persoon gewist uit ${sites}: ${count === 1 ? "1 inzending" : `${count} inzendingen`}`,
    accessExport: (count: number, sites: string) =>
      `De gegevens van één persoon geëxporteerd uit ${sites}: ${count === 1 ? "1 inzending" : `${count} inzendingen`}`,
    notificationSaved: (form: string, site: string, mode: string) =>
      `Meldingen van ${form} op ${site} ingesteld op “${mode}”`,
    modes: { instant: "elke inzending", digest: "dagelijks overzicht", off: "uit" },
    confirmationSaved: (form: string, site: string, enabled: boolean) =>
      `Bevestigingsmail van ${form} op ${site} ${enabled ? "aangezet" : "uitgezet"}`,
    webhookAdded: (host: string, site: string) => `Webhook naar ${host} toegevoegd voor ${site}`,
    webhookRemoved: (host: string, site: string) => `Webhook naar ${host} van ${site} verwijderd`,
    deliveryRetried: (kind: string, site: string) => `Mislukte ${kind} van ${site} opnieuw geprobeerd`,
    deliveryKinds: {
      "owner-email": "meldingsmail",
      "digest-email": "dagelijks overzicht",
      "confirmation-email": "bevestiging aan een bezoeker",
      webhook: "webhookbezorging",
      "operator-alert": "waarschuwing aan een beheerder",
    },
    contentSaved: (site: string, version: number, summary: string | null) =>
      `Versie ${version} van de inhoud van ${site} opgeslagen${summary ? `: ${summary}` : ""}`,
    contentRestored: (site: string, from: number, version: number) =>
      `Versie ${from} van de inhoud van ${site} teruggezet (nu versie ${version})`,
    imageUploaded: (site: string) => `Foto geüpload voor ${site}`,
    domainsSaved: (site: string, hosts: string | null) =>
      hosts ? `Domeinen van ${site} ingesteld: ${hosts}` : `Alle domeinen van ${site} verwijderd`,
    noteTakedown: (slug: string) => `Notitie “${slug}” offline gehaald`,
    bulk: (action: string, changed: number, matched: number) =>
      `${action}: ${changed} van ${matched === 1 ? "1 geselecteerde inzending" : `${matched} geselecteerde inzendingen`}`,
    bulkUndone: (action: string, restored: number) =>
      `“${action}” ongedaan gemaakt: ${restored === 1 ? "1 inzending" : `${restored} inzendingen`} teruggezet`,
    bulkActions: {
      read: "Als gelezen gemarkeerd",
      answered: "Als beantwoord gemarkeerd",
      archived: "Gearchiveerd",
      spam: "Naar spam verplaatst",
      "not-spam": "Uit spam gehaald",
    },
    other: "Een andere actie",
    kinds: {
      sign_in: "Inloggen",
      sign_in_failed: "Mislukt inloggen",
      sign_in_link_issued: "Inloglink aangevraagd",
      user_invited: "Account uitgenodigd",
      user_removed: "Account verwijderd",
      user_changed: "Account gewijzigd",
      inbox_export: "Inbox geëxporteerd",
      erasure: "Gegevens van een persoon gewist",
      access_export: "Gegevens van een persoon geëxporteerd",
      notification_preference_saved: "Meldingen ingesteld",
      confirmation_saved: "Bevestigingsmail ingesteld",
      webhook_added: "Webhook toegevoegd",
      webhook_removed: "Webhook verwijderd",
      delivery_retried: "Bezorging opnieuw geprobeerd",
      "content.saved": "Inhoud opgeslagen",
      "content.restored": "Inhoud teruggezet",
      "image.uploaded": "Foto geüpload",
      site_domains_saved: "Domeinen ingesteld",
      note_takedown: "Notitie offline gehaald",
      inbox_bulk: "Veel inzendingen gewijzigd",
      inbox_bulk_undone: "Wijziging van veel inzendingen ongedaan gemaakt",
      account_preferences_saved: "Taal of tijdzone ingesteld",
    },
    preferencesSaved: (language: string | null, ownTimeZone: boolean) =>
      `${language ?? "De taal van de eigen site"} gekozen, met ${ownTimeZone ? "een eigen tijdzone" : "de tijdzone van elke site"}`,
  },
  shell: {
    productName: "Backoffice",
    loading: "Laden…",
    pages: {
      inbox: "Inbox",
      spam: "Spam",
      submission: "Inzending",
      privacy: "Privacy",
      account: "Account",
      users: "Gebruikers",
      notes: "Notities",
      audit: "Auditlog",
      notifications: "Meldingen",
      deliveries: "Mislukte bezorgingen",
      content: "Inhoud",
      domains: "Domeinen",
    },
    intro: {
      inbox: "Alles wat je bezoekers stuurden, nieuwste eerst. Een nieuwe openen markeert hem als gelezen.",
      spam: "Opgevangen door de spamfilter. Open er een en kies “Geen spam” om hem naar de inbox te verplaatsen.",
    },
    notFound: {
      title: "Pagina niet gevonden",
      body: "Op dit adres staat geen pagina van de backoffice. De link is misschien oud of verkeerd getypt.",
      backToInbox: "Terug naar de inbox",
    },
    setupLink: {
      checking: "Je installatielink wordt gecontroleerd…",
      usedTitle: "Deze installatielink is al gebruikt",
      usedBody: "De backoffice is al ingesteld. Log in met je passkey of met een link per e-mail.",
      expiredTitle: "Deze installatielink is verlopen",
      expiredBody:
        "Een installatielink werkt 24 uur. Start de server opnieuw om een nieuwe te laten tonen zolang er geen beheerder is.",
      invalidTitle: "Deze installatielink is niet geldig",
      invalidBody: "Kopieer de hele link die de server bij het starten toonde en open hem opnieuw.",
      signIn: "Naar inloggen",
    },
  },
  bulk: {
    selectRow: (sender: string) => `${sender} selecteren`,
    selectPage: "Alles op deze pagina selecteren",
    selected: (count: number) => `${count.toLocaleString("nl")} geselecteerd`,
    selectAllMatching: (count: number) => `Alle ${count.toLocaleString("nl")} die aan dit filter voldoen selecteren`,
    allMatchingSelected: (count: number) =>
      `Alle ${count.toLocaleString("nl")} inzendingen die aan dit filter voldoen zijn geselecteerd.`,
    tooManyMatching: (count: number, max: number) =>
      `${count.toLocaleString("nl")} voldoen aan dit filter: beperk het tot ${max.toLocaleString("nl")} of minder om ze in één keer te behandelen.`,
    clear: "Selectie wissen",
    toolbar: "Iets doen met de geselecteerde inzendingen",
    actions: {
      read: "Markeren als gelezen",
      answered: "Markeren als beantwoord",
      archived: "Archiveren",
      spam: "Markeren als spam",
      "not-spam": "Geen spam",
    },
    done: {
      read: (count: number) =>
        count === 1 ? "1 inzending gemarkeerd als gelezen." : `${count} inzendingen gemarkeerd als gelezen.`,
      answered: (count: number) =>
        count === 1 ? "1 inzending gemarkeerd als beantwoord." : `${count} inzendingen gemarkeerd als beantwoord.`,
      archived: (count: number) => (count === 1 ? "1 inzending gearchiveerd." : `${count} inzendingen gearchiveerd.`),
      spam: (count: number) =>
        count === 1 ? "1 inzending naar spam verplaatst." : `${count} inzendingen naar spam verplaatst.`,
      "not-spam": (count: number) =>
        count === 1 ? "1 inzending naar de inbox verplaatst." : `${count} inzendingen naar de inbox verplaatst.`,
    },
    unchanged: "Er is niets veranderd: ze stonden allemaal al zo.",
    undo: "Ongedaan maken",
    undoing: "Bezig met ongedaan maken…",
    undone: (count: number) =>
      count === 1 ? "Ongedaan gemaakt: 1 inzending teruggezet." : `Ongedaan gemaakt: ${count} inzendingen teruggezet.`,
    keys: {
      open: "Sneltoetsen",
      title: "Sneltoetsen",
      description: "In de inbox en bij een inzending. Ze doen niets terwijl je in een veld typt.",
      next: "Volgende inzending",
      previous: "Vorige inzending",
      openRow: "De inzending openen",
      select: "De inzending selecteren of de selectie opheffen",
      back: "Terug naar de lijst, naar de inzending waar je vandaan kwam",
      help: "Deze sneltoetsen tonen",
      close: "Sluiten",
      enterKey: "Enter",
      escapeKey: "Esc",
    },
    privacy: {
      search: "Zoeken",
      found: (count: number) => (count === 1 ? "1 inzending op jouw sites" : `${count} inzendingen op jouw sites`),
    },
    errors: {
      tooMany: (max: number) =>
        `Meer dan ${max.toLocaleString("nl")} inzendingen voldoen aan het filter: beperk het (bijvoorbeeld op datum) en probeer het opnieuw.`,
      undoNotFound: "Er is hier niets van jou om ongedaan te maken.",
      undoExpired: "Te laat om ongedaan te maken: de 10 seconden zijn voorbij. Zet de inzendingen met de hand terug.",
    },
  },
  webhookTest: {
    button: "Test versturen",
    sending: "Bezig met versturen…",
    label: (url: string) => `Test versturen naar ${url}`,
    delivered: (status: number) => `Afgeleverd: de ontvanger antwoordde ${status}.`,
    refused: (status: number) =>
      `Niet afgeleverd: de ontvanger antwoordde ${status}. Hij moet binnen 10 seconden met 2xx antwoorden.`,
    unreachable: (error: string) => `Niet afgeleverd: ${error}.`,
  },
  banner: {
    title: "Meldingen komen niet aan",
    webhookFailing: (site: string, url: string, failures: number, error: string) =>
      `De webhook ${url} van ${site} is ${failures} keer achter elkaar mislukt (${error}). We blijven het proberen; herstel de ontvanger en gebruik daarna “Test versturen” op de pagina Meldingen.`,
    emailFailing: (site: string, address: string, failures: number, error: string) =>
      `E-mails aan ${address} over ${site} zijn ${failures} keer achter elkaar mislukt (${error}). Controleer of de mailbox bestaat en mail aanneemt.`,
    mailServerFailing: (failures: number, error: string) =>
      `De mailserver werkt niet: e-mails konden ${failures} keer achter elkaar niet worden verstuurd (${error}). Ze wachten in de outbox; controleer SMTP_URL en de mailserver.`,
    notificationsLink: "Instellingen voor meldingen",
    deliveriesLink: "Mislukte bezorgingen",
  },
  ownerless: {
    warning: (sites: string, count: number) =>
      count === 1
        ? `${sites} heeft geen eigenaar die een uitnodiging heeft geaccepteerd: de meldingen gaan naar de beheerders tot er een is.`
        : `${sites} hebben geen eigenaar die een uitnodiging heeft geaccepteerd: hun meldingen gaan naar de beheerders tot elk er een heeft.`,
    operatorNote:
      "Sites zonder eigenaar zijn de uitzondering: hun meldingen krijg je zoals een eigenaar ze krijgt, tot je zelf kiest.",
    invite: "Nodig een eigenaar uit op de pagina Gebruikers.",
  },
  deliveries: {
    summary: (failed: number, retrying: number) => `${failed} mislukt, ${retrying} worden nog opnieuw geprobeerd.`,
    technicalDetail: "Technische details",
    errors: {
      connectionRefused: {
        summary: "de ontvanger weigerde de verbinding",
        advice:
          "Op dat adres en die poort antwoordde niets: controleer of de ontvangende dienst draait en of de URL klopt.",
      },
      timedOut: {
        summary: "de ontvanger antwoordde niet op tijd",
        advice:
          "Het duurde langer dan 10 seconden of er kwam geen antwoord: controleer of hij online is en niet overbelast, en of geen firewall de verzoeken tegenhoudt.",
      },
      connectionReset: {
        summary: "de verbinding werd verbroken",
        advice:
          "De ontvanger sloot de verbinding voordat hij antwoordde: kijk in zijn logs, en naar een proxy of firewall ervoor.",
      },
      hostNotFound: {
        summary: "het domein van het adres bestaat niet",
        advice:
          "De domeinnaam is niet gevonden: controleer de URL of het e-maildomein op typefouten, en of het domein niet verlopen is.",
      },
      certificate: {
        summary: "het beveiligingscertificaat van de ontvanger is niet geldig",
        advice:
          "Het HTTPS-certificaat is verlopen, zelfondertekend of voor een andere naam: vernieuw of herstel het certificaat op de ontvangende server.",
      },
      redirect: {
        summary: "de ontvanger antwoordde met een doorverwijzing",
        advice:
          "Doorverwijzingen worden niet gevolgd: vul het eindadres, waar de doorverwijzing naartoe leidt, in als URL van de webhook.",
      },
      gone: {
        summary: "de ontvanger wil geen bezorgingen meer",
        advice:
          "Hij antwoordde 410 Gone: verwijder de webhook, of vraag wie de ontvanger beheert om weer bezorgingen aan te nemen.",
      },
      clientError: {
        summary: "de ontvanger weigerde het verzoek",
        advice:
          "Hij antwoordde met een 4xx-status: controleer het pad van de URL en een eventuele sleutel of token, en of hij een JSON-POST aanneemt.",
      },
      serverError: {
        summary: "de ontvanger had zelf een fout",
        advice:
          "Hij antwoordde met een 5xx-status, een fout op de ontvangende server: kijk in zijn logs. Intussen wordt het opnieuw geprobeerd.",
      },
      blockedAddress: {
        summary: "het adres is niet toegestaan",
        advice:
          "De URL leidt naar een privé- of lokaal netwerkadres, dat webhooks niet mogen bereiken: gebruik een openbaar https-adres.",
      },
      mailRejected: {
        summary: "de mailserver van de ontvanger weigerde het bericht",
        advice:
          "Een definitieve weigering: de mailbox bestaat misschien niet, of neemt geen mail van ons aan. Controleer het adres en probeer het opnieuw.",
      },
      mailDeferred: {
        summary: "de mailserver vroeg het later nog eens te proberen",
        advice:
          "Een tijdelijke weigering (een volle mailbox, een drukke server): het wordt vanzelf opnieuw geprobeerd.",
      },
      mailLogin: {
        summary: "de mailserver weigerde onze login",
        advice:
          "De gebruikersnaam of het wachtwoord in SMTP_URL klopt niet: pas het aan, dan gaan de wachtende e-mails alsnog weg.",
      },
      mailUnreachable: {
        summary: "de mailserver was niet bereikbaar",
        advice:
          "Controleer de host en poort in SMTP_URL, en of de mailserver draait en bereikbaar is vanaf deze server.",
      },
      badRecipient: {
        summary: "de ontvanger is niet één geldig e-mailadres",
        advice: "Controleer het e-mailadres van het account of de instelling waar deze e-mail naartoe gaat.",
      },
      expired: {
        summary: "het is niet binnen 48 uur afgeleverd",
        advice: "Elke poging in 48 uur mislukte: los de oorzaak op en probeer het hier opnieuw.",
      },
      noMailServer: {
        summary: "er is geen mailserver ingesteld",
        advice: "Stel SMTP_URL in en start de server opnieuw: dan gaan de wachtende e-mails weg.",
      },
      unknown: {
        summary: "een onverwachte fout",
        advice:
          "De technische details hieronder zeggen meer: wie de ontvanger of de mailserver beheert, kan er iets mee.",
      },
    },
  },
  auditFilter: {
    failedSignInFor: (account: string) => `mislukte aanmeldingen op het account van ${account}`,
    label: "Auditlog filteren",
    kind: "Soort",
    everyKind: "Elke soort",
    person: "Persoon (e-mailadres van het account)",
    filter: "Filteren",
    clear: "Wissen",
  },
  alertEmail: {
    webhookSubject: (site: string, host: string) => `${site}: de webhook naar ${host} werkt niet`,
    emailSubject: (site: string, address: string) => `${site}: e-mails aan ${address} komen niet aan`,
    greeting: "Hallo,",
    webhookFails: (site: string, url: string, failures: number, error: string) =>
      `Nieuwe inzendingen van ${site} konden niet worden afgeleverd bij de webhook ${url}: ${failures} pogingen achter elkaar zijn mislukt. De laatste fout: ${error}.`,
    emailFails: (site: string, address: string, failures: number, error: string) =>
      `De meldingen over ${site} konden niet worden afgeleverd bij ${address}: ${failures} pogingen achter elkaar zijn mislukt. De laatste fout: ${error}.`,
    webhookFix:
      "Zo los je het op: zorg dat de ontvanger online is, via https vanaf internet bereikbaar is en binnen 10 seconden met een 2xx-status antwoordt. Klik daarna op “Test versturen” naast de webhook op de pagina Meldingen. Gebruik je deze webhook niet meer, verwijder hem daar dan.",
    emailFix:
      "Zo los je het op: controleer of het adres bestaat en de mailbox mail aanneemt (niet vol, de afzender niet geblokkeerd). Is het adres veranderd, vraag een beheerder dan het nieuwe uit te nodigen, of kies “Uit” voor deze e-mails op de pagina Meldingen.",
    retries:
      "Intussen gaat er niets verloren: elke inzending staat in de inbox, en elke bezorging wordt 48 uur lang opnieuw geprobeerd (daarna kan dat met de hand op de pagina Mislukte bezorgingen).",
    once: "Je krijgt deze e-mail één keer. De backoffice toont een melding tot de bezorgingen weer lukken.",
    openSettings: "Instellingen voor meldingen:",
  },
  operatorAlert: {
    copySubject: "Een back-up kon niet worden weggekopieerd",
    copyFailed: (when: string, error: string) => `Het wegkopiëren van de back-up van ${when} is mislukt: ${error}.`,
    copyFix:
      "De back-up staat alleen op deze machine en gaat met haar verloren. Controleer BACKUP_COMMAND en de ruimte en toegang van de bestemming, en kopieer het bestand daarna met de hand.",
    backupSubject: "Een back-up is mislukt",
    restoreDrillSubject: "Een hersteltest is mislukt",
    backupFailed: (when: string, error: string) => `De back-up die om ${when} begon, is mislukt: ${error}.`,
    restoreDrillFailed: (when: string, error: string) => `De hersteltest die om ${when} begon, is mislukt: ${error}.`,
    backupFix:
      "Tot er een back-up lukt, lopen de gegevens sinds de laatste goede back-up risico. Bekijk het logboek van de back-up en de ruimte en toegang van de opslag, en start hem daarna opnieuw.",
    restoreDrillFix:
      "Een back-up die niet terug te zetten is, is geen back-up. Bekijk het logboek van de hersteltest en voer hem opnieuw uit zodra de oorzaak is verholpen.",
  },
  export: {
    xlsx: "Exporteren voor Excel (.xlsx)",
    csv: "Exporteren als platte tekst (.csv)",
    json: "Exporteren als JSON (.json)",
    preparing: "Het bestand wordt klaargemaakt…",
    tooMany: (max: string) =>
      `Meer dan ${max} inzendingen passen bij dit filter. Maak het kleiner, bijvoorbeeld met een datum, of exporteer als platte tekst (.csv).`,
    sheets: {
      "felimar-quote": "Offertes",
      "felimar-contact": "Contact",
      "neron-contact": "Contact",
      "housing-contact": "Contact",
      newsletter: "Nieuwsbrief",
    },
    received: "Ontvangen",
    status: "Status",
  },
  typing: {
    typed: "Getypt op een toetsenbord",
    pasted: "Geplakt of door een script ingevuld",
    keys: (count: number) => (count === 1 ? "1 toets" : `${count.toLocaleString("nl-NL")} toetsen`),
    pastedShare: (percent: number) => `${percent}% geplakt`,
    median: (ms: number) => `mediaan ${ms} ms tussen toetsen`,
    about:
      "Hoe de tekst van het bericht binnenkwam, afgeleid uit de timing van de toetsaanslagen (nooit de toetsen zelf). Het is een label, geen spamoordeel: een adres of telefoonnummer plakken, automatisch invullen en telefoontoetsenborden zijn heel gewoon.",
  },
  spamWeek: {
    line: (count: number) =>
      count === 1
        ? "1 inzending is deze week in de spam beland."
        : `${count} inzendingen zijn deze week in de spam beland.`,
    check: "Kijk of er geen echte bezoeker tussen zit",
    reasons: {
      honeypot: "Verborgen spamval ingevuld",
      "no-proof-of-work": "De browser heeft de automatische controle niet afgerond",
      "replayed-proof": "Stuurde een automatische controle die al gebruikt was",
      links: "Links in de naam, of veel links in één veld",
    },
  },
  inbox,
  account,
  content,
  operations,
  mail,
  serverErrors,
} satisfies AdminMessages;
