import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { adminMessages, ADMIN_LANGUAGES, type AdminLanguage } from "#app/admin/messages/index.ts";
import { serverErrors as english } from "#app/admin/messages/server-errors/en.ts";
import { apiError } from "./api-error";
import { errorsInLanguage, translateMessage } from "./error-language";

type Texts = Record<string, string | ((...values: (string | number)[]) => string)>;

function app(language: AdminLanguage) {
  return new Hono()
    .use(errorsInLanguage(() => language))
    .get("/refused", (c) =>
      apiError(c, 400, "validation_failed", english.invalidFields, {
        note: english.noteTooLong(2000),
        other: "Not one of ours.",
      }),
    )
    .get("/busy", (c) => {
      c.header("Retry-After", "5");
      return apiError(c, 503, "busy", english.photosBusy);
    })
    .get("/fine", (c) => c.json({ message: english.invalidFields }));
}

describe("errorsInLanguage", () => {
  it("answers an error's message and fields in the requester's language, values written its way", async () => {
    const response = await app("es").request("/refused");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "validation_failed",
        message: adminMessages("es").serverErrors.invalidFields,
        fields: { note: adminMessages("es").serverErrors.noteTooLong(2000), other: "Not one of ours." },
      },
    });
  });

  it("keeps the status and headers, and leaves English and successful answers alone", async () => {
    const busy = await app("nb").request("/busy");
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect((await busy.json()).error.message).toBe(adminMessages("nb").serverErrors.photosBusy);
    expect((await (await app("en").request("/refused")).json()).error.message).toBe(english.invalidFields);
    expect(await (await app("nl").request("/fine")).json()).toEqual({ message: english.invalidFields });
  });

  it("finds every key's English text, with its values, in each language", () => {
    const samples = (count: number) => Array.from({ length: count }, (_, index) => (index === 0 ? 10_000 : "Felimar"));
    for (const language of ADMIN_LANGUAGES) {
      const texts = adminMessages(language).serverErrors as Texts;
      for (const [key, text] of Object.entries(english as Texts)) {
        const values = typeof text === "string" ? [] : samples(text.length);
        const render = (words: Texts[string]) => (typeof words === "string" ? words : words(...values));
        expect(translateMessage(render(text), language), `${language}.${key}`).toBe(render(texts[key]!));
      }
    }
  });
});
