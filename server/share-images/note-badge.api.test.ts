import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { appPoster, writeNote } from "#tests/support/note-writer.ts";
import { notes } from "../db/schema";
import { readNote } from "../notes/read-note";
import { escapeXml } from "./note-badge-svg";

const SECRET_WORDS = "Quokka saffron lighthouse 4412";

/** Nothing in a badge may run, load or link: no script, no handler, no reference but the SVG namespace. */
function expectInert(svg: string) {
  expect(svg).not.toMatch(/<script|<style|<foreignObject|<a[\s>]|<image|<use|href|\son[a-z]+=|url\(|javascript:/i);
  expect(svg.match(/https?:\/\/[^"]*/g)).toEqual(["http://www.w3.org/2000/svg"]);
}

describeApi("Note badges", (api) => {
  const post = () => appPoster({ request: (path, init) => api().request(path, init) });
  const badge = (name: string, headers: Record<string, string> = {}) =>
    api().request(`/writtenbyhuman/badge/${name}`, { headers });

  async function signed(slug: string) {
    const read = await readNote(api().database.db, slug);
    if (read.status !== "ok") throw new Error("the note was not stored");
    return JSON.parse(read.note.proof.payload) as { humanScore: number; createdAt: string };
  }

  it("shows a valid note's signed score, date and 'verified', as an inert SVG any site may embed, cached an hour", async () => {
    const { slug } = await writeNote(post(), { content: "A public note for its badge.", pace: "instant" });
    const response = await badge(`${slug}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const svg = await response.text();
    const { humanScore, createdAt } = await signed(slug);
    expect(svg).toContain(`verified · ${humanScore}/100 · ${createdAt.slice(0, 10)}`);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*role="img" aria-label="Human Notebook: verified/,
    );
    expectInert(svg);
  });

  it("answers 304 to the ETag it gave, keeping its caching and embedding rules", async () => {
    const { slug } = await writeNote(post(), { content: "A note whose badge is cached.", pace: "instant" });
    const first = await badge(`${slug}.svg`);
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^W\/"[^"]+"$/);
    const again = await badge(`${slug}.svg`, { "If-None-Match": tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(again.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect((await badge(`${slug}.svg`, { "If-None-Match": 'W/"other"' })).status).toBe(200);
  });

  it("says 'signature checked' for a private note, as its page does, and nothing of its words", async () => {
    const { slug } = await writeNote(post(), {
      content: SECRET_WORDS,
      pace: "instant",
      passphrase: "correct horse battery",
      passphraseHint: "the usual one",
    });
    const svg = await (await badge(`${slug}.svg`)).text();
    expect(svg).toContain(`signature checked · ${(await signed(slug)).humanScore}/100`);
    for (const word of [...SECRET_WORDS.split(" "), "usual", slug]) expect(svg).not.toContain(word);
  });

  it("never says 'verified' for a proof that does not hold: a note whose stored text was changed", async () => {
    const { slug } = await writeNote(post(), { content: "The words that were signed.", pace: "instant" });
    await api().database.db.update(notes).set({ content: "Other words." }).where(eq(notes.slug, slug));
    const response = await badge(`${slug}.svg`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain("not verified");
    expect(svg).not.toMatch(/[^t] verified|\/100/);
  });

  it("says 'withdrawn' once the note is taken down, under a new ETag, with nothing of the note", async () => {
    const { slug } = await writeNote(post(), { content: "A note that will be withdrawn.", pace: "instant" });
    const before = await badge(`${slug}.svg`);
    await api()
      .database.db.update(notes)
      .set({ takenDownAt: sql`now()` })
      .where(eq(notes.slug, slug));
    const after = await badge(`${slug}.svg`, { "If-None-Match": before.headers.get("etag")! });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    const svg = await after.text();
    expect(svg).toContain("withdrawn");
    expect(svg).not.toMatch(/\/100|verified|\d{4}-\d\d-\d\d/);
  });

  it("answers 404 with a 'not found' badge, kept by nobody, for an unknown slug or a name that is not one", async () => {
    for (const name of ["AAAAAAAAAAAAAAAA.svg", "AAAAAAAAAAAAAAAA", "AAAAAAAAAAAAAAAA.png", "short.svg"]) {
      const response = await badge(name);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("content-type"), name).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers.get("cache-control"), name).toBe("no-store");
      expect(await response.text(), name).toContain("not found");
    }
  });

  it("never writes a hostile name into the badge", async () => {
    const hostile = `<script>alert(1)</script>"onload="alert(2)&.svg`;
    const response = await badge(encodeURIComponent(hostile));
    expect(response.status).toBe(404);
    const svg = await response.text();
    expect(svg).not.toContain("alert");
    expectInert(svg);
    expect(escapeXml(`<a href="x" onload='y'>&amp;`)).toBe(
      "&lt;a href=&quot;x&quot; onload=&apos;y&apos;&gt;&amp;amp;",
    );
  });

  it("answers 405 to another method than GET or HEAD", async () => {
    const response = await api().request("/writtenbyhuman/badge/AAAAAAAAAAAAAAAA.svg", { method: "POST" });
    expect(response.status).toBe(405);
    expect((await api().request("/writtenbyhuman/badge/AAAAAAAAAAAAAAAA.svg", { method: "HEAD" })).status).toBe(404);
  });
});
