/*
 * The e-mails the back office sends to owners and operators, in English: the shape nl.ts,
 * es.ts and nb.ts beside it must match. Each goes out in its recipient's language
 * (personLanguage); the visitors' words in them stay as they typed them.
 */
export const mail = {
  greeting: "Hello,",
  signIn: {
    subject: "Your sign-in link",
    heading: "Sign in to the back office",
    openLink: "Open this link to sign in to the back office:",
    button: "Sign in",
    note: "It works once, for 15 minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without the link.",
  },
  invitation: {
    subject: "You are invited to the back office",
    asOperator: "You are invited to the back office as an operator: you see every site and manage the accounts.",
    forSites: (sites: string) =>
      `You are invited to the back office for ${sites}, where the sites' form submissions arrive.`,
    openLink: "Open this link to sign in, then add a passkey so that you can sign in without e-mail next time:",
    button: "Accept the invitation",
    note: "The link works once, for 24 hours.",
  },
  submission: {
    received: (time: string) => `Received ${time}`,
    openInInbox: "Open in the inbox",
    inboxLink: (url: string) => `Open it in the inbox: ${url}`,
    replyToAnswer: "Reply to this e-mail to answer the sender.",
    noAddress: "The sender left no e-mail address: answer them by phone or with the details above.",
    unknownSender: "unknown",
  },
  digest: {
    subject: (count: number) =>
      `${count.toLocaleString("en")} new ${count === 1 ? "submission" : "submissions"} — daily digest`,
    eachLinks: "Each links to it in the inbox.",
    more: (count: number) => `And ${count.toLocaleString("en")} more in the inbox.`,
    inboxLink: (url: string) => `The inbox: ${url}`,
    openInbox: "Open the inbox",
    spamWeek: (count: number) =>
      `${count.toLocaleString("en")} ${count === 1 ? "submission" : "submissions"} went to spam this week: check that no real visitor is among them.`,
    spamFolderLink: (url: string) => `The spam folder: ${url}`,
    openSpamFolder: "Open the spam folder",
    noName: "(no name)",
  },
};
