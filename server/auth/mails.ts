import type { Role } from "#app/admin/api-types.ts";
import { adminMessages, personLanguage, type AdminLanguage } from "#app/admin/messages/index.ts";
import { siteInfo, type SiteKey } from "#app/sites/registry.ts";
import { buttonHtml, headingHtml, mailDocument, noteHtml } from "../mail/mail-html";
import type { MailMessage } from "../mail/mailer";

/** The e-mailed sign-in link, in the account's language: plain text and an HTML part carrying the same link. */
export function signInMail(to: string, url: string, language: AdminLanguage): MailMessage {
  const words = adminMessages(language).mail;
  return {
    to,
    subject: words.signIn.subject,
    text: [words.greeting, "", words.signIn.openLink, url, "", words.signIn.note].join("\n"),
    html: mailDocument(
      language,
      words.signIn.subject,
      [headingHtml(words.signIn.heading), buttonHtml(url, words.signIn.button), noteHtml(words.signIn.note)].join("\n"),
    ),
  };
}

/**
 * The language of an invitation: the invited person's, which until they choose is their
 * (first) site's; an operator, who has no site, reads the inviting operator's.
 */
export function invitationLanguage(
  invited: { role: Role; sites: readonly SiteKey[] },
  inviter: Parameters<typeof personLanguage>[0],
): AdminLanguage {
  return invited.role === "operator" ? personLanguage(inviter) : personLanguage(invited);
}

/** An invitation, in `language`: who the account is for (its role and sites) and the one-time link (24 hours). */
export function inviteMail(
  to: string,
  url: string,
  { role, sites }: { role: Role; sites: readonly SiteKey[] },
  language: AdminLanguage,
): MailMessage {
  const words = adminMessages(language).mail;
  const scope =
    role === "operator"
      ? words.invitation.asOperator
      : words.invitation.forSites(new Intl.ListFormat(language).format(sites.map((site) => siteInfo(site).name)));
  return {
    to,
    subject: words.invitation.subject,
    text: [words.greeting, "", scope, words.invitation.openLink, url, "", words.invitation.note].join("\n"),
    html: mailDocument(
      language,
      words.invitation.subject,
      [
        headingHtml(words.invitation.subject),
        noteHtml(scope),
        buttonHtml(url, words.invitation.button),
        noteHtml(words.invitation.note),
      ].join("\n"),
    ),
  };
}
