import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/database";
import { rateLimitSubject, widerPrefixes } from "./client-ip";
import { rateLimit, withinCap } from "./rate-limit";
import { MAX_BACK_OFF_SECONDS } from "./rate-limit-store";

const WINDOW = 60;

// Every case gets a database handle of its own, hence a store of its own (rateLimitStoreOf);
// a handle whose statements fail, so decisions come from memory alone, as while the database
// is unreachable. The fake clock stops the store's sync timer: nothing here syncs.
const unreachable = () => ({ execute: () => Promise.reject(new Error("no database here")) }) as unknown as Db;

let windowStart: number;
beforeEach(() => {
  vi.useFakeTimers();
  windowStart = Math.floor(Date.now() / 1000 / WINDOW) * WINDOW;
  at(0, 1);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Sets the clock to `second` seconds into the `window`-th window from the first. */
function at(window: number, second: number) {
  vi.setSystemTime((windowStart + window * WINDOW + second) * 1000);
}

function limitedApp(perClient: number, db = unreachable()) {
  const app = new Hono().post(
    "/x",
    rateLimit(db, {
      name: "test",
      perClient,
      clientKey: (c) => rateLimitSubject(c.req.header("x-client") ?? ""),
      widerOf: widerPrefixes,
      message: "Demasiadas solicitudes.",
    }),
    (c) => c.json({ ok: true }),
  );
  return async (client: string) => {
    const response = await app.request("/x", { method: "POST", headers: { "x-client": client } });
    return { status: response.status, retryAfter: Number(response.headers.get("Retry-After")), response };
  };
}

async function statuses(send: ReturnType<typeof limitedApp>, clients: string[]) {
  const answers = [];
  for (const client of clients) answers.push((await send(client)).status);
  return answers;
}

describe("rateLimit", () => {
  it("answers 429 with Retry-After until the window's end and the message given, in the page's language", async () => {
    const send = limitedApp(2);
    expect(await statuses(send, ["203.0.113.1", "203.0.113.1"])).toEqual([200, 200]);
    const refused = await send("203.0.113.1");
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(WINDOW - 1);
    expect(await refused.response.json()).toEqual({
      error: { code: "rate_limited", message: "Demasiadas solicitudes." },
    });
    expect((await send("203.0.113.2")).status).toBe(200);
  });

  it("doubles the wait for each consecutive window a client is refused in, up to the cap, and forgets it after a quiet window", async () => {
    const send = limitedApp(2);
    const client = "198.51.100.66";
    const flood = async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(client)));
      return answers.find((answer) => answer.status === 429)!.retryAfter;
    };
    let window = 0;
    const waits: number[] = [];
    for (let strike = 0; strike < 7; strike++) {
      at(window, 1);
      waits.push(await flood());
      // Asked again within the wait: still refused, told the same end, and the wait does not grow.
      expect((await send(client)).retryAfter).toBe(waits.at(-1));
      // The next try comes right as the wait ends.
      window += (waits.at(-1)! + 1) / WINDOW;
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15, 15].map((windows) => windows * WINDOW - 1));
    expect(MAX_BACK_OFF_SECONDS).toBe(15 * WINDOW);

    // A window within the limit, then a refusal: one window again.
    at(window, 1);
    expect(await statuses(send, [client, client])).toEqual([200, 200]);
    at(window + 1, 1);
    expect(await flood()).toBe(WINDOW - 1);
  });

  it("never holds one client's refusals against another", async () => {
    const send = limitedApp(2);
    for (let window = 0; window < 4; window++) {
      at(window, 1);
      await Promise.all(Array.from({ length: 50 }, () => send("198.51.100.66")));
      expect(await statuses(send, ["203.0.113.5", "203.0.113.5"])).toEqual([200, 200]);
    }
  });

  it("holds an IPv6 attacker spread over the 256 /64s of its /56 to 4 times one /64's allowance, and nobody else", async () => {
    const send = limitedApp(2);
    const attacker = Array.from({ length: 256 }, (_, i) => `2001:db8:aa:${(0x1200 + i).toString(16)}::${i + 1}`);
    const answers = await Promise.all(attacker.map(send));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4 * 2);
    expect(new Set(answers.filter((answer) => answer.status === 429).map((answer) => answer.retryAfter))).toEqual(
      new Set([WINDOW - 1]),
    );
    // A fresh /64 of that /56 is the attacker's too.
    expect((await send("2001:db8:aa:12ff::9")).status).toBe(429);
    // Another /56 of the same /48 still has its own allowance (its /48 allows 16 × 2),
    // and so does everyone outside it.
    expect(await statuses(send, ["2001:db8:aa:1300::1", "2001:db8:aa:1300::2"])).toEqual([200, 200]);
    expect(await statuses(send, ["2001:db8:bb:1200::1", "203.0.113.7", "::ffff:203.0.113.8"])).toEqual([200, 200, 200]);
  });

  it("holds an attacker spread over the /56s of its /48 to 16 times one /64's allowance", async () => {
    const send = limitedApp(2);
    const attacker = Array.from({ length: 256 }, (_, i) => `2001:db8:cc:${(i << 8).toString(16)}::1`);
    const answers = await Promise.all(attacker.map(send));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(16 * 2);
    expect((await send("2001:db8:cd::1")).status).toBe(200);
  });

  it("backs off a prefix that keeps hitting its limit as a whole", async () => {
    const send = limitedApp(1);
    const slash56 = (i: number) => `2001:db8:dd:${(0x4400 + i).toString(16)}::1`;
    await Promise.all(Array.from({ length: 10 }, (_, i) => send(slash56(i))));
    at(1, 1);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(slash56(i + 10))));
    expect(Math.max(...answers.map((answer) => answer.retryAfter))).toBe(2 * WINDOW - 1);
    at(2, 1);
    expect((await send(slash56(99))).status).toBe(429);
  });
});

describe("withinCap", () => {
  it("allows `max` per window and key, then says no without refusing anything, and again in the next window", () => {
    const db = unreachable();
    const cap = (key: string) => withinCap(db, { name: "links", key, max: 5, windowSeconds: 3600 });
    vi.setSystemTime(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1000);
    expect(Array.from({ length: 7 }, () => cap("owner@example.com"))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(cap("other@example.com")).toBe(true);
    vi.setSystemTime(Date.now() + 3_600_000);
    expect(cap("owner@example.com")).toBe(true);
  });
});
