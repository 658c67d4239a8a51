import { adminMessages, type AdminLanguage } from "#app/admin/messages/index.ts";

/*
 * Finds English left on a screen that should be in another language, by the catalogues
 * themselves: a word the English catalogue uses and the other language's catalogue never
 * does ("the", "your", "saved", "submission") is English on that screen. Words both use
 * (names, "spam", "webhook", code in the catalogues' functions) are not counted, so what is
 * left is English the page should not show, whether it came from a catalogue or was
 * written into a component.
 */

function words(text: string): string[] {
  return text.toLowerCase().match(/\p{L}[\p{L}']*/gu) ?? [];
}

/** Every word of a catalogue's texts: its strings, and the literal text in its functions' source. */
function catalogueWords(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    for (const word of words(value)) into.add(word);
  } else if (typeof value === "function") {
    for (const word of words(literalText(String(value)))) into.add(word);
  } else if (value && typeof value === "object") {
    // Not the keys: every language shares them, so an English key ("send") would hide that English word.
    for (const inner of Object.values(value)) catalogueWords(inner, into);
  }
  return into;
}

/**
 * The text a function's source writes out: its string and template literals without their
 * `${…}` parts, so the names of its parameters and variables, shared by every language's
 * functions, hide no English word.
 */
export function literalText(source: string): string {
  const literals = source.match(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g) ?? [];
  // An expression inside a template keeps only its own quoted texts (`${n === 1 ? "day" : "days"}`).
  const textOf = (expression: string) => (expression.match(/"[^"]*"|'[^']*'/g) ?? []).join(" ");
  return literals
    .map((literal) => literal.replace(/\$\{([^}]*)\}/g, (_, expression: string) => ` ${textOf(expression)} `))
    .join(" ");
}

const cache = new Map<AdminLanguage, Set<string>>();

/** Words of three letters or more that only the English catalogue has. */
export function englishOnlyWords(language: Exclude<AdminLanguage, "en">): Set<string> {
  let found = cache.get(language);
  if (!found) {
    const theirs = catalogueWords(adminMessages(language));
    found = new Set([...catalogueWords(adminMessages("en"))].filter((word) => word.length >= 3 && !theirs.has(word)));
    cache.set(language, found);
  }
  return found;
}

/**
 * The English words in `text` (a screen's visible text and accessible names), leaving out
 * e-mail addresses, URLs and `allowed` data the test put there (a visitor's name, a site's).
 */
export function englishLeft(
  text: string,
  language: Exclude<AdminLanguage, "en">,
  allowed: readonly string[] = [],
): string[] {
  const english = englishOnlyWords(language);
  const allowedWords = new Set(allowed.flatMap(words));
  const cleaned = text.replace(/\S+@\S+/g, " ").replace(/https?:\/\/\S+/g, " ");
  return [...new Set(words(cleaned).filter((word) => english.has(word) && !allowedWords.has(word)))];
}
