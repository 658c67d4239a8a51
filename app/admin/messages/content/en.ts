import { upperFirst } from "./case";

/* The content editor and Domains, in English: the shape nl.ts, es.ts and nb.ts beside it must match. */

/** Spanish past participles agree with the noun ("foto añadida", "paquete añadido"); other languages ignore it. */
export type Gender = "m" | "f";

/** One kind of item of a list, as the editor names it in buttons, empty lists, titles and the history. */
export interface Noun {
  one: string;
  many: string;
  /** The list's add button. */
  add: string;
  /** A new item before it has a name. */
  fresh: string;
  /** An item by its name or title ("Testimonial by Anna", "Package “Basis”"). */
  title: (name: string) => string;
  gender: Gender;
}

const quoted = (noun: string) => (name: string) => `${noun} “${name}”`;

/** Every language's nouns are typed Noun, so a gender is one of the two whatever English says. */
export const nounsOf = <Key extends string>(nouns: Record<Key, Noun>): Record<Key, Noun> => nouns;

export const content = {
  page: {
    description:
      "What visitors read on your sites: contact details, packages, photos, testimonials and events. A save is live at once, and every save can be undone.",
    noSitesTitle: "No sites to edit",
    noSitesBody: "Your account has no sites yet. Ask an operator to add you to one.",
    sites: "Sites",
    notEditable: "Not editable here yet.",
  },
  editor: {
    title: (site: string) => `${site} content`,
    loading: "Loading the content…",
    original: "The site shows its original content. Each section saves on its own and is live on the site at once.",
    edited: "Each section saves on its own and is live on the site at once. Every save is kept in the history.",
    viewPage: "View the page",
    newTab: "(opens in a new tab)",
    sections: "Sections",
    notSaved: "(not saved)",
    details: "Details",
    detailsDescription: "How visitors reach the business, and the other facts the page shows.",
    /** The lists that are sections of their own, by the document's key (app/admin/content-sites.ts). */
    listDescriptions: {
      bundles: "The service packages, in the order the page shows them.",
      gallery: "Photos of finished work, each with a title and a caption.",
      testimonials: "What clients said, with their name and town.",
      events:
        "Meet-ups in the carousel. Past events leave it by themselves; with none ahead, the page says new dates come soon.",
    },
  },
  /**
   * The documents' fields by key; "parent.key" where a key means something else under
   * another parent, "site:parent.key" where it differs between sites. The English names
   * are the ones the schemas' messages use ("Phone must be…"), so a label and the message
   * under it agree (content-labels.test.ts checks it).
   */
  fields: {
    details: "Details",
    phone: "Phone",
    whatsapp: "WhatsApp number",
    whatsappMessage: "WhatsApp message",
    email: "E-mail",
    hours: "Opening hours",
    base: "Base",
    social: "Social links",
    "social.label": "Social link label",
    "social.handle": "Social link handle",
    "social.href": "Social link address",
    "social.url": "Social link address",
    network: "Network",
    founders: "Founders",
    "founders.name": "Founder's name",
    "founders.role": "Founder's role",
    "founders.bio": "Founder's bio",
    imageId: "Photo",
    bundles: "Packages",
    gallery: "Gallery",
    testimonials: "Testimonials",
    events: "Events",
    titel: "Title",
    title: "Title",
    vanaf_prijs: "From-price",
    bullets: "Bullets",
    /** One line of `bullets`, as its messages name it. */
    "bullets.line": "Bullet",
    cta_label: "Button label",
    caption: "Caption",
    quote: "Quote",
    naam: "Name",
    plaats: "Place",
    city: "City",
    country: "Country",
    date: "Date",
    speaker: "Speaker",
    "events.url": "Event link",
    signupUrl: "Sign-up address",
    seeOnChainUrl: "See On-Chain address",
    footer: "Footer links",
    discord: "Discord link",
    telegram: "Telegram link",
    "footer.events": "Events link",
    localCircles: "Local Circles link",
    dao: "DAO link",
    whitepaper: "Whitepaper link",
    documentation: "Documentation link",
    github: "GitHub link",
    "details.name": "Company name",
    address: "Address",
    street: "Street",
    "housing:address.street": "Street or PO box",
    postcode: "Postcode",
    postalCode: "Postal code",
    "housing:address.country": "Country (English)",
    countryNo: "Country (Norwegian)",
    emails: "E-mail addresses",
    purposeEn: "Purpose (English)",
    purposeNo: "Purpose (Norwegian)",
    orgNumber: "Organisation number",
    town: "Town",
    province: "Province",
    countryCode: "Country code",
    openingHours: "Opening hours",
    days: "Open on",
    "openingHours.label": "Opening days as shown",
    periods: "Opening hours on those days",
    opens: "Opening time",
    closes: "Closing time",
    closedLabel: "Closed days as shown",
  },
  /** A key no site used when this was written, from its name ("signUpUrl" → "Sign up URL"). */
  unnamedField: (key: string) =>
    upperFirst(
      key
        .replace(/_/g, " ")
        .replace(/([a-z])([A-Z])/g, "$1 $2")
        .toLowerCase()
        .replace(/\burl\b/g, "URL"),
    ),
  nouns: nounsOf({
    package: {
      one: "package",
      many: "packages",
      add: "Add a package",
      fresh: "New package",
      title: quoted("Package"),
      gender: "m",
    },
    photo: {
      one: "photo",
      many: "photos",
      add: "Add a photo",
      fresh: "New photo",
      title: quoted("Photo"),
      gender: "f",
    },
    testimonial: {
      one: "testimonial",
      many: "testimonials",
      add: "Add a testimonial",
      fresh: "New testimonial",
      title: (name: string) => `Testimonial by ${name}`,
      gender: "m",
    },
    event: {
      one: "event",
      many: "events",
      add: "Add an event",
      fresh: "New event",
      title: quoted("Event"),
      gender: "m",
    },
    socialLink: {
      one: "social link",
      many: "social links",
      add: "Add a social link",
      fresh: "New social link",
      title: quoted("Social link"),
      gender: "m",
    },
    founder: {
      one: "founder",
      many: "founders",
      add: "Add a founder",
      fresh: "New founder",
      title: (name: string) => `Founder ${name}`,
      gender: "m",
    },
    emailAddress: {
      one: "e-mail address",
      many: "e-mail addresses",
      add: "Add an e-mail address",
      fresh: "New e-mail address",
      title: quoted("E-mail address"),
      gender: "f",
    },
    openingPeriod: {
      one: "opening period",
      many: "opening periods",
      add: "Add an opening period",
      fresh: "New opening period",
      title: quoted("Opening period"),
      gender: "m",
    },
    item: { one: "item", many: "items", add: "Add an item", fresh: "New item", title: quoted("Item"), gender: "m" },
  }),
  /**
   * The content schemas' own messages (app/sites/<site>/site-content.ts and
   * site-content-fields.ts), exactly as they write them in English: the editor finds a
   * message's values again with a pattern built from these (app/admin/content-errors.ts),
   * each value a plain `${…}`. A label among the values is put in the language by `fields`.
   */
  checks: {
    required: (label: string) => `${label} is required.`,
    tooLong: (label: string, max: number) => `${label} may be at most ${max} characters.`,
    text: (label: string) => `${label} must be text.`,
    phoneFormat: (label: string, example: string) =>
      `${label} must be in international format: + (or 00) and the country code, then the number; spaces, dots and dashes are fine (e.g. ${example}).`,
    phoneNumber: (label: string) => `${label} is not a valid number for its country code.`,
    https: (label: string) => `${label} must be a full https:// address.`,
    pageOrHttps: (label: string, sections: string) =>
      `${label} must be a full https:// address or one of this page's sections (${sections}).`,
    email: (label: string) => `${label} must be an e-mail address (name@example.com).`,
    countryCode: (label: string) => `${label} must be a two-letter country code in capitals (ISO 3166-1, e.g. ES).`,
    date: (label: string) => `${label} must be a day as YYYY-MM-DD (e.g. 2026-03-14).`,
    time: (label: string) => `${label} must be a 24-hour time, HH:MM (e.g. 09:30).`,
    orgNumber: (label: string) => `${label} must be the 9 digits of a Norwegian organisation number (e.g. 931720465).`,
    photo: (label: string) => `${label} must be an uploaded photo's id.`,
    oneOf: (label: string, values: string) => `${label} must be one of: ${values}.`,
    aList: (label: string) => `${label} must be a list.`,
    theList: (list: string) => `The ${list} must be a list.`,
    atMost: (max: number, list: string) => `At most ${max} ${list}.`,
    sameId: (list: string) => `Two ${list} have the same id.`,
    periodsPerDay: (max: number) => `At most ${max} opening periods a day.`,
    dayOneOf: (values: string) => `Each day must be one of: ${values}.`,
    oneFounder: "At least one founder.",
    oneDay: "Choose at least one opening day.",
    dayTwice: "Each day may be listed once.",
    onePeriod: "Add at least one opening period.",
    periodOrder: "A period must close after it opens.",
    periodsOverlap: "Periods must be in time order and must not overlap.",
    itemId: "Each item needs an id (a UUID).",
    hidden: "Hidden must be true or false.",
  },
  form: {
    save: (section: string) => `Save ${section.toLowerCase()}`,
    saving: "Saving…",
    discard: "Discard changes",
    needsFix: "Some fields need a fix: they are marked in red. Nothing was saved.",
    notSaved: "Not saved yet",
    savedAt: (time: string) => `Saved at ${time}, live on the site.`,
    nothingToSave: "Nothing to save: this section is as it is on the site.",
    saved: "Saved — live on the site",
    savedNotReloaded: "Saved, but the editor could not load the new version: reload the page before editing further.",
    linesHint: "One per line.",
    telHint: "International format: + and the country code; spaces, dots and dashes are fine (e.g. +34 612 34 56 78).",
    urlHint: "A full address starting with https://",
  },
  conflict: {
    title: "Someone else saved this site while you were editing.",
    body: "Your changes were not saved, and nothing of theirs was overwritten. What you typed is still below: copy anything you want to keep, then load their version and make your change again.",
    loading: "Loading…",
    reload: "Load the latest version",
  },
  list: {
    empty: (noun: Noun) => `No ${noun.many} yet.`,
    moved: (title: string, position: number, count: number) =>
      `${title} moved to position ${position} of ${count}. Not saved yet.`,
    deleted: (title: string, _gender: Gender) => `${title} deleted. Not saved yet.`,
    added: (noun: Noun) => `${noun.fresh} added at the end. Fill it in, then save.`,
    hidden: "Hidden",
    past: "Past: not on the page",
    needsFix: "Needs a fix",
    shown: "Shown",
    moveUp: (title: string) => `Move ${title} up`,
    moveDown: (title: string) => `Move ${title} down`,
    moveUpShort: "Move up",
    moveDownShort: "Move down",
    edit: "Edit",
    close: "Close",
    deleteItem: (title: string) => `Delete ${title}`,
    deleteShort: "Delete",
    deleteQuestion: (title: string) => `Delete ${title}?`,
    deleteBody:
      "It leaves the list now and the site when you save. To keep it off the site for a while instead, switch it off: it stays here for later.",
    deleteConfirm: (noun: Noun) => `Delete ${noun.one}`,
  },
  photo: {
    tooLarge: "This photo is larger than 15 MB. Choose a smaller one, or export it at a lower size.",
    notAPhoto: "This file is not a photo. Choose a JPEG, PNG, WebP or HEIC image.",
    unreachable: "The server could not be reached. Check the connection and try again.",
    failed: (status: number) => `The upload failed (${status}).`,
    uploading: (percent: number) => `Uploading… ${percent}%`,
    processing: "Processing… (removing location data, making the sizes)",
    chosen: (label: string) => `${label}: the chosen photo`,
    saved: "Photo saved",
    replace: "Replace photo",
    upload: "Upload a photo",
    remove: "Remove photo",
    formats: "JPEG, PNG, WebP or HEIC, up to 15 MB.",
    chooseFile: (label: string) => `${label}: choose a file`,
  },
  history: {
    title: "History",
    description:
      "Every save is kept. Restoring one makes it live at once, and is itself kept, so it can be undone too.",
    undo: "Undo last change",
    loadFailed: (reason: string) => `The history could not load: ${reason}`,
    loading: "Loading the history…",
    emptyTitle: "Nothing saved yet",
    emptyBody: "The site shows its original content. Your first save starts the history.",
    versions: "Versions",
    undone: "Change undone — live on the site",
    restored: (version: number) => `Version ${version} restored — live on the site`,
    savedMeanwhile: "Someone else saved meanwhile. The history now shows their change; choose again.",
    undoQuestion: "Undo the last change?",
    restoreQuestion: (version: number) => `Restore version ${version}?`,
    undoes: (summary: string) => `“${summary}” is undone. `,
    restoreBody: (summary: string, actor: string, when: string) =>
      `The site shows again what it showed after “${summary}” (${actor}, ${when}). Changes not yet saved in the forms are discarded.`,
    commandLine: "command line",
    restoreConfirm: "Restore this version",
    saved: "Saved",
    live: "Live",
    version: (version: number) => `Version ${version}`,
    /** Lines the server writes itself: a migration's, a file's import, a save that gave none. */
    movedFromTables: "Moved from the felimar_bundles, felimar_gallery and felimar_testimonials tables",
    importedFrom: (file: string) => `Imported from ${file}`,
    contentEdited: "Content edited",
    restoredSummary: (version: number) => `Restored version ${version}`,
    restoreVersion: (version: number) => `Restore version ${version}`,
    restore: "Restore",
  },
  /** The line a save adds to the history (app/admin/content-summary.ts). */
  summary: {
    /** `labels`: the changed fields as a list in the middle of a sentence ("phone and e-mail"). */
    changed: (labels: string) => `${upperFirst(labels)} changed`,
    added: (title: string, _gender: Gender) => `${title} added`,
    edited: (title: string, _gender: Gender) => `${title} edited`,
    deleted: (title: string, _gender: Gender) => `${title} deleted`,
    hidden: (title: string, _gender: Gender) => `${title} hidden`,
    shown: (title: string, _gender: Gender) => `${title} shown`,
    reordered: (list: string) => `${list} reordered`,
    none: "No changes",
    more: (count: number) => (count === 1 ? "1 more change" : `${count} more changes`),
  },
  domains: {
    loading: "Loading the domains…",
    description: "Each business on its own web address, like felimar.es. Every site is also on the shared address,",
    descriptionEnd: ", at its own path.",
    sites: "Sites",
    savedNone: (site: string) => `${site} has no domain of its own now: its pages stay on the shared address.`,
    saved: (site: string, host: string) =>
      `${site} is now served at ${host}. If its DNS does not point at this server yet, point it here.`,
    stepsTitle: "Before a domain works",
    dnsTitle: "Point the name at this server.",
    dnsBody:
      "At the domain's DNS provider, give each host an A record (IPv4), and an AAAA record (IPv6) if the server has one, with the same addresses as",
    hostsTitle: "Add the hosts here, the primary first, and save.",
    hostsBody: "Every server answers for them at once, with no restart; the other hosts redirect to the primary.",
    certificateTitle: "The certificate comes by itself.",
    certificateBody:
      "With Caddy in front (docs/domains-and-tls.md, “Many domains over TLS”), the HTTPS certificate for a name is fetched on its first visit once its DNS points here, which makes that visit take a few seconds.",
    stepsNote: "Every site also stays on the shared address at its own path, and the back office stays there.",
    sourceConfiguration: "Server configuration",
    sourceBackOffice: "Back office",
    hostsOf: (site: string) => `${site}'s hosts`,
    primary: "Primary",
    redirects: "Redirects to primary",
    pagesOn: (host: string) => `Pages on ${host}`,
    shows: "shows",
    noDomain: "No domain of its own: its pages are on the shared address, at",
    configured:
      "Set in the server's configuration (SITE_DOMAINS). To change these hosts, change SITE_DOMAINS and restart the server.",
    editHosts: "Edit hosts",
    addDomain: "Add a domain",
    forSite: (site: string) => ` for ${site}`,
    noHosts: (site: string) =>
      `No hosts: saving takes ${site}'s own domain away. Its pages stay on the shared address.`,
    hosts: "Hosts",
    hostNumber: (position: number) => `host ${position}`,
    primaryHost: "Primary host",
    otherHost: (position: number) => `Host ${position} · redirects to the primary`,
    makePrimary: "Make primary",
    makePrimaryOf: (host: string) => `Make primary: ${host}`,
    remove: "Remove",
    addHost: "Add a host",
    save: "Save hosts",
    saving: "Saving…",
    cancel: "Cancel",
    typeHost: "Type a host name, like felimar.es, or remove this line.",
    onlyName: "Only the name, like felimar.es: no https://, spaces or slashes.",
    tooMany: (max: number) => `A site may have at most ${max} hosts.`,
    twice: "This host is listed twice.",
  },
};
