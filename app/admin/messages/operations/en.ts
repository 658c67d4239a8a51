import type { NotificationMode } from "../../api-types";

/* Notifications, failed deliveries, webhooks, the audit log, notes and Privacy, in English: the shape nl.ts, es.ts and nb.ts beside it must match. */
export const operations = {
  notifications: {
    loading: "Loading notification settings…",
    description:
      "How you hear of new submissions, what visitors get after sending a form, and webhooks for your other systems.",
    onThisPage: "On this page",
    emailsTitle: "Your e-mails",
    emailsDescription:
      "Instant: an e-mail for each submission; Reply answers the visitor. Daily digest: one e-mail a day listing them. Your choice is yours alone: each member of a site chooses their own.",
    operatorNoEmails: "As an operator you get no e-mails until you choose.",
    confirmationsTitle: "Confirmation to visitors",
    confirmationsDescription:
      "An e-mail that thanks the visitor and carries a copy of what they sent. Off until switched on, for the whole site. One address gets at most one an hour, and spam never gets one.",
    webhooksTitle: "Webhooks",
    webhooksDescription:
      "Each new submission is sent as JSON to every webhook of its site, signed with the webhook’s secret (HMAC-SHA256 over a timestamp and the body), and retried like e-mail. The project’s docs/notifications.md, section “Webhooks”, shows how to check the signature in a few lines.",
    // SMTP_URL is shown as code, where it stands in the sentence.
    noMailServer: "No mail server is configured (SMTP_URL). E-mails wait in the outbox and go out once one is.",
  },
  modes: {
    labels: { instant: "Instant", digest: "Daily digest", off: "Off" },
    isDefault: "(default)",
    // The toast after a change: where (site, form) and what the person now gets.
    saved: (where: string, mode: NotificationMode) =>
      `${where}: ${{ instant: "an e-mail for each one", digest: "one e-mail a day listing them", off: "no e-mails" }[mode]}.`,
  },
  confirmation: {
    formLabel: (site: string, form: string) => `Confirmation for ${site}, ${form}`,
    on: "On",
    off: "Off",
    notSaved: "Not saved yet",
    switchLabel: "Send visitors a confirmation",
    subject: "Subject",
    text: "Text",
    // `language` is the site's language, named in the person's (Intl.DisplayNames).
    textHint: (language: string) =>
      `In ${language}, the language of the site. Your site's name and link follow it; nothing the visitor typed is repeated.`,
    save: "Save",
    saving: "Saving…",
    useDefault: "Use the default text",
    savedOn: (site: string) => `Saved: ${site} visitors now get this confirmation.`,
    savedOff: "Saved. Visitors get no confirmation.",
  },
  webhooks: {
    listLabel: (site: string) => `Webhooks of ${site}`,
    none: "No webhooks yet.",
    added: "Added",
    showSecret: "Show secret",
    hideSecret: "Hide secret",
    secretLabel: (url: string) => `Signing secret of ${url}`,
    copySecret: "Copy secret",
    remove: "Remove",
    removeLabel: (url: string) => `Remove webhook ${url}`,
    removeTitle: "Remove this webhook?",
    // Follows the webhook's URL, shown on its own line.
    removeBody: (site: string) =>
      `It will get no more submissions of ${site}. Its deliveries, sent or waiting, leave the delivery log.`,
    removeConfirm: "Remove webhook",
    removed: "Webhook removed.",
    addLabel: (site: string) => `Add a webhook to ${site}`,
    urlLabel: "New webhook URL",
    urlRequired: "Enter the address that should receive the submissions, like https://example.com/hook.",
    add: "Add webhook",
    adding: "Adding…",
    addedToast: "Webhook added. Its secret is shown below it.",
  },
  deliveries: {
    loading: "Loading failed deliveries…",
    description:
      "Notifications that could not be delivered after 48 hours of retries, or that were refused for good, and those whose last attempt failed and that are still being retried. Fix the cause (the mail server, the receiving URL), then retry. The latest 200.",
    emptyTitle: "Nothing failed",
    emptyBody: "Every notification was delivered.",
    retry: "Retry now",
    retrying: "Retrying…",
    openSubmission: "Open the submission",
    retried: "Back in the outbox. It is tried again within seconds.",
    retriedWaiting: "Back in the outbox. It goes out once a mail server is configured.",
    notFailed: "This delivery is no longer failed: reload the page to see where it stands.",
    // What a delivery is; the two addressed to a person name them, the others show their target below.
    kinds: {
      ownerEmail: (target: string) => `E-mail to ${target}`,
      digest: "Daily digest",
      confirmation: "Confirmation to visitor",
      webhook: "Webhook",
      operatorAlert: (target: string) => `Alert to ${target}`,
    },
    states: { sent: "Sent", waiting: "Waiting", retrying: "Retrying", failed: "Failed" },
    attempts: (count: number) =>
      count === 0 ? "not tried yet" : count === 1 ? "1 attempt" : `${count.toLocaleString("en")} attempts`,
    // Each followed by a date and time.
    sentAt: "sent",
    lastTriedAt: "last tried",
    queuedAt: "queued",
    nextTryAt: "next try",
    waitingForMailServer: "Waiting for a mail server: it goes out once one is configured.",
    logLabel: "Deliveries",
    logEmpty: "No notifications were sent for this submission.",
  },
  audit: {
    loading: "Loading the audit log…",
    description:
      "Who did what and when: sign-ins (and failed ones, counted per account and hour), invitations, exports, erasures, settings and content changes, takedowns. Personal data is never written here. Kept 2 years; the latest 200 of the filter.",
    empty: "Nothing recorded yet",
    listLabel: "Audit entries",
  },
  notes: {
    description:
      "Take down a Human Notebook note that breaks the law or the rules. The takedown is recorded in the audit log.",
    cardTitle: "Take down a note",
    cardDescription: "Its page and API will answer “gone” with a neutral notice. This cannot be undone here.",
    addressLabel: "Note address or slug",
    addressInvalid: "Paste the note’s address (…/writtenbyhuman/note/…) or its slug.",
    reasonLabel: "Reason",
    reasonRequired: "Say why, in a few words: it goes in the audit log.",
    takeDownEllipsis: "Take down…",
    confirmTitle: "Take this note down?",
    confirmBody: (slug: string) => `Note “${slug}” will no longer be shown to anyone.`,
    confirm: "Take down",
    notFound: "There is no note at that address.",
    takenDown: "The note is taken down. Its page now shows a neutral notice.",
  },
  privacy: {
    description:
      "When someone asks what you hold about them, or asks you to delete it. Both are recorded in the audit log, without their details.",
    cardTitle: "Find a person’s data",
    cardDescription: "Searches every form on the sites you manage. Give either one, or both.",
    emailLabel: "E-mail address",
    phoneLabel: "Phone number",
    phonePlaceholder: "+34 600 000 000",
    subjectRequired: "Enter an e-mail address or a phone number.",
    download: "Download their data",
    erase: "Erase their data…",
    nothingStored: "Nothing is stored for that person on your sites.",
    // The downloaded file's name, before its date and ".json".
    fileName: "personal-data",
    downloaded: (count: number) => (count === 1 ? "Downloaded 1 submission." : `Downloaded ${count} submissions.`),
    previewLabel: "What will be erased",
    eraseTitle: (count: number) => (count === 1 ? "Erase 1 submission?" : `Erase ${count} submissions?`),
    eraseBody: "These will be deleted for good, with their notes and history. This cannot be undone.",
    eraseConfirm: (count: number) => (count === 1 ? "Erase 1 submission" : `Erase ${count} submissions`),
    erased: (count: number) => (count === 1 ? "Erased 1 submission." : `Erased ${count} submissions.`),
  },
};
