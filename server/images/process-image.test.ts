import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRefused, REFUSALS } from "./image-refused";
import { processImage, renditionWidths } from "./process-image";
import { sniffImageType } from "./sniff-image-type";
import {
  hasGpsPointer,
  heicHeader,
  heicPhoto,
  jpegWithGps,
  photoJpeg,
  pngBomb,
  polyglotJpeg,
  SCRIPT_PAYLOAD,
  smallPng,
  SVG_WITH_SCRIPT,
} from "./test-images";

async function refusal(upload: Uint8Array): Promise<string> {
  const error = await processImage(upload).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRefused);
  return (error as ImageRefused).message;
}

describe("sniffImageType", () => {
  it("knows the four photo types by their magic numbers, whatever else the file says", async () => {
    expect(sniffImageType(await jpegWithGps())).toBe("jpeg");
    expect(sniffImageType(await smallPng())).toBe("png");
    expect(
      sniffImageType(
        await sharp(await smallPng())
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
    expect(sniffImageType(heicHeader())).toBe("heif");
    expect(
      sniffImageType(
        await sharp(await smallPng())
          .gif()
          .toBuffer(),
      ),
    ).toBe("other-image");
    expect(sniffImageType(Buffer.from(SVG_WITH_SCRIPT))).toBe("xml");
    expect(sniffImageType(Buffer.from(`\ufeff  \n<svg/>`))).toBe("xml");
    expect(sniffImageType(Buffer.from("Dear owner, here is the photo."))).toBe("unknown");
    expect(sniffImageType(new Uint8Array())).toBe("unknown");
  });
});

describe("processImage", () => {
  it("strips EXIF (GPS), XMP and the ICC profile from every rendition", async () => {
    const upload = await jpegWithGps();
    const input = await sharp(upload).metadata();
    expect(hasGpsPointer(input.exif)).toBe(true);
    expect(input.xmp).toBeDefined();
    expect(input.icc).toBeDefined();

    const { renditions } = await processImage(upload);
    expect(renditions.length).toBeGreaterThan(0);
    for (const rendition of renditions) {
      const metadata = await sharp(rendition.bytes).metadata();
      expect(metadata.exif, rendition.name).toBeUndefined();
      expect(metadata.xmp, rendition.name).toBeUndefined();
      expect(metadata.icc, rendition.name).toBeUndefined();
      expect(Buffer.from(rendition.bytes).includes("PhoneCo")).toBe(false);
    }
  });

  it("makes AVIF and WebP at each standard width the original reaches, named by their bytes' digest", async () => {
    const processed = await processImage(await jpegWithGps());
    expect(processed).toMatchObject({ width: 800, height: 600 });
    expect(
      processed.renditions.map((rendition) => `${rendition.format} ${rendition.width}x${rendition.height}`),
    ).toEqual(["avif 320x240", "webp 320x240", "avif 640x480", "webp 640x480"]);
    for (const rendition of processed.renditions) {
      expect(rendition.name).toMatch(new RegExp(`^[A-Za-z0-9_-]{43}\\.${rendition.format}$`));
      expect((await sharp(rendition.bytes).metadata()).format).toBe(rendition.format === "avif" ? "heif" : "webp");
    }
    expect(renditionWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(renditionWidths(200)).toEqual([200]);
  });

  it("turns EXIF orientation into pixels: a portrait photo stays portrait", async () => {
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#884422" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const processed = await processImage(sideways);
    expect(processed).toMatchObject({ width: 400, height: 600 });
    expect(processed.renditions[0]).toMatchObject({ width: 213, height: 320 });
  });

  it("fits a tall image's renditions in w × w boxes, so they are no taller than a wide one's", async () => {
    const tall = await smallPng(400, 2000);
    const processed = await processImage(tall);
    expect(processed).toMatchObject({ width: 400, height: 2000 });
    expect(processed.renditions.map((rendition) => `${rendition.width}x${rendition.height}`)).toEqual([
      "64x320",
      "64x320",
      "128x640",
      "128x640",
      "192x960",
      "192x960",
      "256x1280",
      "256x1280",
      "384x1920",
      "384x1920",
    ]);
  });

  it("refuses an image longer than 8192 pixels a side from its header, however few its megapixels", async () => {
    // 1920 × 20,833 is 40 MP: it passed the pixel limit, then took seconds and a gigabyte, or failed in the HEIF encoder.
    expect(await refusal(pngBomb(1920, 20_833))).toBe(REFUSALS.tooLong);
    expect(await refusal(pngBomb(8193, 100))).toBe(REFUSALS.tooLong);
    expect(REFUSALS.tooLong).toContain("8192 pixels");
  });

  it("keeps only the pixels of a JPEG that is also HTML", async () => {
    const upload = await polyglotJpeg();
    expect(upload.includes(SCRIPT_PAYLOAD)).toBe(true);
    const { renditions } = await processImage(upload);
    for (const rendition of renditions) {
      expect(Buffer.from(rendition.bytes).includes("<script")).toBe(false);
      expect(Buffer.from(rendition.bytes).includes("<html")).toBe(false);
    }
  });

  it("turns an iPhone's HEVC-coded HEIC photo into renditions with its own pixels", async () => {
    const processed = await processImage(heicPhoto());
    expect(processed).toMatchObject({ width: 64, height: 48 });
    expect(processed.renditions.map((rendition) => rendition.format)).toEqual(["avif", "webp"]);
    const webp = processed.renditions.find((rendition) => rendition.format === "webp")!;
    const { data, info } = await sharp(webp.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 64, height: 48, channels: 3 });
    const pixel = (x: number, y: number) => [...data.subarray((y * 64 + x) * 3, (y * 64 + x) * 3 + 3)];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - expected[index]!) < 24);
    expect(near(pixel(8, 24), [0xd0, 0x30, 0x20])).toBe(true);
    expect(near(pixel(56, 24), [0x20, 0x50, 0xd0])).toBe(true);
  });

  it("refuses an SVG, a text file, a damaged HEIC, a GIF, a damaged JPEG and an empty file, each with its reason", async () => {
    expect(await refusal(Buffer.from(SVG_WITH_SCRIPT))).toBe(REFUSALS.svg);
    expect(await refusal(Buffer.from("Dear owner, here is the photo."))).toBe(REFUSALS.notAnImage);
    expect(await refusal(heicHeader())).toBe(REFUSALS.corrupt);
    expect(await refusal(heicPhoto().subarray(0, 600))).toBe(REFUSALS.corrupt);
    expect(
      await refusal(
        await sharp(await smallPng())
          .gif()
          .toBuffer(),
      ),
    ).toBe(REFUSALS.unsupported);
    const jpeg = await jpegWithGps();
    expect(await refusal(jpeg.subarray(0, 300))).toBe(REFUSALS.corrupt);
    expect(await refusal(new Uint8Array())).toBe(REFUSALS.notAnImage);
  });

  it("refuses a 20,000 × 20,000 PNG from its header, fast and without decoding it", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1_000_000);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    expect(await refusal(bomb)).toBe(REFUSALS.tooManyPixels);
    expect(performance.now() - started).toBeLessThan(500);
    // Decoded, it would be 400 MB of pixels.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50_000_000);
  });

  it(
    "processes a 12-megapixel photo in under 3 s of CPU time, the process growing by under 200 MB",
    { timeout: 60_000 },
    async () => {
      const photo = await photoJpeg(4000, 3000);
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      // CPU time of this process (every thread, sharp's included): the machine's other load doesn't count.
      const cpuBefore = process.cpuUsage();
      const wallStarted = performance.now();
      const processed = await processImage(photo);
      const cpu = process.cpuUsage(cpuBefore);
      const wallMs = performance.now() - wallStarted;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      console.log(
        `12 MP photo: ${Math.round(cpuMs)} ms CPU, ${Math.round(wallMs)} ms wall, RSS +${Math.round((peak - rssBefore) / 1e6)} MB`,
      );
      expect(processed.renditions).toHaveLength(10);
      expect(cpuMs).toBeLessThan(3000);
      expect(peak - rssBefore).toBeLessThan(200_000_000);
    },
  );
});
