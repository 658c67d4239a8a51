import type { Context, MiddlewareHandler } from "hono";
import { adminMessages, ADMIN_LANGUAGES, type AdminLanguage } from "#app/admin/messages/index.ts";
import { serverErrors as english } from "#app/admin/messages/server-errors/en.ts";
import type { ApiErrorBody } from "./api-error";

type Key = keyof typeof english;
type Texts = Record<Key, string | ((...values: (string | number)[]) => string)>;

// Stand-ins for a text's values while its pattern is built: private-use characters no English text holds.
const slot = (index: number) => `\ue000${index}\ue001`;
const SLOT = /\ue000\d+\ue001/g;

/** Each key's English text (exact) or pattern (its values captured), in the catalogue's order. */
const exact = new Map<string, Key>();
const patterns: { key: Key; pattern: RegExp }[] = [];
for (const [key, text] of Object.entries(english as Texts) as [Key, Texts[Key]][]) {
  if (typeof text === "string") {
    exact.set(text, key);
    continue;
  }
  const sample = text(...Array.from({ length: text.length }, (_, index) => slot(index)));
  const source = sample
    .split(SLOT)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("(.+?)");
  patterns.push({ key, pattern: new RegExp(`^${source}$`) });
}

// A value the English wrote as a number ("10,000", "15") is given back as one, for the language to write its own way.
const valueOf = (captured: string): string | number =>
  /^\d{1,3}(,\d{3})*$|^\d+$/.test(captured) ? Number(captured.replaceAll(",", "")) : captured;

/**
 * An English message of the catalogue (app/admin/messages/server-errors/en.ts) in `language`:
 * the same key's text, with the same values. Any other text is returned as it is (a message
 * already written in the person's language, or one not in the catalogue).
 */
export function translateMessage(message: string, language: AdminLanguage): string {
  if (language === "en") return message;
  const texts = adminMessages(language).serverErrors as Texts;
  const key = exact.get(message);
  if (key) return texts[key] as string;
  for (const { key: patternKey, pattern } of patterns) {
    const match = pattern.exec(message);
    if (match) return (texts[patternKey] as (...values: (string | number)[]) => string)(...match.slice(1).map(valueOf));
  }
  return message;
}

/**
 * Puts an error answer's `message` and each of its `fields` into the requester's language
 * (`languageOf`), after the handlers answered in English: the endpoints, schemas and shared
 * middleware keep one English text per refusal, and nobody's language has to reach them.
 * Answers that are not the API's error JSON pass as they are.
 */
export function errorsInLanguage(languageOf: (c: Context) => AdminLanguage): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 400 || !c.res.headers.get("content-type")?.startsWith("application/json")) return;
    const language = languageOf(c);
    if (language === "en" || !ADMIN_LANGUAGES.includes(language)) return;
    const body = (await c.res.clone().json()) as Partial<ApiErrorBody>;
    const error = body.error;
    if (!error || typeof error.message !== "string") return;
    const translated: ApiErrorBody["error"] = { ...error, message: translateMessage(error.message, language) };
    if (error.fields) {
      translated.fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, message]) => [field, translateMessage(message, language)]),
      );
    }
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    const { status } = c.res;
    c.res = undefined;
    c.res = new Response(JSON.stringify({ error: translated } satisfies ApiErrorBody), { status, headers });
  };
}
