import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Note } from "#app/sites/notebook/note-types.ts";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { appPoster, writeNote } from "#tests/support/note-writer.ts";
import { noteViews, noteViewSalts } from "../db/schema";
import { isCountedView, MAX_VISITORS_PER_ADDRESS, NoteViewCounter, noteViewCounter } from "./views";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

describeApi(
  "Note views",
  (api) => {
    async function newNote(): Promise<string> {
      const { slug } = await writeNote(appPoster(api()), { content: "A note to be read.", pace: "instant" });
      return slug;
    }

    const read = (slug: string, headers: Record<string, string> = {}, method = "GET") =>
      api().request(`/api/notes/${slug}`, { method, headers: { "User-Agent": PERSON, ...headers } });

    async function viewsAfterFlush(slug: string): Promise<number> {
      await noteViewCounter(api().database.db).flush();
      return ((await (await read(slug, { "User-Agent": "curl/8" })).json()) as Note).viewsCount;
    }

    it("counts 200 reads by one visitor as one view, written in one flush", async () => {
      const slug = await newNote();
      await Promise.all(Array.from({ length: 200 }, () => read(slug)));
      expect(await viewsAfterFlush(slug)).toBe(1);
      // The same visitor later that day: still one.
      await read(slug);
      expect(await viewsAfterFlush(slug)).toBe(1);
    });

    it("counts at most 3 visitors per address per note a day, however many user agents it makes up (review of #14, finding 3)", async () => {
      const slug = await newNote();
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          read(slug, { "User-Agent": `${PERSON} Build/${i}`, "X-Forwarded-For": "203.0.113.9" }),
        ),
      );
      expect(await viewsAfterFlush(slug)).toBe(MAX_VISITORS_PER_ADDRESS);
      // Across flushes too: the stored ones count against the cap.
      await read(slug, { "User-Agent": `${PERSON} Build/later`, "X-Forwarded-For": "203.0.113.9" });
      expect(await viewsAfterFlush(slug)).toBe(MAX_VISITORS_PER_ADDRESS);
      expect(
        await api()
          .database.db.select()
          .from(noteViews)
          .where(sql`${noteViews.slug} = ${slug}`),
      ).toHaveLength(MAX_VISITORS_PER_ADDRESS);
      // Another address is other visitors.
      await read(slug, { "X-Forwarded-For": "198.51.100.4" });
      expect(await viewsAfterFlush(slug)).toBe(MAX_VISITORS_PER_ADDRESS + 1);
    });

    it("counts two visitors as two", async () => {
      const slug = await newNote();
      await read(slug);
      await read(slug, { "User-Agent": `${PERSON} Edg/140.0` });
      expect(await viewsAfterFlush(slug)).toBe(2);
    });

    it("counts no view for HEAD, prefetches, bots or the typing log", async () => {
      const slug = await newNote();
      expect((await read(slug, {}, "HEAD")).status).toBe(200);
      await read(slug, { "Sec-Purpose": "prefetch" });
      await read(slug, { Purpose: "prefetch" });
      for (const bot of [
        "Googlebot/2.1",
        "facebookexternalhit/1.1",
        "WhatsApp/2.23",
        "Slackbot-LinkExpanding 1.0",
        "python-requests/2.31",
        "Go-http-client/1.1",
        "Wget/1.21",
      ]) {
        await read(slug, { "User-Agent": bot });
      }
      await api().request(`/api/notes/${slug}/log`, { headers: { "User-Agent": PERSON } });
      expect(await viewsAfterFlush(slug)).toBe(0);
    });

    it("stores a keyed hash per visitor and a salt per day, never the address or the user agent, and forgets past days", async () => {
      const db = api().database.db;
      await db.insert(noteViewSalts).values({ day: "2000-01-01", salt: "old" });
      await db.insert(noteViews).values({ slug: "AAAAAAAAAAAAAAAA", day: "2000-01-01", visitor: "old" });
      const counter = new NoteViewCounter(db);
      const slug = await newNote();
      counter.count(slug, {
        method: "GET",
        url: `http://localhost/notebook/${slug}`,
        headers: new Headers({ "User-Agent": "Visitor-Agent/1.0" }),
        clientIp: "198.51.100.23",
      });
      await counter.flush();
      const rows = await db
        .select()
        .from(noteViews)
        .where(sql`${noteViews.slug} = ${slug}`);
      expect(rows).toHaveLength(1);
      // The address's key, then the visitor's: both keyed hashes.
      expect(rows[0]!.visitor).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(await db.select().from(noteViews))).not.toMatch(/198\.51|Visitor-Agent/);
      const days = (await db.select({ day: noteViewSalts.day }).from(noteViewSalts)).map((row) => row.day);
      expect(days).toEqual([new Date().toISOString().slice(0, 10)]);
      expect(
        await db
          .select()
          .from(noteViews)
          .where(sql`${noteViews.day} = '2000-01-01'`),
      ).toHaveLength(0);
    });
  },
  { ...UNLIMITED, TRUST_PROXY_HOPS: 1 },
);

it("tells a person's view from HEAD, prefetch, .data, /log and bots", () => {
  const visit = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    isCountedView({ method, url, headers: new Headers({ "User-Agent": PERSON, ...headers }) });
  expect(visit("http://localhost/notebook/AAAAAAAAAAAAAAAA")).toBe(true);
  expect(visit("http://localhost/notebook/AAAAAAAAAAAAAAAA", {}, "HEAD")).toBe(false);
  expect(visit("http://localhost/notebook/AAAAAAAAAAAAAAAA.data")).toBe(false);
  expect(visit("http://localhost/notebook/AAAAAAAAAAAAAAAA.data?_routes=routes%2Fnote")).toBe(false);
  expect(visit("http://localhost/api/notes/AAAAAAAAAAAAAAAA/log")).toBe(false);
  expect(visit("http://localhost/notebook/AAAAAAAAAAAAAAAA", { "Sec-Purpose": "prefetch;prerender" })).toBe(false);
  expect(
    visit("http://localhost/notebook/AAAAAAAAAAAAAAAA", { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" }),
  ).toBe(false);
  expect(visit("http://localhost/notebook/AAAAAAAAAAAAAAAA", { "User-Agent": "TelegramBot (like TwitterBot)" })).toBe(
    false,
  );
});
