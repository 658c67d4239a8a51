import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { InboxPage, SubmissionDetail } from "#app/admin/api-types.ts";
import { createSignedInAdmin, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import { felimarRequests, newsletterSignups, submissionEvents, submissions } from "../../db/schema";
import { felimarQuote as quote } from "#tests/support/felimar-quote.ts";

describeApi(
  "the inbox API",
  (api) => {
    let felimarOwner: TestAdmin;
    let neronOwner: TestAdmin;
    let operator: TestAdmin;
    const get = (path: string, admin: TestAdmin) => api().request(path, { headers: admin.headers });
    const list = async (query: string, admin: TestAdmin): Promise<InboxPage> => {
      const response = await get(`/api/admin/submissions${query}`, admin);
      expect(response.status, await response.clone().text()).toBe(200);
      return response.json();
    };
    const sendQuote = async (overrides: Record<string, unknown> = {}) => {
      const response = await api().submit("/api/felimar/requests", { ...quote, ...overrides });
      expect(response.status).toBe(201);
      return (await response.json()).id as string;
    };

    beforeAll(async () => {
      const db = api().database.db;
      felimarOwner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"] });
      neronOwner = await createSignedInAdmin(db, { role: "owner", sites: ["neron"] });
      operator = await createSignedInAdmin(db, { role: "operator" });
    });

    it("shows a quote at once to a Felimar owner and an operator, never to a Neron owner", async () => {
      const id = await sendQuote({ email: "at-once@example.nl" });
      expect((await list("?q=at-once", felimarOwner)).items.map((item) => item.id)).toEqual([id]);
      expect((await list("?q=at-once", operator)).items.map((item) => item.id)).toEqual([id]);
      expect((await list("?q=at-once", neronOwner)).items).toEqual([]);
      expect((await list("", neronOwner)).items.every((item) => item.site === "neron")).toBe(true);
      const [item] = (await list("?q=at-once", operator)).items;
      expect(item).toMatchObject({
        site: "felimar",
        form: "felimar-quote",
        status: "new",
        spam: false,
        name: quote.naam,
        preview: quote.details,
      });
    });

    it("answers 401 without a session", async () => {
      const response = await api().request("/api/admin/submissions");
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe("unauthenticated");
    });

    it("searches name, e-mail, phone digits and message words, with % and _ taken literally", async () => {
      const id = await sendQuote({
        naam: "Zebediah Quux",
        email: "z.quux@example.nl",
        telefoon: "+34 699-88 77 66",
        details: "Het zwembad_filter lekt 100% zeker.",
      });
      // The phone is stored in E.164 (+34699887766): its digits are what a search finds.
      for (const q of ["zebediah", "QUUX@EXAMPLE", "699887766", "+34699887766", "zwembad_filter", "100%"]) {
        expect(
          (await list(`?q=${encodeURIComponent(q)}`, operator)).items.map((item) => item.id),
          q,
        ).toEqual([id]);
      }
      // Wildcards are literal: "_" does not match any one character, "%" not any text.
      expect((await list(`?q=${encodeURIComponent("zwembad%filter")}`, operator)).items).toEqual([]);
      expect((await list(`?q=${encodeURIComponent("zebedia_")}`, operator)).items).toEqual([]);
    });

    it("filters by site, form, status and dates, and refuses bad parameters with the error JSON", async () => {
      await api().submit("/api/neron/contact", {
        nombre: "Filtro Neron",
        email: "filtro@ejemplo.es",
        telefono: "+34 600 123 456",
        mensaje: "Un reloj antiguo.",
      });
      await api().submit("/api/newsletter", { email: "filter-reader@example.com", site: "community" });
      expect((await list("?site=neron&q=filtro", operator)).items).toHaveLength(1);
      expect((await list("?site=felimar&q=filtro", operator)).items).toHaveLength(0);
      expect((await list("?form=newsletter&q=filter-reader", operator)).items).toHaveLength(1);
      expect((await list("?form=neron-contact&q=filter-reader", operator)).items).toHaveLength(0);
      expect((await list("?status=new&q=filtro", operator)).items).toHaveLength(1);
      expect((await list("?status=archived&q=filtro", operator)).items).toHaveLength(0);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list(`?from=${today}&to=${today}&q=filtro`, operator)).items).toHaveLength(1);
      expect((await list(`?to=2020-01-01&q=filtro`, operator)).items).toHaveLength(0);
      // A Felimar owner asking for Neron's site sees nothing of it.
      expect((await list("?site=neron", felimarOwner)).items).toEqual([]);

      for (const [query, field] of [
        ["?q=a", "q"],
        ["?limit=0", "limit"],
        ["?limit=101", "limit"],
        ["?limit=abc", "limit"],
        ["?site=elsewhere", "site"],
        ["?status=deleted", "status"],
        ["?from=2026-02-30", "from"],
        ["?folder=trash", "folder"],
        ["?sort=name", "sort"],
        ["?cursor=not-a-cursor", "cursor"],
        [`?cursor=${Buffer.from(JSON.stringify({ t: "x", i: "y" })).toString("base64url")}`, "cursor"],
        ["?site=neron&site=felimar", "site"],
        // Values PostgreSQL itself would refuse (a 500 if they reached it): impossible and out-of-range instants, NUL.
        [
          `?cursor=${Buffer.from(JSON.stringify({ t: "2024-13-45T99:99:99.000000Z", i: crypto.randomUUID() })).toString("base64url")}`,
          "cursor",
        ],
        [
          `?cursor=${Buffer.from(JSON.stringify({ t: "0000-01-01T00:00:00.000000Z", i: crypto.randomUUID() })).toString("base64url")}`,
          "cursor",
        ],
        ["?from=0000-01-01", "from"],
        ["?to=9999-12-31", "to"],
        ["?q=a%00b", "q"],
      ]) {
        const response = await get(`/api/admin/submissions${query}`, operator);
        expect(response.status, query).toBe(400);
        const body = await response.json();
        expect(body.error.code, query).toBe("invalid_query");
        expect(Object.keys(body.error.fields), query).toContain(field);
      }
    });

    it("pages newest first with an opaque keyset cursor: no duplicates, no gaps, even within one microsecond", async () => {
      const db = api().database.db;
      // 23 rows, several sharing one created_at to the microsecond: only (created_at, id) orders them.
      const stamp = "2024-03-01T10:00:00.123456Z";
      const ids = Array.from({ length: 23 }, () => crypto.randomUUID());
      await db.insert(submissions).values(
        ids.map((id, index) => ({
          id,
          site: "neron",
          form: "neron-contact",
          name: `Pager ${index}`,
          message: "pagination-probe",
          fields: {},
          createdAt: sql`${index < 10 ? stamp : `2024-03-01T10:00:0${index % 10}.000001Z`}::timestamptz`,
        })),
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: InboxPage = await list(`?q=pagination-probe&limit=4${cursor ? `&cursor=${cursor}` : ""}`, operator);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 20);
      expect(pages).toBe(6);
      expect(new Set(seen).size).toBe(23);
      expect(seen.sort()).toEqual([...ids].sort());
      const ordered = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.message, "pagination-probe"))
        .orderBy(sql`created_at desc, id desc`);
      const again: string[] = [];
      cursor = null;
      do {
        const page: InboxPage = await list(`?q=pagination-probe&limit=5${cursor ? `&cursor=${cursor}` : ""}`, operator);
        again.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(again).toEqual(ordered.map((row) => row.id));
    });

    it("shows the detail labelled in the reader's language, with replies in the visitor's, and marks a new one read by that user", async () => {
      const id = await sendQuote({ naam: "Detail Person", email: "detail@example.nl" });
      const response = await get(`/api/admin/submissions/${id}`, felimarOwner);
      expect(response.status).toBe(200);
      const detail: SubmissionDetail = await response.json();
      expect(detail.status).toBe("read");
      // The Felimar owner reads Dutch, their site's language, until they choose another.
      const labels = Object.fromEntries(detail.fields.map((field) => [field.label, field.value]));
      expect(labels).toMatchObject({
        Formulier: "Offerteaanvraag",
        Categorie: "Comfort & Airco",
        Pakket: "Villa Care Plus",
        Omschrijving: quote.details,
        Plaats: "Fuengirola",
        "Gewenste datum/tijd": "dinsdagochtend",
        Sleutelbeheer: "Ja",
        Naam: "Detail Person",
        "Telefoon / WhatsApp": "+34612345678",
      });
      const operatorView: SubmissionDetail = await (await get(`/api/admin/submissions/${id}`, operator)).json();
      expect(operatorView.fields.map((field) => field.label).slice(0, 3)).toEqual(["Form", "Category", "Package"]);
      expect(operatorView.fields.find((field) => field.key === "sleutel_beheer")?.value).toBe("Yes");
      expect(detail.replies.email).toBe(
        `mailto:detail@example.nl?subject=${encodeURIComponent("Uw aanvraag bij Felimar")}`,
      );
      expect(detail.replies.whatsapp).toBe(
        `https://wa.me/34612345678?text=${encodeURIComponent("Hallo Detail Person, bedankt voor uw aanvraag bij Felimar.")}`,
      );
      expect(detail.replies.phone).toBe("tel:+34612345678");
      expect(detail.events).toMatchObject([
        { kind: "status", fromStatus: "new", toStatus: "read", by: felimarOwner.email },
      ]);
      // Opening it again records nothing more.
      const again: SubmissionDetail = await (await get(`/api/admin/submissions/${id}`, operator)).json();
      expect(again.events).toHaveLength(1);
    });

    it("replies to a housing message in its own language, with its consent text among the fields", async () => {
      await api().submit("/api/housing/contact", {
        name: "Kari Nordmann",
        email: "kari-detail@example.no",
        message: "Hei, et spørsmål om tomter.",
        consent: true,
        language: "no",
      });
      const [item] = (await list("?q=kari-detail", operator)).items;
      const detail: SubmissionDetail = await (await get(`/api/admin/submissions/${item!.id}`, operator)).json();
      expect(detail.replies).toEqual({
        email: `mailto:kari-detail@example.no?subject=${encodeURIComponent("Din henvendelse til Housing Norway")}`,
        whatsapp: null,
        phone: null,
      });
      expect(detail.fields).toEqual(
        expect.arrayContaining([
          {
            key: "consent_text",
            label: "Consent text",
            value: "Jeg godtar personvernerklæringen og samtykker til å bli kontaktet om henvendelsen min",
          },
          { key: "language", label: "Language", value: "Norwegian" },
        ]),
      );
    });

    it("answers 404 for another site's submission, and for an unknown or malformed id, changing nothing", async () => {
      const id = await sendQuote({ email: "foreign@example.nl" });
      for (const path of [
        `/api/admin/submissions/${id}`,
        `/api/admin/submissions/${crypto.randomUUID()}`,
        "/api/admin/submissions/not-an-id",
      ]) {
        const response = await get(path, neronOwner);
        expect(response.status, path).toBe(404);
        expect((await response.json()).error.code).toBe("not_found");
      }
      for (const [action, body] of [
        ["status", { status: "archived" }],
        ["notes", { note: "hello" }],
        ["spam", { spam: true }],
      ] as const) {
        const response = await api().post(`/api/admin/submissions/${id}/${action}`, body, neronOwner.headers);
        expect(response.status, action).toBe(404);
      }
      const [row] = await api().database.db.select().from(submissions).where(eq(submissions.id, id));
      expect(row).toMatchObject({ status: "new", spam: false });
      expect(
        await api().database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, id)),
      ).toEqual([]);
    });

    it("changes status by hand, adds notes and records each with the user", async () => {
      const id = await sendQuote({ email: "status@example.nl" });
      let response = await api().post(
        `/api/admin/submissions/${id}/status`,
        { status: "answered" },
        felimarOwner.headers,
      );
      expect(response.status).toBe(200);
      let detail: SubmissionDetail = await response.json();
      expect(detail.status).toBe("answered");
      response = await api().post(
        `/api/admin/submissions/${id}/notes`,
        { note: "  Called back, visit on Friday.  " },
        operator.headers,
      );
      detail = await response.json();
      response = await api().post(`/api/admin/submissions/${id}/status`, { status: "new" }, felimarOwner.headers);
      detail = await response.json();
      expect(detail.status).toBe("new");
      expect(detail.events).toMatchObject([
        { kind: "status", fromStatus: "new", toStatus: "answered", by: felimarOwner.email },
        { kind: "note", note: "Called back, visit on Friday.", by: operator.email },
        { kind: "status", fromStatus: "answered", toStatus: "new", by: felimarOwner.email },
      ]);
      for (const [action, body] of [
        ["status", { status: "deleted" }],
        ["status", {}],
        ["notes", { note: "   " }],
        ["notes", { note: "x".repeat(2001) }],
        ["spam", { spam: "yes" }],
        ["spam", { spam: true, extra: 1 }],
      ] as const) {
        const bad = await api().post(`/api/admin/submissions/${id}/${action}`, body, operator.headers);
        expect(bad.status, JSON.stringify(body)).toBe(400);
        expect((await bad.json()).error.code).toBe("validation_failed");
      }
    });

    it("lists honeypot catches in the spam folder only; 'not spam' writes the form's row and records it", async () => {
      const db = api().database.db;
      await api().submit("/api/felimar/requests", {
        ...quote,
        email: "caught@example.nl",
        website: "https://bot.example",
      });
      await api().submit("/api/newsletter", { email: "caught-reader@example.com", site: "naturliv", website: "x" });
      expect((await list("?q=caught", operator)).items).toEqual([]);
      const spam = (await list("?folder=spam&q=caught", operator)).items;
      expect(spam.map((item) => item.form).sort()).toEqual(["felimar-quote", "newsletter"]);
      expect((await list("?folder=spam&q=caught", neronOwner)).items).toEqual([]);

      for (const item of spam) {
        const response = await api().post(`/api/admin/submissions/${item.id}/spam`, { spam: false }, operator.headers);
        expect(response.status).toBe(200);
        const detail: SubmissionDetail = await response.json();
        expect(detail.spam).toBe(false);
        expect(detail.events.at(-1)).toMatchObject({ kind: "not-spam", by: operator.email });
      }
      const felimarItem = spam.find((item) => item.form === "felimar-quote")!;
      const [request] = await db.select().from(felimarRequests).where(eq(felimarRequests.id, felimarItem.id));
      expect(request).toMatchObject({
        naam: quote.naam,
        email: "caught@example.nl",
        pakket: "Villa Care Plus",
        sleutelBeheer: true,
        createdAt: new Date(felimarItem.createdAt),
      });
      expect(
        await db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "caught-reader@example.com")),
      ).toHaveLength(1);
      expect((await list("?q=caught", operator)).items).toHaveLength(2);

      // Marked as spam by hand, and back: the form's row stays one.
      const id = felimarItem.id;
      expect(
        (await (await api().post(`/api/admin/submissions/${id}/spam`, { spam: true }, felimarOwner.headers)).json())
          .spam,
      ).toBe(true);
      expect(
        (await (await api().post(`/api/admin/submissions/${id}/spam`, { spam: false }, felimarOwner.headers)).json())
          .spam,
      ).toBe(false);
      expect(await db.select().from(felimarRequests).where(eq(felimarRequests.id, id))).toHaveLength(1);
    });

    it("exports the filter as CSV (BOM, CRLF, every field quoted, formula cells neutralised) and as JSON", async () => {
      await sendQuote({
        // A formula without a link: a name that is a link goes to the spam folder, not this export.
        naam: '=HYPERLINK("evil")',
        email: "export@example.nl",
        details: 'Regel één, "twee"\nregel drie.',
      });
      await api().submit("/api/neron/contact", {
        nombre: "Export Neron",
        email: "export@ejemplo.es",
        telefono: "+34 600 123 456",
        mensaje: "Mensaje export.",
      });
      const response = await get("/api/admin/submissions/export.csv?q=export%40", felimarOwner);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
      expect(
        text.startsWith(
          '\uFEFF"id","site","form","status","spam","created_at","name","email","phone","message","fields"\r\n',
        ),
      ).toBe(true);
      expect(text).toContain(
        `,"'=HYPERLINK(""evil"")","export@example.nl","'+34612345678","Regel één, ""twee""\nregel drie.",`,
      );
      expect(text).not.toContain("Export Neron");
      expect(text.endsWith("\r\n")).toBe(true);

      const json = await get("/api/admin/submissions/export.json?q=export%40", operator);
      expect(json.headers.get("content-disposition")).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.json"$/);
      const rows = await json.json();
      expect(rows.map((row: { email: string }) => row.email).sort()).toEqual([
        "export@ejemplo.es",
        "export@example.nl",
      ]);
      expect(rows.find((row: { site: string }) => row.site === "neron")).toMatchObject({
        form: "neron-contact",
        message: "Mensaje export.",
        fields: { nombre: "Export Neron" },
      });
    });

    it("exports every row of a filter larger than one internal page, in order", async () => {
      const db = api().database.db;
      await db.execute(sql`
        insert into submissions (id, site, form, name, message, fields, created_at)
        select gen_random_uuid(), 'neron', 'neron-contact', 'Bulk ' || n, 'bulk-export-probe', '{}'::jsonb, now() - n * interval '1 second'
        from generate_series(1, 1234) as n`);
      const response = await get("/api/admin/submissions/export.csv?q=bulk-export-probe", operator);
      const lines = (await response.text()).split("\r\n").filter(Boolean);
      expect(lines).toHaveLength(1235);
      expect(lines[1]).toContain(',"Bulk 1",');
      expect(lines.at(-1)).toContain(',"Bulk 1234",');
      expect(
        (await (await get("/api/admin/submissions/export.json?q=bulk-export-probe", neronOwner)).json()).length,
      ).toBe(1234);
      expect(
        (await (await get("/api/admin/submissions/export.json?q=bulk-export-probe", felimarOwner)).json()).length,
      ).toBe(0);
    });
  },
  UNLIMITED,
);
