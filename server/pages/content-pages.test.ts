import { describe, expect, it, vi } from "vitest";
import { contentPageCache, type CachedRender, type RenderedHtml } from "./content-pages";

function setup({ now }: { now?: () => number } = {}) {
  let stored = 1;
  let notify = () => {};
  let renders = 0;
  let databaseDown = false;
  const cache = contentPageCache({
    readVersion: async () => {
      if (databaseDown) throw new Error("connection refused");
      return stored;
    },
    listen: (_channel, onNotify) => {
      notify = onNotify;
      return async () => {};
    },
    now,
  });
  const render = async (status = 200): Promise<RenderedHtml> => {
    renders += 1;
    return {
      status,
      html: `<p>version ${stored}, render ${renders}</p>`,
      headers: { "content-type": "text/html" },
      cacheable: status !== 503,
    };
  };
  const html = (result: CachedRender) =>
    "page" in result ? Buffer.from(result.page.bodies.identity).toString() : result.uncacheable.html;
  return {
    cache,
    render,
    html,
    renders: () => renders,
    change() {
      stored += 1;
      notify();
    },
    setDatabaseDown(down: boolean) {
      databaseDown = down;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("contentPageCache", () => {
  it("renders a page once for many requests, even when they arrive together", async () => {
    const { cache, render, renders } = setup();
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get("/felimar", () => render())));
    await cache.get("/felimar", () => render());
    expect(renders()).toBe(1);
    expect(new Set(results.map((result) => ("page" in result ? result.page.etags.br : "")))).toHaveLength(1);
  });

  it("renders again once a content change is notified, and only then", async () => {
    const { cache, render, html, change } = setup();
    expect(html(await cache.get("/felimar", () => render()))).toContain("version 1");
    change();
    await settle();
    expect(html(await cache.get("/felimar", () => render()))).toContain("version 2, render 2");
    expect(html(await cache.get("/felimar", () => render()))).toContain("version 2, render 2");
  });

  it("keeps each page apart", async () => {
    const { cache, render, renders } = setup();
    await cache.get("/felimar", () => render());
    await cache.get("route:not-found", () => render(404));
    await cache.get("route:not-found", () => render(404));
    expect(renders()).toBe(2);
  });

  it("does not cache a render that failed to read the content (503): the next request renders again", async () => {
    const { cache, render, renders } = setup();
    const first = await cache.get("/felimar", () => render(503));
    expect("uncacheable" in first && first.uncacheable.status).toBe(503);
    await cache.get("/felimar", () => render());
    await cache.get("/felimar", () => render());
    expect(renders()).toBe(2);
  });

  it("keeps serving the last good render while the database is away", async () => {
    const { cache, render, html, change, setDatabaseDown } = setup();
    await cache.get("/felimar", () => render());
    setDatabaseDown(true);
    change();
    await settle();
    expect(html(await cache.get("/felimar", () => render(503)))).toContain("version 1, render 1");
  });

  it("caches nothing when it never could read a version", async () => {
    const { cache, render, renders, setDatabaseDown } = setup();
    setDatabaseDown(true);
    await cache.get("/felimar", () => render(503));
    await cache.get("/felimar", () => render(503));
    expect(renders()).toBe(2);
  });
});

describe("contentPageCache after a failed read", () => {
  it("reads the version again within a second, without waiting for another notification", async () => {
    vi.useFakeTimers();
    try {
      const { cache, render, html, change, setDatabaseDown } = setup();
      await cache.get("/felimar", () => render());
      setDatabaseDown(true);
      change();
      await vi.advanceTimersByTimeAsync(10);
      setDatabaseDown(false);
      expect(html(await cache.get("/felimar", () => render()))).toContain("version 1, render 1");
      await vi.advanceTimersByTimeAsync(1_100);
      expect(html(await cache.get("/felimar", () => render()))).toContain("version 2");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("contentPageCache over time", () => {
  function clockAt(iso: string) {
    let time = Date.parse(iso);
    return {
      now: () => time,
      set(next: string) {
        time = Date.parse(next);
      },
    };
  }

  it("renders again when the UTC day changes, even a minute after the last render (past events leave the community's page)", async () => {
    const clock = clockAt("2026-12-01T23:59:30Z");
    const { cache, render, html } = setup({ now: clock.now });
    expect(html(await cache.get("route:home", () => render()))).toContain("render 1");
    clock.set("2026-12-01T23:59:59Z");
    expect(html(await cache.get("route:home", () => render()))).toContain("render 1");
    clock.set("2026-12-02T00:00:10Z");
    expect(html(await cache.get("route:home", () => render()))).toContain("render 2");
    expect(html(await cache.get("route:home", () => render()))).toContain("render 2");
  });

  it("keeps a render within the day for up to an hour, then renders again", async () => {
    const clock = clockAt("2026-12-02T08:00:00Z");
    const { cache, render, renders } = setup({ now: clock.now });
    await cache.get("route:home", () => render());
    clock.set("2026-12-02T08:59:00Z");
    await cache.get("route:home", () => render());
    expect(renders()).toBe(1);
    clock.set("2026-12-02T09:00:01Z");
    await cache.get("route:home", () => render());
    expect(renders()).toBe(2);
  });
});
