import { expect, it } from "vitest";
import { contentFileSchema, replaceContent } from "#app/sites/felimar/content.server.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { mintProof } from "#tests/support/proof-of-work.ts";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import { appPoster, writeNote } from "#tests/support/note-writer.ts";
import { felimarXssContent, XSS_PAYLOADS } from "#tests/support/xss-corpus.ts";
import { createApp } from "../app";
import { readConfig } from "../config";
import { felimarRequests, housingMessages, neronContacto } from "../db/schema";
import { createLogger } from "../logger";

/**
 * The XSS corpus through every stored text field: stored exactly as sent (escaping is
 * the pages' job, tested in tests/browser/xss.browser.test.ts), never echoed by a form
 * endpoint, served back only as JSON no browser renders, and never in the logs, which
 * stay one JSON object a line whatever a client puts in its path or headers.
 */
const EMAIL = "xss-probe@example.com";

/** Form bodies with a payload in every free-text field. */
const formBodies = (payload: string) => ({
  "/api/neron/contact": { nombre: payload, email: EMAIL, telefono: "+34 600 123 456", mensaje: payload },
  "/api/felimar/requests": {
    categorie: "algemeen",
    naam: payload,
    telefoon: "+34 600 123 456",
    email: EMAIL,
    plaats: payload,
    details: payload,
    voorkeurs_tijd: payload,
  },
  "/api/housing/contact": { name: payload, email: EMAIL, phone: payload.slice(0, 30), message: payload, consent: true },
});

describeApi(
  "The XSS corpus through every stored field",
  (api) => {
    it("stores every payload exactly as sent, echoes none and logs none", async () => {
      const lines: string[] = [];
      const app = createApp({
        config: { ...readConfig({}), ...UNLIMITED },
        database: api().database,
        logger: createLogger("info", { write: (line: string) => lines.push(line) }),
      });
      for (const payload of XSS_PAYLOADS) {
        for (const [path, body] of Object.entries(formBodies(payload))) {
          const response = await app.request(path, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ...body, altcha: await mintProof(api().database.db) }),
          });
          const text = await response.text();
          expect(response.status, `${path} ${payload}: ${text}`).toBe(201);
          expect(text).not.toContain(payload);
        }
      }
      // Stored as sent (less the surrounding whitespace every form trims).
      const expected = XSS_PAYLOADS.map((payload) => payload.trim()).sort();
      const neron = await api().database.db.select().from(neronContacto);
      expect(neron.map((row) => row.nombre).sort()).toEqual(expected);
      expect(neron.map((row) => row.mensaje).sort()).toEqual(expected);
      const felimar = await api().database.db.select().from(felimarRequests);
      for (const field of ["naam", "plaats", "details", "voorkeursTijd"] as const)
        expect(felimar.map((row) => row[field]).sort()).toEqual(expected);
      const housing = await api().database.db.select().from(housingMessages);
      expect(housing.map((row) => row.message).sort()).toEqual(expected);

      expectCleanLog(lines, 3 * XSS_PAYLOADS.length);
      const log = lines.join("");
      for (const payload of XSS_PAYLOADS) expect(log).not.toContain(payload.trim());
      expect(log).not.toContain(EMAIL);
    });

    it("keeps each log line one JSON object whatever a client puts in its path or headers", async () => {
      const lines: string[] = [];
      const app = createApp({
        config: { ...readConfig({}), ...UNLIMITED },
        database: api().database,
        logger: createLogger("info", { write: (line: string) => lines.push(line) }),
      });
      const forged = '\r\n{"level":60,"msg":"forged"}\n';
      const paths = [
        `/api/notes/${encodeURIComponent(forged)}`,
        `/api/${encodeURIComponent(XSS_PAYLOADS[0]!)}`,
        `/api/notes/%0a%0d%1b[31m%00`,
      ];
      for (const path of paths) {
        const response = await app.request(path, {
          headers: { "User-Agent": XSS_PAYLOADS[1]!, Referer: "javascript:alert(1)", "X-Forwarded-For": "\t<script>" },
        });
        expect(response.status).toBe(404);
      }
      expectCleanLog(lines, paths.length);
      expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).not.toContain("forged");
      expect(lines.join("")).not.toContain("<img");
    });

    it("serves a note's payload-laden content back exactly, as JSON a browser will not render", async () => {
      const content = XSS_PAYLOADS.join("\n");
      const { slug } = await writeNote(appPoster(api()), { content, pace: "instant" });

      const response = await api().request(`/api/notes/${slug}`);
      expectInertJson(response);
      const note = (await response.json()) as { content: string; proof: unknown };
      expect(note.content).toBe(content.trim());
      const verified = await api().post("/api/notes/verify", { proof: note.proof, content: note.content });
      expect(await verified.json()).toMatchObject({ valid: true });
    });

    it("serves Felimar's packages, gallery and testimonials back exactly as imported", async () => {
      const file = contentFileSchema.parse(felimarXssContent());
      await replaceContent(api().database.db, file);
      for (const [kind, fields] of [
        ["bundles", ["titel", "vanaf_prijs", "bullets", "cta_label"]],
        ["gallery", ["titel", "caption"]],
        ["testimonials", ["quote", "naam", "plaats"]],
      ] as const) {
        const response = await api().request(`/api/felimar/${kind}`);
        expectInertJson(response);
        const rows = (await response.json()) as Record<string, unknown>[];
        const imported = file[kind]! as Record<string, unknown>[];
        for (const field of fields) {
          expect(rows.map((row) => row[field]).sort(), `${kind}.${field}`).toEqual(
            imported.map((row) => row[field]).sort(),
          );
        }
      }
    });
  },
  UNLIMITED,
);

it("refuses gallery image URLs that are scripts, other sites or break out of the attribute", () => {
  const withImage = (image_url: string) =>
    contentFileSchema.safeParse({ gallery: [{ titel: "Terras", image_url }] }).success;
  for (const url of [
    "javascript:window.__xss=1",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "//evil.example/x.png",
    "https://evil.example/x.png",
    '/x.png" onerror="alert(1)',
    "/x.png' onerror='alert(1)",
    "/x.png onerror=alert(1)",
    "/\\evil.example/x.png",
    "/<script>alert(1)</script>",
  ]) {
    expect(withImage(url), url).toBe(false);
  }
  expect(withImage("/felimar/gallery/terras.jpg")).toBe(true);
});

/** JSON with the headers that stop a browser from ever treating it as a page. */
function expectInertJson(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
}

/** One JSON object a line, at least `requests` request lines, and no raw control characters. */
function expectCleanLog(lines: string[], requests: number) {
  const records = lines.map((line) => {
    expect(line.endsWith("\n")).toBe(true);
    // Pino escapes control characters inside strings; a raw one would start a forged line.
    // eslint-disable-next-line no-control-regex -- control characters are what is looked for
    expect(line.slice(0, -1)).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
    return JSON.parse(line) as { msg: string };
  });
  expect(records.filter((record) => record.msg === "request").length).toBeGreaterThanOrEqual(requests);
}
