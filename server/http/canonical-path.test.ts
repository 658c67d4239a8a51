import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { canonicalPath, canonicalPathname } from "./canonical-path";

const app = new Hono().use(canonicalPath()).get("*", (c) => c.text("page"));

/** What a redirect's Location resolves to, as a browser on https://site.example would follow it. */
async function followedTo(path: string): Promise<{ status: number; url: string }> {
  const response = await app.request(`http://site.example${path}`);
  const location = response.headers.get("Location");
  return { status: response.status, url: location ? new URL(location, "https://site.example/start").href : "" };
}

describe("canonicalPath", () => {
  it("sends a page's other spellings to its one URL, keeping the query", async () => {
    expect(await followedTo("/felimar/")).toEqual({ status: 301, url: "https://site.example/felimar" });
    expect(await followedTo("/felimar//?a=1")).toEqual({ status: 301, url: "https://site.example/felimar?a=1" });
    expect(await followedTo("/writtenbyhuman//note")).toEqual({
      status: 301,
      url: "https://site.example/writtenbyhuman/note",
    });
    expect((await app.request("http://site.example/felimar")).status).toBe(200);
    expect((await app.request("http://site.example/")).status).toBe(200);
  });

  // The open-redirect corpus: every trick that once made, or could make, a Location leave the site.
  const tricks = [
    "//evil.example/",
    "///evil.example/",
    "////evil.example//",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/%2F%2Fevil.example/",
    "/%5C%5Cevil.example/",
    "//evil.example/%2F..",
    "//evil.example?x=//other.example/",
    "//",
    "///",
  ];
  it.each(tricks)("keeps %s on the site", async (path) => {
    const { status, url } = await followedTo(path);
    if (status === 301) expect(new URL(url).origin).toBe("https://site.example");
    else expect(status).toBe(200);
  });

  it("never produces a Location a browser reads as another host", () => {
    for (const path of tricks.map((trick) => new URL(`http://site.example${trick}`).pathname)) {
      expect(canonicalPathname(path)).toMatch(/^\/(?![/\\])/);
    }
  });
});
