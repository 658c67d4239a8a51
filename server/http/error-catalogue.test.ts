import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { serverErrors as english } from "#app/admin/messages/server-errors/en.ts";
import { TAKEN_DOWN } from "../notes/takedown";
import { translateMessage } from "./error-language";

/*
 * Every message the admin API answers is the catalogue's English (app/admin/messages/server-errors/en.ts),
 * or the error middleware could not put it in the person's language: a sentence written in
 * one of these files instead fails here. Texts of the catalogue are imported, never copied.
 */
const root = path.resolve(import.meta.dirname, "../..");
const folder = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith(".ts") && !name.includes(".test."))
    .map((name) => path.join(dir, name));

const SCANNED = [
  ...folder("server/api/admin"),
  ...folder("server/http"),
  "server/api/deps.ts",
  "server/app.ts",
  "server/auth/guard.ts",
  "server/auth/schemas.ts",
  "server/content/site-content-store.ts",
  "server/hosts/site-domain-store.ts",
  "server/images/image-refused.ts",
  "server/inbox/inbox-filter.ts",
  "server/inbox/inbox-query.ts",
  "server/inbox/valid-query.ts",
  "server/notes/takedown.ts",
  "server/notifications/webhook-url.ts",
  "server/privacy/subject.ts",
];

// A message reads as a sentence: a capital, a space, a full stop. Log lines and codes are lower case.
const SENTENCE = /^[A-Z][^]*\s[^]*[.!?]$/;

/** The sentence-like string literals and templates (their fixed parts joined by "…") of a file. */
function sentencesOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // SQL (sql`…`) is no message.
    if (ts.isTaggedTemplateExpression(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (SENTENCE.test(node.text)) found.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("…");
      if (SENTENCE.test(text.replace(/^…/, "X"))) found.push(text);
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const catalogued = new Set(Object.values(english).filter((text) => typeof text === "string"));
// The public notebook's answer (GET /api/notes/:slug), which the back office never shows.
const PUBLIC_ANSWERS = new Set<string>([TAKEN_DOWN.message]);

describe("the admin API's messages", () => {
  it.each(SCANNED)("%s writes none of its own: each comes from the catalogue", (file) => {
    const own = sentencesOf(file).filter((text) => !catalogued.has(text) && !PUBLIC_ANSWERS.has(text));
    expect(own).toEqual([]);
  });

  it("each catalogued English text reads back in another language", () => {
    const untranslated = [...catalogued].filter((text) => translateMessage(text, "es") === text);
    expect(untranslated).toEqual([]);
  });
});

// The e-mails to owners and operators take every sentence from app/admin/messages/mail/ (and the alert groups).
const MAIL_FILES = [
  "server/auth/mails.ts",
  "server/notifications/digest-email-content.ts",
  "server/notifications/operator-alert-email.ts",
  "server/notifications/owner-email-content.ts",
];

describe("the back office's e-mails", () => {
  it.each(MAIL_FILES)("%s writes no sentence of its own", (file) => {
    expect(sentencesOf(file)).toEqual([]);
  });
});
