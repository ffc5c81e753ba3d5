/**
 * The rules of the owner's photos, the same on the server and in the browser: which files are taken,
 * how large, which widths each photo is made in, and the addresses of those widths.
 */

/**
 * A phone's largest ordinary photo: a 48 MP iPhone JPEG is 8–12 MB, a 12 MP one 2–5 MB.
 * The body limit of the upload pages (body-limit.server.ts) leaves room for the form around it.
 */
export const maxPhotoBytes = 15 * 1024 * 1024;
/** Past this many pixels a file is a panorama or a trick to use up memory, not a product photo. */
export const maxPhotoPixels = 60_000_000;
/** Smaller than this, a photo would look blurred even in a product card. */
export const minPhotoSide = 200;

/** The product page asks the storefront for ten pictures: an eleventh would never be seen. */
export const maxProductPictures = 10;

/**
 * The widths each photo is made in: a product card on a phone (about 180 CSS px at 2x) up to the gallery
 * on a laptop (about 600 CSS px at 2x). Never wider than the photo itself.
 */
export const photoWidths = [360, 720, 1080, 1440] as const;
export const photoFormats = ["avif", "webp"] as const;
export type PhotoFormat = (typeof photoFormats)[number];

const contentTypes: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp" };
export const photoContentType = (format: PhotoFormat) => contentTypes[format];

export type SniffedType = "jpeg" | "png" | "webp" | "heic" | "avif" | "gif" | "pdf";
export const acceptedTypes = ["jpeg", "png", "webp"] as const satisfies SniffedType[];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** What a file is, from its first bytes (a name or a browser's stated type can say anything). */
export function sniffPhotoType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 4) === "GIF8") return "gif";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand)) return "heic";
  }
  return null;
}

export const photoProblems = {
  missing: "Choose a photo to upload.",
  tooLarge: `That file is larger than ${maxPhotoBytes / 1024 / 1024} MB. Choose a smaller photo, or take it again at a lower resolution.`,
  heic: "That is an HEIC photo, which the website can't read. On an iPhone, set Settings › Camera › Formats to “Most Compatible”, or share the photo to yourself as a JPEG, then upload it again.",
  notPhoto: "That file is not a JPEG, PNG or WebP photo. Choose a photo from your camera roll or computer.",
  unreadable: "That photo could not be read: the file may be damaged or only partly copied. Try saving it again.",
  tooManyPixels: `That picture is more than ${maxPhotoPixels / 1_000_000} megapixels. Choose an ordinary photo rather than a panorama.`,
  tooSmall: `That photo is smaller than ${minPhotoSide} pixels on a side and would look blurred. Choose a larger one.`,
  altMissing: "Describe the photo for people who can't see it, for example “Bottle of Kevin Murphy Repair Me Wash beside a towel”.",
  altTooLong: "Keep the description under 200 characters.",
} as const;

/** The status a refused upload is answered with: too large, not a kind of file we take, or otherwise unusable. */
export function photoProblemStatus(problem: string): 400 | 413 | 415 {
  if (problem === photoProblems.tooLarge) return 413;
  if (problem === photoProblems.heic || problem === photoProblems.notPhoto) return 415;
  return 400;
}

/** The first thing wrong with an uploaded file, judged by its size and its first bytes; null when it may go on to be decoded. */
export function photoFileProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return photoProblems.missing;
  if (bytes.length > maxPhotoBytes) return photoProblems.tooLarge;
  const type = sniffPhotoType(bytes);
  if (type === "heic") return photoProblems.heic;
  if (!type || !(acceptedTypes as readonly string[]).includes(type)) return photoProblems.notPhoto;
  return null;
}

/** The text alternative, trimmed; or why it cannot be used. */
export function photoAltText(value: unknown): { ok: true; alt: string } | { ok: false; problem: string } {
  const alt = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  if (!alt) return { ok: false, problem: photoProblems.altMissing };
  if (alt.length > 200) return { ok: false, problem: photoProblems.altTooLong };
  return { ok: true, alt };
}

/** The widths made of a photo `width` pixels wide: the standard widths below it, and the photo's own width when it is smaller than the largest. */
export function variantWidths(width: number): number[] {
  const largest = photoWidths[photoWidths.length - 1] as number;
  const below = photoWidths.filter((w) => w < Math.min(width, largest));
  return [...below, Math.min(width, largest)];
}

/** A photo's key: a hash of its bytes, so the address of every variant changes with the content (immutable caching). */
const keyPattern = "[A-Za-z0-9_-]{16,64}";
const photoPath = new RegExp(`^/photos/(${keyPattern})-(\\d{1,5})\\.(avif|webp)$`);
const photoUrlPattern = new RegExp(`^(.*?)(/photos/${keyPattern}-\\d{1,5}\\.(?:avif|webp))$`);

export type PhotoAddress = { key: string; width: number; format: PhotoFormat };

export const photoPathFor = ({ key, width, format }: PhotoAddress) => `/photos/${key}-${width}.${format}`;

/** The variant a path names, or null when it names none (`/photos/<key>-<width>.<avif|webp>`). */
export function parsePhotoPath(path: string): PhotoAddress | null {
  const match = photoPath.exec(path);
  if (!match) return null;
  return { key: match[1] as string, width: Number(match[2]), format: match[3] as PhotoFormat };
}

/** The origin part and the variant of a photo URL (absolute or not); null for any other picture (the catalogue's drawn art). */
function splitPhotoUrl(url: string): { origin: string; address: PhotoAddress } | null {
  const match = photoUrlPattern.exec(url);
  const address = match && parsePhotoPath(match[2] as string);
  return address ? { origin: match[1] as string, address } : null;
}

/** The `srcset` of a photo in one format: every width made of it. Null for a picture that is not one of the owner's photos. */
export function photoSrcSet(url: string, format: PhotoFormat): string | null {
  const photo = splitPhotoUrl(url);
  if (!photo) return null;
  return variantWidths(photo.address.width)
    .map((width) => `${photo.origin}${photoPathFor({ key: photo.address.key, width, format })} ${width}w`)
    .join(", ");
}

/**
 * The Storefront API's `Image.url(transform:)` for one of the owner's photos: the widest variant no wider
 * than `maxWidth` (the narrowest when all are wider), in the preferred format when it is one we make.
 * Any other picture's URL is returned as it is.
 */
export function transformPhotoUrl(url: string, transform: { maxWidth?: number | null; preferredContentType?: string | null } = {}): string {
  const photo = splitPhotoUrl(url);
  if (!photo) return url;
  const widths = variantWidths(photo.address.width);
  const maxWidth = transform.maxWidth ?? Infinity;
  const width = widths.filter((w) => w <= maxWidth).at(-1) ?? (widths[0] as number);
  const preferred = transform.preferredContentType?.toLowerCase();
  const format = (photoFormats as readonly string[]).includes(preferred ?? "") ? (preferred as PhotoFormat) : photo.address.format;
  return `${photo.origin}${photoPathFor({ key: photo.address.key, width, format })}`;
}
