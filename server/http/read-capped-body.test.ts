import { describe, expect, it } from "vitest";
import { readCappedBody } from "./read-capped-body";

const chunks = (...sizes: number[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [index, size] of sizes.entries()) controller.enqueue(new Uint8Array(size).fill(index + 1));
      controller.close();
    },
  });

describe("readCappedBody", () => {
  it("joins the chunks of a body up to the mark", async () => {
    const body = await readCappedBody(new Response(chunks(2, 3)), 5);
    expect(body).toEqual(new Uint8Array([1, 1, 2, 2, 2]));
  });

  it("answers an empty body for none", async () => {
    expect(await readCappedBody(new Response(null), 5)).toEqual(new Uint8Array());
  });

  it("refuses a declared Content-Length over the mark before reading a byte", async () => {
    let pulled = false;
    // highWaterMark 0: the stream is pulled only when read.
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const response = new Response(body, { headers: { "content-length": "6" } });
    expect(await readCappedBody(response, 5)).toBeNull();
    expect(pulled).toBe(false);
  });

  it("stops reading, and cancels the rest, once a streamed body passes the mark", async () => {
    let cancelled = false;
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(new Uint8Array(4));
      },
      cancel() {
        cancelled = true;
      },
    });
    expect(await readCappedBody(new Response(endless), 10)).toBeNull();
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThan(10);
  });
});
