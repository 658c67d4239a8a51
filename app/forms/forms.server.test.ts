import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ADMIN_LANGUAGES } from "#app/admin/messages/index.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import { siteInfo } from "#app/sites/registry.ts";
import { INTERNAL_FIELDS } from "#server/inbox/inbox-export.ts";
import { sheetColumns } from "#server/inbox/xlsx-export.ts";
import { DATABASE_COLUMNS, replyLanguageOf, type RegisteredForm } from "./define-form.server";
import { felimarRequest } from "./felimar-request/felimar-request.server";
import { requestSchema } from "./felimar-request/schema";
import { FORM_KEYS, sitesOfForm, type FormKey } from "./forms";
import { housingContact } from "./housing-contact/housing-contact.server";
import { housingContactSchema } from "./housing-contact/schema";
import { FORM_MODULES, formWords } from "./index.server";
import { neronContact } from "./neron-contact/neron-contact.server";
import { contactSchema } from "./neron-contact/schema";
import { newsletter } from "./newsletter/newsletter.server";
import { newsletterSchema } from "./newsletter/schema";

/** Bodies each module's endpoint accepts, parsed by its schema: one per form and language it has. */
const SAMPLES = new Map<RegisteredForm, unknown[]>([
  [
    felimarRequest,
    [
      {
        categorie: "airco",
        naam: "Jan de Vries",
        telefoon: "+34 600 123 456",
        email: "jan@example.com",
        plaats: "Altea",
        details: "Graag een offerte voor twee airco-units.",
        voorkeurs_tijd: "dinsdagochtend",
        sleutel_beheer: true,
        pakket: "Zorgeloos Wonen",
        idempotency_key: "a-key-of-sixteen-plus",
        [HONEYPOT_FIELD]: "",
      },
      {
        categorie: "algemeen",
        naam: "Jan de Vries",
        telefoon: "+34 600 123 456",
        email: "jan@example.com",
        details: "Kunt u mij terugbellen?",
        formulier: "contact",
      },
    ].map((body) => z.parse(requestSchema(), body)),
  ],
  [
    neronContact,
    [
      z.parse(contactSchema, {
        nombre: "Ana García",
        email: "ana@example.com",
        telefono: "+34 600 123 456",
        mensaje: "¿Tienen relojes de pared?",
      }),
    ],
  ],
  [
    housingContact,
    (["en", "no"] as const).map((language) =>
      z.parse(housingContactSchema(), {
        name: "Kari Nordmann",
        email: "kari@example.com",
        phone: "+47 912 34 567",
        message: "Har dere tomter i Bergen?",
        consent: true,
        language,
      }),
    ),
  ],
  [
    newsletter,
    (["community", "naturliv"] as const).map((site) =>
      z.parse(newsletterSchema(), { email: "reader@example.com", site }),
    ),
  ],
]);

function samplesOf(module: RegisteredForm): unknown[] {
  const samples = SAMPLES.get(module);
  if (!samples) throw new Error(`Add sample bodies of the form module defining ${module.keys.join(", ")} to SAMPLES.`);
  return samples;
}

const records = (module: RegisteredForm) => samplesOf(module).map((body) => module.record(body as never));

describe("the form modules", () => {
  it("define every form of app/forms/forms.ts, each once", () => {
    expect(FORM_MODULES.flatMap((module) => module.keys).sort()).toEqual([...FORM_KEYS].sort());
  });

  describe.each(FORM_MODULES.map((module) => [module.keys.join(" and "), module] as const))("%s", (_keys, module) => {
    it("name every column of their table (mapped from the body and the stored fields, or filled by the database or the endpoint)", () => {
      const columns = getTableColumns(module.table);
      const named = new Set<string>([...DATABASE_COLUMNS, ...(module.endpointColumns ?? [])]);
      for (const body of samplesOf(module)) {
        for (const key of Object.keys(module.row(body as never))) named.add(key);
        for (const key of Object.keys(module.restoredRow(module.record(body as never).fields))) named.add(key);
      }
      const own = Object.values(columns);
      for (const column of Object.values(module.erasure)) expect(own).toContain(column);
      expect(Object.keys(columns).filter((column) => !named.has(column))).toEqual([]);
      expect([...named].filter((column) => !(column in columns))).toEqual([]);
    });

    it("label every field they store for the owner", () => {
      const labelled = new Set(module.ownerLabels.map((label) => label.key));
      for (const record of records(module)) {
        expect(Object.keys(record.fields).filter((key) => key !== HONEYPOT_FIELD && !labelled.has(key))).toEqual([]);
      }
    });

    it("name every field in each language the back office speaks, and give each form a column in the spreadsheet", () => {
      for (const { key, label, column } of module.ownerLabels) {
        for (const language of ADMIN_LANGUAGES) expect(label[replyLanguageOf(language)], key).toBeTruthy();
        for (const form of column?.forms ?? []) expect(module.keys).toContain(form);
      }
      for (const form of module.keys) {
        const columns = sheetColumns(form).map((column) => column.key);
        expect(columns.length, form).toBeGreaterThan(0);
        // Every stored text is in a column, but for one the sheet names (its form, its site) and a
        // default stored for a field only the module's other form asks for (column.forms).
        const leftOut = (key: string) => {
          const column = module.ownerLabels.find((label) => label.key === key)?.column;
          return column === null || (column?.forms !== undefined && !column.forms.includes(form));
        };
        for (const record of records(module).filter((sent) => sent.form === form)) {
          const stored = Object.entries(record.fields).filter(
            ([key, value]) => typeof value === "string" && value !== "" && !INTERNAL_FIELDS.has(key),
          );
          expect(stored.map(([key]) => key).filter((key) => !columns.includes(key) && !leftOut(key))).toEqual([]);
        }
      }
    });
  });

  describe.each(FORM_KEYS)("%s", (form: FormKey) => {
    it("speaks every language its notifications use: the visitor's and its sites'", () => {
      const module = FORM_MODULES.find((candidate) => candidate.keys.includes(form))!;
      const words = formWords(form);
      const sent = records(module).filter((record) => record.form === form);
      expect(sent.length).toBeGreaterThan(0);
      const languages = new Set([
        ...sitesOfForm(form).map((site) => siteInfo(site).language),
        ...sent.map((record) => module.replyLanguage(record.fields)),
      ]);
      for (const language of languages) {
        expect(words.headline[language]).toBeTruthy();
      }
      for (const site of sitesOfForm(form)) {
        const wording = words.confirmation[siteInfo(site).language](siteInfo(site).name);
        expect(wording.subject).toContain(siteInfo(site).name);
        expect(wording.body).toContain(siteInfo(site).name);
      }
    });
  });
});
