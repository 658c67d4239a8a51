import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { limitBody } from "./body-limit";

/** A body sent chunked (no Content-Length), as a client that streams it would. */
function chunked(text: string) {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 100) controller.enqueue(bytes.slice(at, at + 100));
      controller.close();
    },
  });
}

function post(app: Hono, body: BodyInit, headers: Record<string, string> = {}) {
  return app.request("/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("limitBody", () => {
  const app = new Hono().post("/", limitBody(1024), async (c) => c.text(await c.req.text()));

  it("passes a body up to the limit, announced or chunked", async () => {
    expect(await (await post(app, "x".repeat(1024))).text()).toBe("x".repeat(1024));
    expect(await (await post(app, chunked("y".repeat(1024)))).text()).toBe("y".repeat(1024));
  });

  it("answers 413 with the error JSON past the limit, announced or chunked", async () => {
    for (const body of ["x".repeat(1025), chunked("y".repeat(1025))]) {
      const response = await post(app, body);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: { code: "payload_too_large", message: "The request body is larger than 1 KB." },
      });
    }
  });

  it("lets an inner limit pass a body an outer one already read and checked", async () => {
    const nested = new Hono().post(
      "/",
      limitBody(1024),
      async (c, next) => {
        await c.req.arrayBuffer(); // a middleware peeking at the body
        return limitBody(1024)(c, next);
      },
      async (c) => c.text(await c.req.text()),
    );
    const response = await post(nested, chunked("z".repeat(80)));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("z".repeat(80));
  });
});
