import { eq } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { StoredImage } from "#app/admin/api-types.ts";
import { createSignedInAdmin, TEST_ORIGIN, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { auditLog, storedImageFiles, storedImages } from "../../db/schema";
import { resetRateLimits } from "../../http/rate-limit";
import { REFUSALS } from "../../images/image-refused";
import { imageWorkers } from "../../images/image-workers";
import { loadPictures, loadStoredImages } from "../../images/load-pictures";
import {
  hasGpsPointer,
  heicPhoto,
  jpegWithGps,
  photoJpeg,
  pngBomb,
  polyglotJpeg,
  SCRIPT_PAYLOAD,
  smallPng,
  SVG_WITH_SCRIPT,
} from "../../images/test-images";
import { processImage } from "../../images/process-image";
import { MAX_UPLOAD_BYTES, MAX_UPLOADS_IN_PROGRESS } from "./images";

/** CPU time a process has used (utime + stime of /proc/<pid>/stat), in ticks. */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

describeApi("the photo upload API and /media", (api) => {
  let felimarOwner: TestAdmin;
  let neronOwner: TestAdmin;
  let operator: TestAdmin;
  let gpsJpeg: Buffer;

  const upload = (
    admin: TestAdmin | null,
    site: string,
    body: Uint8Array | string,
    contentType = "image/jpeg",
    extra: Record<string, string> = {},
  ) =>
    api().request(`/api/admin/images/${site}`, {
      method: "POST",
      headers: { ...(admin ? admin.headers : { Origin: TEST_ORIGIN }), "Content-Type": contentType, ...extra },
      body: typeof body === "string" ? body : new Uint8Array(body),
    });
  const uploaded = async (admin: TestAdmin, site: string, body: Buffer, contentType?: string): Promise<StoredImage> => {
    const response = await upload(admin, site, body, contentType);
    expect(response.status, await response.clone().text()).toBe(201);
    return response.json();
  };
  const refusedWith = async (response: Response, status: number, code: string): Promise<string> => {
    expect(response.status).toBe(status);
    const { error } = await response.json();
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/^[A-Z].+\.$/);
    return error.message;
  };
  const storedCount = async () => (await api().database.db.select().from(storedImages)).length;

  beforeAll(async () => {
    const db = api().database.db;
    // Owners who chose English: the refusals below are the catalogue's English (error-language.api.test.ts covers the others).
    felimarOwner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"], language: "en" });
    neronOwner = await createSignedInAdmin(db, { role: "owner", sites: ["neron"], language: "en" });
    operator = await createSignedInAdmin(db, { role: "operator" });
    gpsJpeg = await jpegWithGps();
  });
  beforeEach(async () => {
    await api().database.db.delete(storedImages);
    // This file uploads more than a minute's allowance of photos.
    await resetRateLimits(api().database.db);
  });

  it("stores a phone photo without its GPS position and audits the upload without a file name", async () => {
    expect(hasGpsPointer((await sharp(gpsJpeg).metadata()).exif)).toBe(true);
    const image = await uploaded(felimarOwner, "felimar", gpsJpeg);
    expect(image).toEqual({
      id: expect.any(String),
      width: 800,
      height: 600,
      previewUrl: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{43}\.webp$/),
    });

    const files = await api().database.db.select().from(storedImageFiles).where(eq(storedImageFiles.imageId, image.id));
    expect(files.map((file) => `${file.format} ${file.width}`).sort()).toEqual([
      "avif 320",
      "avif 640",
      "webp 320",
      "webp 640",
    ]);
    for (const file of files) {
      const metadata = await sharp(file.bytes).metadata();
      expect([metadata.exif, metadata.xmp, metadata.icc]).toEqual([undefined, undefined, undefined]);
    }
    const [audit] = await api().database.db.select().from(auditLog).where(eq(auditLog.action, "image.uploaded"));
    expect(audit).toMatchObject({ userId: felimarOwner.userId, details: { site: "felimar", imageId: image.id } });
  });

  it("returns the stored image when the same file is uploaded again, storing nothing new", async () => {
    const first = await uploaded(felimarOwner, "felimar", gpsJpeg);
    const filesBefore = (await api().database.db.select({ name: storedImageFiles.name }).from(storedImageFiles)).length;
    expect(await uploaded(felimarOwner, "felimar", gpsJpeg)).toEqual(first);
    expect(await storedCount()).toBe(1);
    expect((await api().database.db.select({ name: storedImageFiles.name }).from(storedImageFiles)).length).toBe(
      filesBefore,
    );
  });

  it("lets an operator upload the same photo to a second site, which then has a picture of its own id", async () => {
    const felimar = await uploaded(felimarOwner, "felimar", gpsJpeg);
    const neron = await uploaded(operator, "neron", gpsJpeg);
    expect(neron.id).not.toBe(felimar.id);
    expect(neron.previewUrl).toBe(felimar.previewUrl);
    const pictures = await loadPictures(api().database.db, [felimar.id, neron.id, crypto.randomUUID(), "not-a-uuid"]);
    expect(Object.keys(pictures).sort()).toEqual([felimar.id, neron.id].sort());
    expect(pictures[neron.id]).toEqual(pictures[felimar.id]);
  });

  it("reads a PNG sent as image/jpeg from its bytes", async () => {
    const png = await smallPng(700, 500);
    const response = await api().request("/api/admin/images/felimar", {
      method: "POST",
      headers: {
        ...felimarOwner.headers,
        "Content-Type": "image/jpeg",
        "Content-Disposition": 'attachment; filename="holiday.jpg"',
      },
      body: new Uint8Array(png),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 700, height: 500 });
  });

  it("stores an iPhone's HEIC photo, decoded in the image worker", async () => {
    expect(await uploaded(felimarOwner, "felimar", heicPhoto(), "image/heic")).toMatchObject({ width: 64, height: 48 });
  });

  it("keeps none of a polyglot's HTML in what it serves", async () => {
    const image = await uploaded(felimarOwner, "felimar", await polyglotJpeg());
    const files = await api().database.db.select().from(storedImageFiles).where(eq(storedImageFiles.imageId, image.id));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(Buffer.from(file.bytes).includes(SCRIPT_PAYLOAD.slice(0, 7))).toBe(false);
  });

  it("refuses an SVG with a script, a text file and a 20,000 × 20,000 PNG with image_refused, storing nothing", async () => {
    expect(await refusedWith(await upload(felimarOwner, "felimar", SVG_WITH_SCRIPT), 400, "image_refused")).toBe(
      REFUSALS.svg,
    );
    expect(
      await refusedWith(
        await upload(felimarOwner, "felimar", "Just some words, not a photo.", "image/png"),
        400,
        "image_refused",
      ),
    ).toBe(REFUSALS.notAnImage);
    const started = performance.now();
    expect(await refusedWith(await upload(felimarOwner, "felimar", pngBomb(), "image/png"), 400, "image_refused")).toBe(
      REFUSALS.tooManyPixels,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await storedCount()).toBe(0);
  });

  it(
    "answers image_refused for the upload whose image worker dies, storing nothing, and stores the next",
    { timeout: 60_000 },
    async () => {
      await uploaded(felimarOwner, "felimar", gpsJpeg);
      await api().database.db.delete(storedImages);
      const [worker] = imageWorkers.pids();
      expect(worker).toBeDefined();
      const idleTicks = cpuTicks(worker!);
      const dying = upload(felimarOwner, "felimar", await photoJpeg(4000, 3000));
      // Killed once it is busy with the 12 MP photo (over a second of work), as on a decoder's crash.
      while (cpuTicks(worker!) < idleTicks + 5) await sleep(10);
      process.kill(worker!, "SIGKILL");
      expect(await refusedWith(await dying, 400, "image_refused")).toBe(REFUSALS.crashed);
      expect(await storedCount()).toBe(0);

      expect(await uploaded(felimarOwner, "felimar", gpsJpeg)).toMatchObject({ width: 800, height: 600 });
      expect(imageWorkers.pids()).not.toContain(worker);
    },
  );

  it("refuses a body over 15 MB with 413, by its Content-Length or while it streams", async () => {
    const big = Buffer.concat([gpsJpeg, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    await refusedWith(await upload(felimarOwner, "felimar", big), 413, "payload_too_large");
    // No Content-Length: a stream that would go on for ever is cut off past the mark.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const response = await api().request("/api/admin/images/felimar", {
      method: "POST",
      headers: { ...felimarOwner.headers, "Content-Type": "image/jpeg" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    await refusedWith(response, 413, "payload_too_large");
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES + 4 * 1024 * 1024);
    expect(await storedCount()).toBe(0);
  });

  it("refuses a form post or JSON with 415 before reading it", async () => {
    await refusedWith(
      await upload(felimarOwner, "felimar", gpsJpeg, "multipart/form-data; boundary=x"),
      415,
      "unsupported_media_type",
    );
    await refusedWith(await upload(felimarOwner, "felimar", "{}", "application/json"), 415, "unsupported_media_type");
    await refusedWith(await upload(felimarOwner, "felimar", gpsJpeg, "text/plain"), 415, "unsupported_media_type");
  });

  it("answers 404 for another site's owner or an unknown site, 401 signed out, 403 from another origin", async () => {
    await refusedWith(await upload(neronOwner, "felimar", gpsJpeg), 404, "not_found");
    await refusedWith(await upload(felimarOwner, "elsewhere", gpsJpeg), 404, "not_found");
    await refusedWith(await upload(null, "felimar", gpsJpeg), 401, "unauthenticated");
    await refusedWith(
      await upload(felimarOwner, "felimar", gpsJpeg, "image/jpeg", { Origin: "https://evil.example" }),
      403,
      "cross_origin",
    );
    expect(await storedCount()).toBe(0);
  });

  it("serves each rendition immutable, with its name as a strong ETag, 304 when the browser has it", async () => {
    const image = await uploaded(felimarOwner, "felimar", gpsJpeg);
    const files = await api().database.db.select().from(storedImageFiles).where(eq(storedImageFiles.imageId, image.id));
    for (const file of files) {
      const response = await api().request(`/media/${file.name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${file.format}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("etag")).toBe(`"${file.name}"`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(file.bytes))).toBe(true);

      for (const ifNoneMatch of [`"${file.name}"`, `W/"${file.name}"`, `"other", "${file.name}"`]) {
        const again = await api().request(`/media/${file.name}`, { headers: { "If-None-Match": ifNoneMatch } });
        expect(again.status).toBe(304);
        expect(again.headers.get("etag")).toBe(`"${file.name}"`);
        expect(await again.text()).toBe("");
      }
    }
    // Served from memory once read: still there after the row is gone (the name is the content).
    await api().database.db.delete(storedImages);
    expect((await api().request(`/media/${files[0]!.name}`)).status).toBe(200);
  });

  it("answers a plain 404 for an unknown or malformed media name", async () => {
    for (const name of [
      `${"A".repeat(43)}.webp`,
      `${"A".repeat(43)}.png`,
      "..%2F..%2Fetc%2Fpasswd",
      "x.avif",
      `${"A".repeat(43)}.avif.html`,
    ]) {
      const response = await api().request(`/media/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("content-type"), name).toMatch(/^text\/plain/);
    }
    const head = await api().request(`/media/${"A".repeat(43)}.webp`, { method: "HEAD" });
    expect(head.status).toBe(404);
    const post = await api().request(`/media/${"A".repeat(43)}.webp`, { method: "POST" });
    expect(post.status).toBe(405);
    expect((await post.json()).error.code).toBe("method_not_allowed");
  });

  it("gives pages srcsets and the editor a preview, by id", async () => {
    const png = await smallPng(2400, 1600);
    const image = await uploaded(felimarOwner, "felimar", png, "image/png");
    const db = api().database.db;
    const { [image.id]: picture } = await loadPictures(db, [image.id]);
    expect(picture!.width).toBe(2400);
    expect(picture!.height).toBe(1600);
    expect(picture!.avif.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
      "320w",
      "640w",
      "960w",
      "1280w",
      "1920w",
    ]);
    expect(picture!.webp).toMatch(/^\/media\/[A-Za-z0-9_-]{43}\.webp 320w, /);
    expect(picture!.webp.split(", ")[2]).toBe(`${picture!.fallback} 960w`);
    expect(await loadStoredImages(db, [image.id, crypto.randomUUID()])).toEqual({ [image.id]: image });
  });

  it("refuses an image over 8192 pixels tall with image_refused naming the limit, not a 500", async () => {
    const message = await refusedWith(
      await upload(felimarOwner, "felimar", pngBomb(1920, 20_833), "image/png"),
      400,
      "image_refused",
    );
    expect(message).toBe(REFUSALS.tooLong);
    expect(message).toContain("8192");
    expect(await storedCount()).toBe(0);
  });

  it(
    "answers 503 busy with Retry-After before reading the body once the process has its uploads in progress",
    { timeout: 60_000 },
    async () => {
      let pulled = 0;
      const holds: Array<() => void> = [];
      // Bodies that arrive only when told: each holds an upload slot while it is read.
      const slowBody = () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            holds.push(() => {
              controller.enqueue(new TextEncoder().encode("Not a photo after all."));
              controller.close();
            });
          },
        });
      const send = (body: ReadableStream<Uint8Array>) =>
        api().request("/api/admin/images/felimar", {
          method: "POST",
          headers: { ...felimarOwner.headers, "Content-Type": "image/jpeg" },
          body,
          duplex: "half",
        } as RequestInit);
      const waiting = Array.from({ length: MAX_UPLOADS_IN_PROGRESS }, () => send(slowBody()));
      while (holds.length < MAX_UPLOADS_IN_PROGRESS) await sleep(10);
      await sleep(100);

      const unread = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(1024));
        },
      });
      const busy = await send(unread);
      expect(await refusedWith(busy, 503, "busy")).toBe(
        "Several photos are being processed; try again in a few seconds.",
      );
      expect(busy.headers.get("retry-after")).toBe("5");
      expect(pulled).toBeLessThanOrEqual(1);

      for (const release of holds) release();
      for (const response of await Promise.all(waiting)) await refusedWith(response, 400, "image_refused");
      // The slots are free again.
      expect((await uploaded(felimarOwner, "felimar", gpsJpeg)).width).toBe(800);
    },
  );

  it("allows 20 uploads a minute per client, then 429", async () => {
    for (let sent = 0; sent < 20; sent++)
      await refusedWith(
        await upload(felimarOwner, "felimar", "not a photo", "text/plain"),
        415,
        "unsupported_media_type",
      );
    const limited = await upload(felimarOwner, "felimar", gpsJpeg);
    await refusedWith(limited, 429, "rate_limited");
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("never gives a site another image's renditions when only some of them match", async () => {
    const db = api().database.db;
    const crafted = await smallPng(700, 500);
    const [matching] = (await processImage(crafted)).renditions;
    // Another site's image, one of whose files is byte for byte one of the crafted upload's renditions.
    const [theirs] = await db
      .insert(storedImages)
      .values({ site: "felimar", sourceDigest: "felimar-original", width: 700, height: 500 })
      .returning({ id: storedImages.id });
    const secret = `${"S".repeat(43)}.webp`;
    await db.insert(storedImageFiles).values([
      { ...matching!, imageId: theirs!.id },
      {
        name: secret,
        imageId: theirs!.id,
        format: "webp",
        width: 640,
        height: 457,
        bytes: Buffer.from("felimar's pixels"),
      },
    ]);
    const image = await uploaded(neronOwner, "neron", crafted, "image/png");
    const { [image.id]: picture } = await loadPictures(db, [image.id]);
    expect(JSON.stringify(picture)).not.toContain(secret);
    const [row] = await db
      .select({ sourceDigest: storedImages.sourceDigest })
      .from(storedImages)
      .where(eq(storedImages.id, image.id));
    expect(row!.sourceDigest).not.toBe("felimar-original");
  });

  it("shares the files of a photo whose every rendition matches, uploaded again with other bytes", async () => {
    const felimar = await uploaded(felimarOwner, "felimar", gpsJpeg);
    // The same JPEG with a comment segment: other bytes, the same pixels.
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x07, ...Buffer.from("again")]);
    const resent = Buffer.concat([gpsJpeg.subarray(0, 2), comment, gpsJpeg.subarray(2)]);
    const neron = await uploaded(operator, "neron", resent);
    expect(neron.id).not.toBe(felimar.id);
    const pictures = await loadPictures(api().database.db, [felimar.id, neron.id]);
    expect(pictures[neron.id]).toEqual(pictures[felimar.id]);
  });
});
