import type { AdminMessages } from "./messages/index";

export type PageNameKey = keyof AdminMessages["shell"]["pages"];

const SECTIONS: readonly PageNameKey[] = [
  "spam",
  "privacy",
  "account",
  "users",
  "notes",
  "audit",
  "notifications",
  "deliveries",
  "content",
  "domains",
];

/**
 * Which back-office page a URL opens, named before its data (and the person's language)
 * is known: the loading shell shows it at once. Null for a path no page has.
 */
export function pageNameKey(pathname: string, search = ""): PageNameKey | null {
  const match = /^\/admin(?:\/([^/]+))?(\/.*)?$/.exec(pathname.replace(/\/$/, ""));
  if (!match) return null;
  const [, section, rest] = match;
  if (section === undefined) {
    return new URLSearchParams(search).get("folder") === "spam" ? "spam" : "inbox";
  }
  if (section === "submissions" && rest && /^\/[^/]+$/.test(rest)) return "submission";
  const key = SECTIONS.find((name) => name === section);
  if (!key || (rest && key !== "content")) return null;
  return key;
}
