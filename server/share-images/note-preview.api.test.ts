import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { appPoster, writeNote } from "#tests/support/note-writer.ts";
import { notes } from "../db/schema";
import { readNote } from "../notes/read-note";
import { previewFacts, renderNotePreview } from "./note-preview";
import { notePreviewSvg } from "./note-preview-svg";

const SECRET_WORDS = "Zebrafinch marmalade quorum 7731";

describeApi("Note share previews", (api) => {
  const post = () => appPoster({ request: (path, init) => api().request(path, init) });
  const preview = (slug: string) => api().request(`/writtenbyhuman/note/${slug}/preview.png`);

  it("answers a public note's 1200×630 PNG with its score, cached publicly", async () => {
    const { slug } = await writeNote(post(), { content: "A public note for its preview.", pace: "instant" });
    const response = await preview(slug);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const png = Buffer.from(await response.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });

    const read = await readNote(api().database.db, slug);
    if (read.status !== "ok") throw new Error("the note was not stored");
    const payload = JSON.parse(read.note.proof.payload) as { humanScore: number; isHuman: boolean };
    expect(previewFacts(read.note)).toEqual({ score: payload.humanScore, human: payload.isHuman, isPrivate: false });
  });

  it("draws a private note from its score alone: the words it holds reach neither the drawing nor the PNG", async () => {
    const { slug } = await writeNote(post(), {
      content: SECRET_WORDS,
      pace: "instant",
      passphrase: "correct horse battery",
    });
    const read = await readNote(api().database.db, slug);
    if (read.status !== "ok") throw new Error("the note was not stored");
    const facts = previewFacts(read.note);
    expect(facts.isPrivate).toBe(true);
    expect(Object.keys(facts).sort()).toEqual(["human", "isPrivate", "score"]);
    const svg = notePreviewSvg(facts);
    for (const word of SECRET_WORDS.split(" ")) expect(svg).not.toContain(word);
    // The route sends exactly the drawing of these facts (sharp renders the same SVG to the same bytes).
    const response = await preview(slug);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(await renderNotePreview(facts))).toBe(true);
  });

  it("answers 410 for a note taken down and 404 for one that never was", async () => {
    const { slug } = await writeNote(post(), { content: "A note that will be taken down.", pace: "instant" });
    expect((await preview(slug)).status).toBe(200);
    await api()
      .database.db.update(notes)
      .set({ takenDownAt: sql`now()` })
      .where(eq(notes.slug, slug));
    const gone = await preview(slug);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ error: { code: "gone" } });
    const unknown = await preview("AAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("answers 405 to another method than GET or HEAD", async () => {
    const response = await api().request("/writtenbyhuman/note/AAAAAAAAAAAAAAAA/preview.png", { method: "POST" });
    expect(response.status).toBe(405);
  });
});
