import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoProblems } from "../../lib/photos/photo-rules";
import { preparePhoto } from "./photo-pipeline.server";

/** A photo as a phone takes it: stored landscape, with an EXIF tag saying to turn it upright, and where it was taken. */
async function phonePhoto(width: number, height: number, orientation = 6) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 90 } } })
    .composite([
      { input: { create: { width: Math.round(width / 4), height, channels: 3, background: { r: 40, g: 90, b: 70 } } }, left: 0, top: 0 },
    ])
    .jpeg({ quality: 80 })
    .withMetadata({ orientation })
    .withExif({ IFD0: { Make: "Salon Phone", Copyright: "Mel" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "34/1 1/1 7/1" } })
    .toBuffer();
}

describe("preparing a photo", () => {
  it("turns it upright, drops every piece of metadata, and makes AVIF and WebP in each width", async () => {
    const upload = await phonePhoto(1600, 1200);
    expect((await sharp(upload).metadata()).orientation).toBe(6);
    const result = await preparePhoto(upload);
    if (!result.ok) throw new Error(result.problem);
    const { photo } = result;
    // Stored 1600×1200 and tagged "turn 90°": upright it is 1200 wide and 1600 high.
    expect(photo).toMatchObject({ width: 1200, height: 1600 });
    expect(photo.variants.map((v) => `${v.format}-${v.width}x${v.height}`)).toEqual([
      "avif-360x480",
      "avif-720x960",
      "avif-1080x1440",
      "avif-1200x1600",
      "webp-360x480",
      "webp-720x960",
      "webp-1080x1440",
      "webp-1200x1600",
    ]);
    for (const variant of photo.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format === "heif" ? "avif" : metadata.format).toBe(variant.format);
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width: variant.width, height: variant.height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    // The upright picture's left edge is what was the top: the green band now runs along the top.
    const { data } = await sharp(photo.variants[4]?.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(data[0] as number);
  });

  it("gives the same file the same key, and another file another", async () => {
    const [a, b] = await Promise.all([phonePhoto(800, 600), phonePhoto(800, 601)]);
    const [first, again, other] = await Promise.all([preparePhoto(a), preparePhoto(a), preparePhoto(b)]);
    expect(first.ok && again.ok && first.photo.key === again.photo.key).toBe(true);
    expect(first.ok && other.ok && first.photo.key !== other.photo.key).toBe(true);
  });

  it("refuses what is not a photo it can read, saying why", async () => {
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n");
    expect(await preparePhoto(pdf)).toEqual({ ok: false, problem: photoProblems.notPhoto });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
    expect(await preparePhoto(heic)).toEqual({ ok: false, problem: photoProblems.heic });
    const whole = await phonePhoto(800, 600, 1);
    expect(await preparePhoto(whole.subarray(0, 600))).toEqual({ ok: false, problem: photoProblems.unreadable });
    // A JPEG's first bytes in front of something else.
    expect(await preparePhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from("not really a photo")]))).toEqual({
      ok: false,
      problem: photoProblems.unreadable,
    });
    expect(await preparePhoto(await phonePhoto(150, 120, 1))).toEqual({ ok: false, problem: photoProblems.tooSmall });
  });

  it("takes PNG and WebP too, never wider than the photo itself", async () => {
    const png = await sharp({ create: { width: 500, height: 500, channels: 4, background: "#c9a227" } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#40624f" } })
      .webp()
      .toBuffer();
    const [fromPng, fromWebp] = await Promise.all([preparePhoto(png), preparePhoto(webp)]);
    expect(fromPng.ok && fromPng.photo.variants.map((v) => v.width)).toEqual([360, 500, 360, 500]);
    expect(fromWebp.ok && { width: fromWebp.photo.width, height: fromWebp.photo.height }).toEqual({ width: 900, height: 600 });
  });
});
