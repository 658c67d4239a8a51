import { formName, isFormKey } from "#app/forms/forms.ts";
import { siteInfo } from "#app/sites/registry.ts";
import { localTime } from "../inbox/submission-detail";
import type { LiveSubmission } from "./live-submission";
import type { NotificationMail } from "../mail/mail-delivery";
import { headerText } from "../mail/mail-headers";
import { escapeHtml, headingHtml, mailDocument, noteHtml, buttonHtml } from "../mail/mail-html";

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

function entry(submission: LiveSubmission, siteUrl: string): DigestEntry {
  const site = siteInfo(submission.site);
  const summary = submission.message ? headerText(submission.message, SUMMARY_LENGTH) : null;
  return {
    title: `${isFormKey(submission.form) ? formName(submission.form) : submission.form} — ${site.name}`,
    person: [submission.name, submission.email, submission.phone].find((value) => value?.trim()) ?? "(no name)",
    time: localTime(submission.createdAt, site.timeZone),
    summary: summary || null,
    url: `${siteUrl}/admin/submissions/${submission.id}`,
  };
}

/** "3 new submissions — daily digest". In English, like the back office it points to. */
export function digestSubject(count: number): string {
  return `${count} new ${count === 1 ? "submission" : "submissions"} — daily digest`;
}

/** "4 submissions went to spam this week", when any did: a visitor whose browser failed the checks is there. */
export function spamWeekLine(count: number): string | null {
  if (count <= 0) return null;
  return `${count} ${count === 1 ? "submission" : "submissions"} went to spam this week: check that no real visitor is among them.`;
}

/**
 * One e-mail about `total` submissions, listing the first DIGEST_MAX_LISTED of them
 * (`submissions`, oldest first): form, site, who, when, a short line, and a link to each
 * and to the inbox; the rest are counted. Then, when the server put any of the account's
 * sites' submissions in spam in the last 7 days (`spamThisWeek`), a line linking the spam folder.
 */
export function digestEmail(
  submissions: readonly LiveSubmission[],
  total: number,
  siteUrl: string,
  spamThisWeek = 0,
): NotificationMail {
  const listed = submissions.slice(0, DIGEST_MAX_LISTED).map((submission) => entry(submission, siteUrl));
  const more = total - listed.length;
  const subject = digestSubject(total);
  const inbox = `${siteUrl}/admin`;
  const moreLine = more > 0 ? `And ${more} more in the inbox.` : null;
  const spamLine = spamWeekLine(spamThisWeek);
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
    `The inbox: ${inbox}`,
    ...(spamLine ? ["", spamLine, `The spam folder: ${spamFolder}`] : []),
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
    "en",
    subject,
    [
      headingHtml(subject),
      noteHtml("Each links to it in the inbox."),
      ...items,
      ...(moreLine ? [noteHtml(moreLine)] : []),
      buttonHtml(inbox, "Open the inbox"),
      ...(spamLine
        ? [
            `<p style="margin:0 0 16px;font-size:14px;color:#57534e">${escapeHtml(spamLine)} <a href="${escapeHtml(spamFolder)}" style="color:#1c1917">Open the spam folder</a></p>`,
          ]
        : []),
    ].join("\n"),
  );
  return { subject, text, html };
}
