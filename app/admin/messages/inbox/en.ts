import type { FormKey } from "../../../forms/forms";
import type { STATUSES } from "../../api-enums";

/* The inbox, a submission's page and the exports, in English: the shape nl.ts, es.ts and nb.ts beside it must match. */
export const inbox = {
  loading: "Loading the inbox…",
  // A form's name for owners, in the list, the filters and a submission's page.
  forms: {
    "felimar-quote": "Quote request",
    "felimar-contact": "Contact message",
    "neron-contact": "Contact message",
    "housing-contact": "Contact message",
    newsletter: "Newsletter sign-up",
  } satisfies Record<FormKey, string>,
  statuses: { new: "New", read: "Read", answered: "Answered", archived: "Archived" } satisfies Record<
    (typeof STATUSES)[number],
    string
  >,
  spam: "Spam",
  unknownSender: "Unknown sender",
  empty: {
    filteredTitle: "Nothing matches these filters",
    // Followed by a link, `clearFilters`, and a full stop.
    filteredBody: "Try fewer words or a wider date range, or",
    clearFilters: "clear the filters",
    spamTitle: "No spam",
    spamBody: "Submissions caught by the spam trap land here, in case one was real. They are deleted after 30 days.",
    inboxTitle: "No submissions yet",
    inboxBody: "Quote requests, messages and newsletter sign-ups from your sites appear here the moment they are sent.",
  },
  filters: {
    label: "Search and filter",
    searchLabel: "Search name, e-mail, phone or message",
    searchPlaceholder: "Search submissions",
    search: "Search",
    title: "Filters",
    on: "(on)",
    site: "Site",
    allSites: "All my sites",
    form: "Form",
    allForms: "All forms",
    status: "Status",
    anyStatus: "Any status",
    from: "From",
    to: "To",
    apply: "Apply filters",
    clear: "Clear all",
  },
  list: {
    label: "Submissions",
    shown: (count: number, all: boolean) =>
      all ? `${count.toLocaleString("en")} shown, that is all` : `${count.toLocaleString("en")} shown`,
    loadMore: "Load more",
    loading: "Loading…",
  },
  submission: {
    loading: "Loading the submission…",
    backToInbox: "Back to the inbox",
    backToSpam: "Back to spam",
    sent: "Sent",
    atBusiness: (time: string) => `${time} at the business`,
    replies: "Reply",
    email: "E-mail",
    call: "Call",
    fields: "As submitted",
    handle: "Handle",
    status: "Status",
    marked: {
      new: "Marked as new.",
      read: "Marked as read.",
      answered: "Marked as answered.",
      archived: "Marked as archived.",
    } satisfies Record<(typeof STATUSES)[number], string>,
    notSpam: "Not spam",
    markSpam: "Mark as spam",
    movedToInbox: "Moved to the inbox.",
    movedToSpam: "Moved to spam.",
    history: "Notes and history",
    noteLabel: "Internal note",
    notePlaceholder: "Only your team sees this, e.g. “Called back, sending a quote Friday.”",
    addNote: "Add note",
    noteAdded: "Note added.",
    events: {
      status: (from: string | null, to: string) => (from ? `Status: ${from} → ${to}` : `Status: ${to}`),
      note: "Note",
      spam: "Marked as spam",
      notSpam: "Marked as not spam",
    },
    noEvents: "Nothing has happened to this submission yet.",
    removedAccount: "a removed account",
    deliveries: "Deliveries",
    deliveriesDescription: "The e-mails, webhooks and visitor’s confirmation this submission set off.",
    notFoundTitle: "Submission not found",
    notFoundBody: "It may have been erased, or it belongs to a site you do not manage.",
    errorTitle: "This submission could not load",
    tryAgain: "Please try again.",
  },
  // A submission's fields as the server labels them (app/forms/define-form.server.ts), beside each form's own labels.
  fields: {
    yes: "Yes",
    no: "No",
    honeypot: "Hidden anti-spam field (filled by bots)",
  },
};
