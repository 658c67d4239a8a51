import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadPhoto, type UploadProgress } from "./content-upload";
import { adminMessages } from "./messages/index";

const words = adminMessages("en").content.photo;

/** Answers each send with the next of `answers`, as the server would. */
function fakeXhr(answers: Array<{ status: number; body: unknown; retryAfter?: string }>) {
  const sent: unknown[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress?: unknown; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    private retryAfter: string | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return name === "Retry-After" ? this.retryAfter : null;
    }
    send(body: unknown) {
      sent.push(body);
      const answer = answers.shift()!;
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.retryAfter = answer.retryAfter ?? null;
      queueMicrotask(() => {
        this.upload.onload?.();
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

const busy = {
  status: 503,
  body: { error: { code: "busy", message: "Several photos are being processed; try again in a few seconds." } },
  retryAfter: "5",
};
const stored = { status: 201, body: { id: "a", width: 10, height: 10, previewUrl: "/media/x.webp" } };
const file = new File([new Uint8Array([1, 2, 3])], "terras.jpg", { type: "image/jpeg" });

describe("uploadPhoto", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("sends the photo again after Retry-After while the server is busy, and resolves with the stored photo", async () => {
    vi.useFakeTimers();
    const sent = fakeXhr([busy, busy, stored]);
    const phases: UploadProgress[] = [];
    const upload = uploadPhoto("felimar", file, (progress) => phases.push(progress), words);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_001);
    await expect(upload).resolves.toMatchObject({ id: "a" });
    expect(sent).toHaveLength(3);
    expect(phases.at(-1)).toEqual({ phase: "processing" });
  });

  it("gives up with the server's message after three retries", async () => {
    vi.useFakeTimers();
    fakeXhr([busy, busy, busy, busy]);
    const upload = uploadPhoto("felimar", file, () => {}, words);
    const outcome = expect(upload).rejects.toMatchObject({ message: busy.body.error.message, status: 503 });
    await vi.advanceTimersByTimeAsync(20_000);
    await outcome;
  });

  it("does not retry a refusal", async () => {
    const sent = fakeXhr([
      { status: 400, body: { error: { code: "image_refused", message: "This file is not a photo." } } },
    ]);
    await expect(uploadPhoto("felimar", file, () => {}, words)).rejects.toMatchObject({
      message: "This file is not a photo.",
      status: 400,
    });
    expect(sent).toHaveLength(1);
  });
});
