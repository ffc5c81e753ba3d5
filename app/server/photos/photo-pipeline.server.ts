import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import {
  maxPhotoPixels,
  minPhotoSide,
  photoFileProblem,
  photoFormats,
  photoProblems,
  sniffPhotoType,
  variantWidths,
  type PhotoFormat,
} from "../../lib/photos/photo-rules.ts";
import { log } from "../log.server.ts";

/** Bump when what is made from a photo changes, so its variants get new addresses and no cache keeps the old ones. */
const pipelineVersion = 1;

/**
 * AVIF effort 2 measured here on a 12 MP photo: about 1.6 s for the four widths (effort 4 took 17 s,
 * effort 0 saved no bytes). WebP takes under a second. The owner waits a few seconds once per upload,
 * so the variants are made in the upload's own request and every address works the moment it is shown.
 */
const encoders: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
};

export type PhotoVariant = { format: PhotoFormat; width: number; height: number; bytes: Buffer };
export type PreparedPhoto = { key: string; width: number; height: number; variants: PhotoVariant[] };

/**
 * Turn an uploaded file into the photo's variants: checked by its content, turned upright by its EXIF
 * orientation, every piece of metadata left behind (location, camera, time), and made in each width
 * and format. A file that is not a photo we can read is a problem to tell the owner, never an error.
 */
export async function preparePhoto(bytes: Buffer): Promise<{ ok: true; photo: PreparedPhoto } | { ok: false; problem: string }> {
  const problem = photoFileProblem(bytes);
  if (problem) return { ok: false, problem };
  const started = Date.now();
  const source = () => sharp(bytes, { failOn: "error", limitInputPixels: maxPhotoPixels });
  let upright: { width: number; height: number };
  try {
    const metadata = await source().metadata();
    // The decoder must agree with the sniffed bytes: a JPEG header on something else is not a photo.
    if (metadata.format !== sniffPhotoType(bytes)) return { ok: false, problem: photoProblems.notPhoto };
    const turned = (metadata.orientation ?? 1) >= 5;
    upright = turned ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
  } catch (error) {
    const message = (error as Error).message;
    return { ok: false, problem: /pixel limit/i.test(message) ? photoProblems.tooManyPixels : photoProblems.unreadable };
  }
  if (Math.min(upright.width, upright.height) < minPhotoSide) return { ok: false, problem: photoProblems.tooSmall };

  const key = createHash("sha256").update(`photo-pipeline-${pipelineVersion}\n`).update(bytes).digest("base64url").slice(0, 22);
  const widths = variantWidths(upright.width);
  try {
    const variants: PhotoVariant[] = [];
    // One at a time: two cores are shared with the shop's own requests.
    for (const format of photoFormats)
      for (const width of widths) {
        const output = await encoders[format](source().rotate().resize({ width, withoutEnlargement: true })).toBuffer({
          resolveWithObject: true,
        });
        variants.push({ format, width, height: output.info.height, bytes: output.data });
      }
    log("photo.prepared", { key, width: upright.width, height: upright.height, variants: variants.length, ms: Date.now() - started });
    const largest = variants.reduce((a, b) => (b.width > a.width ? b : a));
    return { ok: true, photo: { key, width: largest.width, height: largest.height, variants } };
  } catch {
    // A file whose header reads but whose picture data is broken (cut short in a copy).
    return { ok: false, problem: photoProblems.unreadable };
  }
}
