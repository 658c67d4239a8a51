import type { FormKey } from "../../forms/forms";
import type { AuditAction, SpamReason } from "../api-types";
import type { DeliveryErrorKind } from "../delivery-error";
import { inbox } from "./inbox/en";
import { account } from "./account/en";
import { content } from "./content/en";
import { operations } from "./operations/en";
import { mail } from "./mail/en";
import { serverErrors } from "./server-errors/en";

/*
 * The back office's words in English: the shape every other language's catalogue must
 * match (nl.ts, es.ts, nb.ts are typed `satisfies AdminMessages`, so a key missing there
 * fails the typecheck). Functions take what the text names; none of them takes a
 * visitor's personal data, only the account's own address or a receiver's URL.
 */

export const en = {
  signIn: {
    // The pages before sign-in (sign-in, e-mailed link, setup), in the language the browser asks for (Accept-Language).
    title: "Sign in",
    description: "For the owners and operators of the sites.",
    passkey: "Sign in with a passkey",
    waitingForPasskey: "Waiting for your passkey…",
    passkeyCancelled: "No passkey was used. Try again, or use another way in below.",
    or: "or",
    emailLabel: "E-mail address",
    emailInvalid: "Enter your e-mail address, like name@example.com.",
    sendLink: "Send me a sign-in link",
    sending: "Sending…",
    linkSent: "If that address has an account, a link is on its way. It works once, for 15 minutes.",
    // Followed by the command `npm run admin -- invite`.
    noEmail: "No passkey on this device yet? Ask an operator for an invitation link, or, on the server, run",
    link: {
      pageTitle: "Sign in with your link",
      title: "Sign in to the back office",
      description: "This link works once. Press the button to sign in on this device.",
      button: "Sign in",
      signingIn: "Signing in…",
      askNew: "Ask for a new link",
      incompleteTitle: "This link is incomplete",
      incompleteDescription: "Open the link from your e-mail again, or ask for a new one.",
    },
    setup: {
      title: "Set up the back office",
      description: "Create the first operator account. Operators manage every site and invite the owners.",
      incompleteTitle: "This setup link is incomplete",
      restart: "Restart the server to print a new one while no operator exists.",
      emailLabel: "Your e-mail address",
      emailHint: "Sign-in links go here. Next, you can add a passkey.",
      creating: "Creating your account…",
      create: "Create my operator account",
    },
  },
  language: {
    title: "Language and time zone",
    description: "The back office's language, and the time zone its dates and times are shown in.",
    label: "Language",
    // Not chosen yet: the language the person reads meanwhile (their site's, or English), by its own name.
    automatic: (name: string) => `Automatic: ${name}`,
    hint: "For your pages and the e-mails sent to you.",
    timeZoneLabel: "Time zone",
    timeZoneAutomatic: "Each site's own time zone",
    timeZoneHint: "Dates and times are shown in it.",
    now: (time: string) => `Now in this time zone: ${time}.`,
    save: "Save",
    saving: "Saving…",
    saved: "Language and time zone saved.",
  },
  members: {
    change: "Change access",
    changeLabel: (email: string) => `Change the role and sites of ${email}`,
    title: (email: string) => `Role and sites of ${email}`,
    description: "Their account, passkeys and sessions stay; the change holds from their next click.",
    selfDemotion: "This is your own account: as an owner you no longer manage accounts or see every site.",
    sitesRequired: "Choose at least one site for an owner.",
    save: "Save changes",
    saving: "Saving…",
    cancel: "Cancel",
    saved: (email: string) => `Role and sites of ${email} saved.`,
    resend: "Resend invitation",
    resendLabel: (email: string) => `Resend the invitation to ${email}`,
    resending: "Sending…",
    resent: (email: string) => `A new invitation went to ${email}. The earlier link no longer works.`,
  },
  editor: {
    leaveTitle: "Leave without saving?",
    leaveBody: (sections: string[]) =>
      `Your changes to ${sections.length > 0 ? sections.join(", ") : "this page"} are not saved. If you leave now, they are lost.`,
    leaveConfirm: "Leave and lose the changes",
    leaveCancel: "Stay and keep editing",
    standInsTitle: (count: number) => `Until you add your own, the page shows these ${count} examples`,
    standInsEmpty:
      "They are drawings, not your work. Your first photo replaces all of them at once: the page then shows only your photos.",
    standInsAllHidden:
      "All your photos are hidden, so the page shows these examples instead. Showing one of your photos replaces them all.",
  },
  audit: {
    by: (account: string) => `by ${account}`,
    bySystem: "by the command line or the system",
    recorded: "As recorded",
    list: (items: string[]) =>
      items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`,
    unknownSite: "a site",
    unknownForm: "a form",
    unknownMode: "a new setting",
    unknownDelivery: "a notification",
    unknownAction: "changed",
    removedAccount: "an account since removed",
    signIn: (passkey: boolean): string => (passkey ? "Signed in with a passkey" : "Signed in with an e-mailed link"),
    signInFailed: (account: string, count: number) =>
      count === 1
        ? `1 failed attempt to sign in to the account of ${account}`
        : `${count} failed attempts to sign in to the account of ${account}`,
    signInLinkIssued: "Asked for a sign-in link by e-mail",
    userInvited: (account: string, operator: boolean, sites: string | null) =>
      operator ? `Invited ${account} as an operator` : `Invited ${account} as owner of ${sites ?? "no site"}`,
    userChanged: (account: string, operator: boolean, sites: string | null) =>
      operator ? `Made ${account} an operator` : `Made ${account} owner of ${sites ?? "no site"}`,
    userRemoved: (operator: boolean): string =>
      operator ? "Removed an operator's account" : "Removed an owner's account",
    inboxExport: (rows: number, format: string, sites: string) =>
      `Exported ${rows === 1 ? "1 submission" : `${rows} submissions`} of ${sites} (${format})`,
    erasure: (count: number, sites: string) =>
      `Erased one person's data from ${sites}: ${count === 1 ? "1 submission" : `${count} submissions`}`,
    accessExport: (count: number, sites: string) =>
      `Exported one person's data from ${sites}: ${count === 1 ? "1 submission" : `${count} submissions`}`,
    notificationSaved: (form: string, site: string, mode: string) =>
      `Set the notifications of ${form} on ${site} to “${mode}”`,
    modes: { instant: "each submission", digest: "daily digest", off: "off" },
    confirmationSaved: (form: string, site: string, enabled: boolean) =>
      `${enabled ? "Turned on" : "Turned off"} the confirmation e-mail of ${form} on ${site}`,
    webhookAdded: (host: string, site: string) => `Added a webhook to ${host} for ${site}`,
    webhookRemoved: (host: string, site: string) => `Removed the webhook to ${host} of ${site}`,
    deliveryRetried: (kind: string, site: string) => `Retried a failed ${kind} of ${site}`,
    deliveryKinds: {
      "owner-email": "notification e-mail",
      "digest-email": "daily digest",
      "confirmation-email": "confirmation to a visitor",
      webhook: "webhook delivery",
      "operator-alert": "alert to an operator",
    },
    contentSaved: (site: string, version: number, summary: string | null) =>
      `Saved version ${version} of ${site}'s content${summary ? `: ${summary}` : ""}`,
    contentRestored: (site: string, from: number, version: number) =>
      `Restored version ${from} of ${site}'s content (now version ${version})`,
    imageUploaded: (site: string) => `Uploaded a photo for ${site}`,
    domainsSaved: (site: string, hosts: string | null) =>
      hosts ? `Set the domains of ${site}: ${hosts}` : `Removed every domain of ${site}`,
    noteTakedown: (slug: string) => `Took down the note “${slug}”`,
    bulk: (action: string, changed: number, matched: number) =>
      `${action}: ${changed} of ${matched === 1 ? "1 selected submission" : `${matched} selected submissions`}`,
    bulkUndone: (action: string, restored: number) =>
      `Undid “${action}”: ${restored === 1 ? "1 submission" : `${restored} submissions`} put back`,
    bulkActions: {
      read: "Marked read",
      answered: "Marked answered",
      archived: "Archived",
      spam: "Moved to spam",
      "not-spam": "Moved out of spam",
    },
    other: "Another action",
    kinds: {
      sign_in: "Sign-in",
      sign_in_failed: "Failed sign-in",
      sign_in_link_issued: "Sign-in link asked for",
      user_invited: "Account invited",
      user_removed: "Account removed",
      user_changed: "Account changed",
      inbox_export: "Inbox exported",
      erasure: "Person's data erased",
      access_export: "Person's data exported",
      notification_preference_saved: "Notifications set",
      confirmation_saved: "Confirmation e-mail set",
      webhook_added: "Webhook added",
      webhook_removed: "Webhook removed",
      delivery_retried: "Delivery retried",
      "content.saved": "Content saved",
      "content.restored": "Content restored",
      "image.uploaded": "Photo uploaded",
      site_domains_saved: "Domains set",
      note_takedown: "Note taken down",
      inbox_bulk: "Many submissions changed",
      inbox_bulk_undone: "Change of many undone",
      account_preferences_saved: "Language or time zone set",
    } satisfies Record<AuditAction, string>,
    preferencesSaved: (language: string | null, ownTimeZone: boolean) =>
      `Chose ${language ?? "their site's language"} and ${ownTimeZone ? "a time zone of their own" : "each site's own time zone"}`,
  },
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
    intro: {
      inbox: "Everything your visitors sent, newest first. Opening a new one marks it read.",
      spam: "Caught by the spam trap. Open one and choose “Not spam” to move it to the inbox.",
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
      // The keys' names as printed on the language's keyboards.
      enterKey: "Enter",
      escapeKey: "Esc",
    },
    privacy: {
      search: "Search",
      found: (count: number) => (count === 1 ? "1 submission on your sites" : `${count} submissions on your sites`),
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
    technicalDetail: "Technical detail",
    // Each kind of error (app/admin/delivery-error.ts): `summary` fits in a sentence (the banner's "(…)"), `advice` says what to do.
    errors: {
      connectionRefused: {
        summary: "the receiver refused the connection",
        advice:
          "Nothing answered at that address and port: check that the receiving service is running and that the URL is right.",
      },
      timedOut: {
        summary: "the receiver did not answer in time",
        advice:
          "It took longer than 10 seconds or never answered: check that it is online and not overloaded, and that no firewall drops the requests.",
      },
      connectionReset: {
        summary: "the connection was cut off",
        advice:
          "The receiver closed the connection before answering: check its logs, and any proxy or firewall in front of it.",
      },
      hostNotFound: {
        summary: "the address's domain does not exist",
        advice:
          "The domain name could not be found: check the URL or e-mail domain for typos, and that the domain has not expired.",
      },
      certificate: {
        summary: "the receiver's security certificate is not valid",
        advice:
          "Its HTTPS certificate has expired, is self-signed or is for another name: renew or fix the certificate on the receiving server.",
      },
      redirect: {
        summary: "the receiver answered with a redirect",
        advice:
          "Redirects are not followed: enter the final address, the one the redirect leads to, as the webhook's URL.",
      },
      gone: {
        summary: "the receiver asked for no more deliveries",
        advice:
          "It answered 410 Gone: remove the webhook, or ask whoever runs the receiver to accept deliveries again.",
      },
      clientError: {
        summary: "the receiver refused the request",
        advice:
          "It answered with a 4xx status: check the URL's path and any key or token it needs, and that it accepts a JSON POST.",
      },
      serverError: {
        summary: "the receiver had an error of its own",
        advice:
          "It answered with a 5xx status, a fault on the receiving server: check its logs. Deliveries are retried meanwhile.",
      },
      blockedAddress: {
        summary: "the address is not allowed",
        advice:
          "The URL leads to a private or local network address, which webhooks may not reach: use a public https address.",
      },
      mailRejected: {
        summary: "the recipient's mail server refused the message",
        advice:
          "A final refusal: the mailbox may not exist, or it does not accept mail from us. Check the address, then retry.",
      },
      mailDeferred: {
        summary: "the mail server asked to try again later",
        advice: "A passing refusal (a full mailbox, a busy server): it is retried by itself.",
      },
      mailLogin: {
        summary: "the mail server refused our login",
        advice: "The user name or password in SMTP_URL is wrong: fix it, and the waiting e-mails go out.",
      },
      mailUnreachable: {
        summary: "the mail server could not be reached",
        advice: "Check SMTP_URL's host and port, and that the mail server is running and reachable from this server.",
      },
      badRecipient: {
        summary: "the recipient is not one valid e-mail address",
        advice: "Check the e-mail address of the account or setting this e-mail goes to.",
      },
      expired: {
        summary: "it was not delivered within 48 hours",
        advice: "Every attempt for 48 hours failed: fix the cause, then retry it here.",
      },
      noMailServer: {
        summary: "no mail server is configured",
        advice: "Set SMTP_URL and restart the server: the waiting e-mails then go out.",
      },
      unknown: {
        summary: "an unexpected error",
        advice: "The technical detail below says more: whoever runs the receiver or the mail server can tell from it.",
      },
    } satisfies Record<DeliveryErrorKind, { summary: string; advice: string }>,
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
    json: "Export as JSON (.json)",
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
  inbox,
  account,
  content,
  operations,
  mail,
  serverErrors,
};

export type AdminMessages = typeof en;
