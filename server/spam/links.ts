import type { SubmissionRecord } from "#app/forms/define-form.server.ts";

/** More than this many links in one free-text field is an advert, not a question. */
export const MAX_LINKS_PER_FIELD = 2;

// A scheme or a www. host, or a host with a path: what mail and chat apps turn into a link,
// each matched whole so a link counts once. An e-mail address is none (no scheme, www. or path).
const LINK = /(?:\bhttps?:\/\/|\bwww\.)\S+|(?<![@\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/\S*/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/**
 * Whether a submission carries links where people write none: any in a name (a name that is a
 * link is an advert sent to whoever gets the e-mails), more than MAX_LINKS_PER_FIELD in any
 * other text field. A person who writes one or two links (a listing, their website) is fine.
 */
export function hasSpamLinks(record: Pick<SubmissionRecord, "name" | "fields">): boolean {
  if (record.name && countLinks(record.name) > 0) return true;
  return Object.values(record.fields).some(
    (value) => typeof value === "string" && countLinks(value) > MAX_LINKS_PER_FIELD,
  );
}
