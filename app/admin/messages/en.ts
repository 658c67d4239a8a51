import type { FormKey } from "../../forms/forms";
import type { STATUSES } from "../api-enums";
import type { SpamReason } from "../api-types";

/*
 * The back office's words in English: the shape every other language's catalogue must
 * match (nl.ts, es.ts, nb.ts are typed `satisfies AdminMessages`, so a key missing there
 * fails the typecheck). Functions take what the text names; none of them takes a
 * visitor's personal data, only the account's own address or a receiver's URL.
 */

export const en = {
  shell: {
    productName: "Back office",
    loading: "Loading…",
    pages: {
      inbox: "Inbox",
      spam: "Spam",
      submission: "Submission",
      privacy: "Privacy",
      account: "Account",
      users: "Users",
      notes: "Notes",
      audit: "Audit log",
      notifications: "Notifications",
      deliveries: "Failed deliveries",
      content: "Content",
      domains: "Domains",
    },
    notFound: {
      title: "Page not found",
      body: "There is no back-office page at this address. The link may be old or mistyped.",
      backToInbox: "Back to the inbox",
    },
    setupLink: {
      checking: "Checking your setup link…",
      usedTitle: "This setup link has already been used",
      usedBody: "The back office is set up. Sign in with your passkey or an e-mailed link.",
      expiredTitle: "This setup link has expired",
      expiredBody: "A setup link works for 24 hours. Restart the server to print a new one while no operator exists.",
      invalidTitle: "This setup link is not valid",
      invalidBody: "Copy the whole link the server printed when it started, then open it again.",
      signIn: "Go to sign-in",
    },
  },
  bulk: {
    selectRow: (sender: string) => `Select ${sender}`,
    selectPage: "Select all on this page",
    selected: (count: number) => `${count.toLocaleString("en")} selected`,
    selectAllMatching: (count: number) => `Select all ${count.toLocaleString("en")} matching this filter`,
    allMatchingSelected: (count: number) =>
      `All ${count.toLocaleString("en")} submissions matching this filter are selected.`,
    tooManyMatching: (count: number, max: number) =>
      `${count.toLocaleString("en")} match this filter: narrow it to ${max.toLocaleString("en")} or fewer to act on them all at once.`,
    clear: "Clear selection",
    toolbar: "Act on the selected submissions",
    actions: {
      read: "Mark read",
      answered: "Mark answered",
      archived: "Archive",
      spam: "Mark as spam",
      "not-spam": "Not spam",
    },
    done: {
      read: (count: number) => (count === 1 ? "1 submission marked read." : `${count} submissions marked read.`),
      answered: (count: number) =>
        count === 1 ? "1 submission marked answered." : `${count} submissions marked answered.`,
      archived: (count: number) => (count === 1 ? "1 submission archived." : `${count} submissions archived.`),
      spam: (count: number) => (count === 1 ? "1 submission moved to spam." : `${count} submissions moved to spam.`),
      "not-spam": (count: number) =>
        count === 1 ? "1 submission moved to the inbox." : `${count} submissions moved to the inbox.`,
    },
    unchanged: "Nothing changed: they were all like that already.",
    undo: "Undo",
    undoing: "Undoing…",
    undone: (count: number) =>
      count === 1 ? "Undone: 1 submission put back." : `Undone: ${count} submissions put back.`,
    keys: {
      open: "Keyboard shortcuts",
      title: "Keyboard shortcuts",
      description: "In the inbox and on a submission. They do nothing while you type in a field.",
      next: "Next submission",
      previous: "Previous submission",
      openRow: "Open the submission",
      select: "Select or clear the submission",
      back: "Back to the list, to the submission you came from",
      help: "Show these shortcuts",
      close: "Close",
    },
    errors: {
      tooMany: (max: number) =>
        `More than ${max.toLocaleString("en")} submissions match: narrow the filter (by date, for example) and try again.`,
      undoNotFound: "There is nothing of yours to undo under this token.",
      undoExpired: "Too late to undo: the 10 seconds are over. Change the submissions back by hand.",
    },
  },
  webhookTest: {
    button: "Send test",
    sending: "Sending…",
    label: (url: string) => `Send test to ${url}`,
    delivered: (status: number) => `Delivered: the receiver answered ${status}.`,
    refused: (status: number) =>
      `Not delivered: the receiver answered ${status}. It must answer 2xx within 10 seconds.`,
    unreachable: (error: string) => `Not delivered: ${error}.`,
  },
  banner: {
    title: "Notifications are not arriving",
    webhookFailing: (site: string, url: string, failures: number, error: string) =>
      `The webhook ${url} of ${site} has failed ${failures} times in a row (${error}). Deliveries are retried; fix the receiver, then use “Send test” on the Notifications page.`,
    emailFailing: (site: string, address: string, failures: number, error: string) =>
      `E-mails to ${address} about ${site} have failed ${failures} times in a row (${error}). Check that the mailbox exists and accepts mail.`,
    mailServerFailing: (failures: number, error: string) =>
      `The mail server is failing: e-mails were not sent in ${failures} attempts in a row (${error}). They wait in the outbox; check SMTP_URL and the mail server.`,
    notificationsLink: "Notification settings",
    deliveriesLink: "Failed deliveries",
  },
  ownerless: {
    warning: (sites: string, count: number) =>
      count === 1
        ? `${sites} has no owner who has accepted an invitation: its notifications go to the operators until one does.`
        : `${sites} have no owner who has accepted an invitation: their notifications go to the operators until each has one.`,
    operatorNote:
      "Sites with no owner are the exception: their notifications come to you as to an owner, until you choose.",
    invite: "Invite an owner on the Users page.",
  },
  deliveries: {
    summary: (failed: number, retrying: number) => `${failed} failed, ${retrying} still being retried.`,
  },
  auditFilter: {
    failedSignInFor: (account: string) => `failed sign-ins to the account of ${account}`,
    label: "Filter the audit log",
    kind: "Kind",
    everyKind: "Every kind",
    person: "Person (account e-mail)",
    filter: "Filter",
    clear: "Clear",
  },
  alertEmail: {
    webhookSubject: (site: string, host: string) => `${site}: the webhook to ${host} is failing`,
    emailSubject: (site: string, address: string) => `${site}: e-mails to ${address} are failing`,
    greeting: "Hello,",
    webhookFails: (site: string, url: string, failures: number, error: string) =>
      `New submissions of ${site} could not be delivered to the webhook ${url}: ${failures} attempts in a row failed. The last error: ${error}.`,
    emailFails: (site: string, address: string, failures: number, error: string) =>
      `The notification e-mails about ${site} could not be delivered to ${address}: ${failures} attempts in a row failed. The last error: ${error}.`,
    webhookFix:
      "How to fix it: make sure the receiver is online, reachable over https from the internet, and answers with a 2xx status within 10 seconds. Then press “Send test” beside the webhook on the Notifications page. If you no longer use this webhook, remove it there.",
    emailFix:
      "How to fix it: check that the address exists and its mailbox accepts mail (not full, not blocking the sender). If the address has changed, ask an operator to invite the new one, or choose “Off” for these e-mails on the Notifications page.",
    retries:
      "Nothing is lost meanwhile: every submission is in the inbox, and each delivery is retried for 48 hours (then it can be retried by hand on the Failed deliveries page).",
    once: "You get this e-mail once. The back office shows a banner until deliveries work again.",
    openSettings: "Notification settings:",
  },
  operatorAlert: {
    copySubject: "A backup could not be copied away",
    copyFailed: (when: string, error: string) => `Copying away the backup made at ${when} failed: ${error}.`,
    copyFix:
      "The backup is only on this machine, and lost with it. Check BACKUP_COMMAND, the destination's space and access, then copy the file by hand.",
    backupSubject: "A backup failed",
    restoreDrillSubject: "A restore drill failed",
    backupFailed: (when: string, error: string) => `The backup started at ${when} failed: ${error}.`,
    restoreDrillFailed: (when: string, error: string) => `The restore drill started at ${when} failed: ${error}.`,
    backupFix:
      "Until a backup succeeds, the data since the last good one is at risk. Check the backup's log and the space and access of its storage, then run it again.",
    restoreDrillFix:
      "A backup that cannot be restored is no backup. Check the restore drill's log, then run the drill again once the cause is fixed.",
  },
  export: {
    xlsx: "Export for Excel (.xlsx)",
    csv: "Export as plain text (.csv)",
    preparing: "Preparing the file…",
    tooMany: (max: string) =>
      `More than ${max} submissions match this filter. Narrow it down, for example by date, or export as plain text (.csv).`,
    // In the spreadsheet, in its site's language: the sheets, named by site and form, and their first columns.
    sheets: {
      "felimar-quote": "Quotes",
      "felimar-contact": "Contact",
      "neron-contact": "Contact",
      "housing-contact": "Contact",
      newsletter: "Newsletter",
    } satisfies Record<FormKey, string>,
    received: "Received",
    status: "Status",
    statuses: { new: "New", read: "Read", answered: "Answered", archived: "Archived" } satisfies Record<
      (typeof STATUSES)[number],
      string
    >,
  },
  typing: {
    typed: "Typed at a keyboard",
    pasted: "Pasted or scripted",
    keys: (count: number) => (count === 1 ? "1 key" : `${count.toLocaleString("en-GB")} keys`),
    pastedShare: (percent: number) => `${percent}% pasted`,
    median: (ms: number) => `median ${ms} ms between keys`,
    about:
      "How the message’s text arrived, judged from the timing of its keys (never the keys themselves). It is a label, not a spam verdict: pasting an address or a phone number, autofill and phone keyboards are normal.",
  },
  spamWeek: {
    line: (count: number) =>
      count === 1 ? "1 submission went to spam this week." : `${count} submissions went to spam this week.`,
    check: "Check that no real visitor is among them",
    // Why the server put a submission in spam (server/spam/spam-verdict.ts), as its row in the spam folder says.
    reasons: {
      honeypot: "Filled in the hidden spam trap",
      "no-proof-of-work": "The browser did not complete the automatic check",
      "replayed-proof": "Sent an automatic check that was already used",
      links: "Links in the name, or many links in one field",
    } satisfies Record<SpamReason, string>,
  },
};

export type AdminMessages = typeof en;
