import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { typingFixtures } from "#app/lib/typing-fixtures.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { inboxRowsFor } from "#tests/support/inbox-rows.ts";
import { mintProof, solveChallenge, type Challenge } from "#tests/support/proof-of-work.ts";
import { felimarRequests, memberships, neronContacto, outboxJobs, users } from "../db/schema";
import { STORED_SPAM_PER_CLIENT } from "./stored-spam";

const neron = (email: string, extra: Record<string, unknown> = {}) => ({
  nombre: "Lucía Fernández",
  email,
  telefono: "+34 600 123 456",
  mensaje: "Quisiera tasar un reloj de bolsillo de mi abuelo.",
  ...extra,
});

const felimar = (email: string) => ({
  naam: "Anna de Vries",
  telefoon: "+31 6 12345678",
  email,
  plaats: "Marbella",
  categorie: "algemeen",
  details: "Wij zoeken iemand voor het sleutelbeheer van ons appartement.",
  voorkeurs_tijd: null,
  sleutel_beheer: false,
  formulier: "contact",
});

describeApi(
  "a public form's proof of work and spam verdict",
  (api) => {
    const db = () => api().database.db;
    const jobsFor = async (submissionId: string) =>
      db().select().from(outboxJobs).where(eq(outboxJobs.submissionId, submissionId));
    /** A signed-in owner of Neron's site, so a submission that reaches the inbox sets off an e-mail. */
    async function neronOwner() {
      const [user] = await db()
        .insert(users)
        .values({ email: `owner-${crypto.randomUUID()}@neron.example`, role: "owner", firstSignInAt: new Date() })
        .returning();
      await db().insert(memberships).values({ userId: user!.id, site: "neron" });
    }

    async function expectSpam(email: string, reason: string) {
      const rows = await inboxRowsFor(db(), email);
      expect(rows.map((row) => [row.spam, row.spamReason])).toEqual([[true, reason]]);
      expect(await jobsFor(rows[0]!.id)).toEqual([]);
      expect(await db().select().from(neronContacto).where(eq(neronContacto.email, email))).toEqual([]);
    }

    it("keeps a submission without a proof of work in the spam folder, answered as any other, and e-mails nobody", async () => {
      await neronOwner();
      const response = await api().post("/api/neron/contact", neron("none@ejemplo.es"));
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ sent: true });
      await expectSpam("none@ejemplo.es", "no-proof-of-work");
    });

    it("treats a forged, an expired and a garbled proof as none", async () => {
      await neronOwner();
      const genuine = JSON.parse(Buffer.from(await mintProof(db()), "base64").toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...genuine, signature: "0".repeat(64) })).toString("base64");
      const cases = {
        "forged@ejemplo.es": forged,
        "expired@ejemplo.es": await mintProof(db(), -1_000),
        "garbled@ejemplo.es": "not base64 of anything",
      };
      for (const [email, altcha] of Object.entries(cases)) {
        expect((await api().post("/api/neron/contact", neron(email, { altcha }))).status).toBe(201);
        await expectSpam(email, "no-proof-of-work");
      }
    });

    it("stores a solved proof's submission in the inbox once, and a replay of its proof in the spam folder", async () => {
      await neronOwner();
      const challenge = (await (await api().request("/api/challenge")).json()) as Challenge;
      const altcha = solveChallenge(challenge);
      expect((await api().post("/api/neron/contact", neron("solved@ejemplo.es", { altcha }))).status).toBe(201);
      const [stored] = await inboxRowsFor(db(), "solved@ejemplo.es");
      expect(stored).toMatchObject({ spam: false, spamReason: null });
      expect((await jobsFor(stored!.id)).map((job) => job.kind)).toContain("owner-email");

      expect((await api().post("/api/neron/contact", neron("replay@ejemplo.es", { altcha }))).status).toBe(201);
      await expectSpam("replay@ejemplo.es", "replayed-proof");
    });

    it("answers a retry under the same idempotency key as the first time, though its proof was spent", async () => {
      const altcha = await mintProof(db());
      const body = { ...felimar("retry@felimar.example"), idempotency_key: "retry-key-0123456789", altcha };
      const first = await api().post("/api/felimar/requests", body);
      const again = await api().post("/api/felimar/requests", body);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(await first.json());
      const rows = await inboxRowsFor(db(), "retry@felimar.example");
      expect(rows.map((row) => row.spam)).toEqual([false]);
      expect(
        await db().select().from(felimarRequests).where(eq(felimarRequests.email, "retry@felimar.example")),
      ).toHaveLength(1);
    });

    it("keeps links where people write none in the spam folder: any in a name, more than two in a message", async () => {
      await api().submit(
        "/api/neron/contact",
        neron("name-link@ejemplo.es", { nombre: "Cheap pills www.pills.example" }),
      );
      await expectSpam("name-link@ejemplo.es", "links");
      const three = "Ver https://a.example, https://b.example y https://c.example";
      await api().submit("/api/neron/contact", neron("three@ejemplo.es", { mensaje: three }));
      await expectSpam("three@ejemplo.es", "links");
      const two = "Mi anuncio: https://www.idealista.com/inmueble/1/ y https://maps.example/x";
      await api().submit("/api/neron/contact", neron("two@ejemplo.es", { mensaje: two }));
      expect((await inboxRowsFor(db(), "two@ejemplo.es")).map((row) => row.spam)).toEqual([false]);
    });

    it("keeps the typing figures with the inbox row, never the events", async () => {
      const { report } = typingFixtures.typedWithCorrections;
      await api().submit("/api/neron/contact", neron("typed@ejemplo.es", { typing: report }));
      const [row] = await inboxRowsFor(db(), "typed@ejemplo.es");
      expect(Object.keys(row!.typing ?? {}).sort()).toEqual(["keys", "medianMs", "pastedShare", "score", "spread"]);
      expect(row!.typing!.keys).toBeGreaterThan(50);
      expect(JSON.stringify(row!.fields)).not.toContain("typing");
      expect(JSON.stringify(row!.fields)).not.toContain("altcha");
    });

    it("stores at most STORED_SPAM_PER_CLIENT spam submissions of one client an hour, answering the rest the same", async () => {
      for (let i = 0; i <= STORED_SPAM_PER_CLIENT; i++) {
        const response = await api().post("/api/neron/contact", neron(`flood-${i}@ejemplo.es`));
        expect(response.status).toBe(201);
      }
      const stored = await Promise.all(
        Array.from({ length: STORED_SPAM_PER_CLIENT + 1 }, (_, i) => inboxRowsFor(db(), `flood-${i}@ejemplo.es`)),
      );
      expect(stored.flat()).toHaveLength(STORED_SPAM_PER_CLIENT);
    });
  },
  { RATE_LIMIT_CLIENT_MAX: 100 },
);

describeApi(
  "a flood of junk submissions from many addresses",
  (api) => {
    it("leaves a person's submission, sent right after 80 addresses × 10 junk ones, to arrive as usual", async () => {
      const junk = Array.from({ length: 80 }, (_, client) =>
        Array.from({ length: 10 }, (_, i) =>
          api().post("/api/neron/contact", neron(`junk-${client}-${i}@ejemplo.es`), {
            "X-Forwarded-For": `198.18.${client}.${i + 1}`,
          }),
        ),
      ).flat();
      const statuses = new Set((await Promise.all(junk)).map((response) => response.status));
      expect([...statuses]).toEqual([201]);

      const person = await api().submit("/api/neron/contact", neron("person@ejemplo.es"), {
        "X-Forwarded-For": "203.0.113.99",
      });
      expect(person.status).toBe(201);
      expect((await inboxRowsFor(api().database.db, "person@ejemplo.es")).map((row) => row.spam)).toEqual([false]);
    });
  },
  { TRUST_PROXY_HOPS: 1 },
);
