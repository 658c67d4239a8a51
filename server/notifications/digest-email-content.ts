import { adminMessages } from "#app/admin/messages/index.ts";
import { siteInfo } from "#app/sites/registry.ts";
import type { LiveSubmission } from "./live-submission";
import type { NotificationMail } from "../mail/mail-delivery";
import { headerText } from "../mail/mail-headers";
import { escapeHtml, headingHtml, mailDocument, noteHtml, buttonHtml } from "../mail/mail-html";
import { mailTime, type MailReader } from "./mail-reader";
import { formHeadline } from "./owner-email-content";

/** Submissions listed one by one; past this the e-mail says how many more wait in the inbox. */
export const DIGEST_MAX_LISTED = 100;
/** The short line under each submission: a glance, not the message. */
const SUMMARY_LENGTH = 140;

interface DigestEntry {
  title: string;
  person: string;
  time: string;
  summary: string | null;
  url: string;
}

function entry(submission: LiveSubmission, siteUrl: string, reader: MailReader): DigestEntry {
  const summary = submission.message ? headerText(submission.message, SUMMARY_LENGTH) : null;
  return {
    title: `${formHeadline(submission.form, reader)} — ${siteInfo(submission.site).name}`,
    person:
      [submission.name, submission.email, submission.phone].find((value) => value?.trim()) ??
      adminMessages(reader.language).mail.digest.noName,
    time: mailTime(submission.createdAt, submission.site, reader),
    summary: summary || null,
    url: `${siteUrl}/admin/submissions/${submission.id}`,
  };
}

/**
 * One e-mail about `total` submissions, listing the first DIGEST_MAX_LISTED of them
 * (`submissions`, oldest first): form, site, who, when, a short line, and a link to each
 * and to the inbox; the rest are counted. Then, when the server put any of the account's
 * sites' submissions in spam in the last 7 days (`spamThisWeek`), a line linking the spam
 * folder. In the reader's language; the visitors' words as they wrote them.
 */
export function digestEmail(
  submissions: readonly LiveSubmission[],
  total: number,
  siteUrl: string,
  spamThisWeek: number,
  reader: MailReader,
): NotificationMail {
  const words = adminMessages(reader.language).mail.digest;
  const listed = submissions.slice(0, DIGEST_MAX_LISTED).map((submission) => entry(submission, siteUrl, reader));
  const more = total - listed.length;
  const subject = words.subject(total);
  const inbox = `${siteUrl}/admin`;
  const moreLine = more > 0 ? words.more(more) : null;
  const spamLine = spamThisWeek > 0 ? words.spamWeek(spamThisWeek) : null;
  const spamFolder = `${siteUrl}/admin/spam`;

  const text = [
    subject,
    "",
    ...listed.flatMap((item) => [
      `${item.title}: ${item.person}`,
      item.time,
      ...(item.summary ? [item.summary] : []),
      item.url,
      "",
    ]),
    ...(moreLine ? [moreLine, ""] : []),
    words.inboxLink(inbox),
    ...(spamLine ? ["", spamLine, words.spamFolderLink(spamFolder)] : []),
    "",
  ].join("\n");

  const items = listed.map(
    (item) =>
      `<div style="background:#ffffff;border:1px solid #e7e5e4;border-radius:8px;padding:12px 16px;margin:0 0 12px">` +
      `<p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(item.title)} · ${escapeHtml(item.time)}</p>` +
      `<p style="margin:2px 0 0;font-weight:600"><a href="${escapeHtml(item.url)}" style="color:#1c1917">${escapeHtml(item.person)}</a></p>` +
      (item.summary
        ? `<p style="margin:4px 0 0;color:#44403c;word-break:break-word">${escapeHtml(item.summary)}</p>`
        : "") +
      `</div>`,
  );
  const html = mailDocument(
    reader.language,
    subject,
    [
      headingHtml(subject),
      noteHtml(words.eachLinks),
      ...items,
      ...(moreLine ? [noteHtml(moreLine)] : []),
      buttonHtml(inbox, words.openInbox),
      ...(spamLine
        ? [
            `<p style="margin:0 0 16px;font-size:14px;color:#57534e">${escapeHtml(spamLine)} <a href="${escapeHtml(spamFolder)}" style="color:#1c1917">${escapeHtml(words.openSpamFolder)}</a></p>`,
          ]
        : []),
    ].join("\n"),
  );
  return { subject, text, html };
}
