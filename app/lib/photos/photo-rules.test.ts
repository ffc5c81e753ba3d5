import { describe, expect, it } from "vitest";
import {
  maxPhotoBytes,
  parsePhotoPath,
  photoAltText,
  photoFileProblem,
  photoProblems,
  photoProblemStatus,
  photoSrcSet,
  sniffPhotoType,
  transformPhotoUrl,
  variantWidths,
} from "./photo-rules";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
/** An ISO media file's first box: size, "ftyp", brand. */
const ftyp = (brand: string) => bytes([0, 0, 0, 24], "ftyp", brand, [0, 0, 0, 0]);

describe("what a file is", () => {
  it("is read from its first bytes", () => {
    expect(sniffPhotoType(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe("jpeg");
    expect(sniffPhotoType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffPhotoType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
    expect(sniffPhotoType(ftyp("heic"))).toBe("heic");
    expect(sniffPhotoType(ftyp("mif1"))).toBe("heic");
    expect(sniffPhotoType(ftyp("avif"))).toBe("avif");
    expect(sniffPhotoType(bytes("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffPhotoType(bytes("GIF89a"))).toBe("gif");
    expect(sniffPhotoType(bytes("<svg xmlns"))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });

  it("takes JPEG, PNG and WebP only, and says what to do with anything else", () => {
    expect(photoFileProblem(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(photoFileProblem(bytes("%PDF-1.4"))).toBe(photoProblems.notPhoto);
    expect(photoFileProblem(bytes("GIF89a"))).toBe(photoProblems.notPhoto);
    expect(photoFileProblem(ftyp("heic"))).toBe(photoProblems.heic);
    expect(photoProblems.heic).toMatch(/Most Compatible/);
    expect(photoFileProblem(new Uint8Array())).toBe(photoProblems.missing);
  });

  it("refuses a file past the size limit before looking at it", () => {
    const large = new Uint8Array(maxPhotoBytes + 1);
    large.set([0xff, 0xd8, 0xff]);
    expect(photoFileProblem(large)).toBe(photoProblems.tooLarge);
    expect(photoFileProblem(large.subarray(0, maxPhotoBytes))).toBeNull();
  });

  it("answers each refusal with its own status", () => {
    expect(photoProblemStatus(photoProblems.tooLarge)).toBe(413);
    expect(photoProblemStatus(photoProblems.notPhoto)).toBe(415);
    expect(photoProblemStatus(photoProblems.heic)).toBe(415);
    expect(photoProblemStatus(photoProblems.unreadable)).toBe(400);
  });
});

describe("a photo's description", () => {
  it("is required, trimmed and at most 200 characters", () => {
    expect(photoAltText("  Repair Me Wash\n on the basin ")).toEqual({ ok: true, alt: "Repair Me Wash on the basin" });
    expect(photoAltText("   ")).toEqual({ ok: false, problem: photoProblems.altMissing });
    expect(photoAltText(undefined)).toEqual({ ok: false, problem: photoProblems.altMissing });
    expect(photoAltText("x".repeat(201))).toEqual({ ok: false, problem: photoProblems.altTooLong });
  });
});

describe("variant widths", () => {
  it("are the standard widths up to the photo's own, never wider than it", () => {
    expect(variantWidths(4032)).toEqual([360, 720, 1080, 1440]);
    expect(variantWidths(1440)).toEqual([360, 720, 1080, 1440]);
    expect(variantWidths(1000)).toEqual([360, 720, 1000]);
    expect(variantWidths(720)).toEqual([360, 720]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("can be told again from the widest one alone, which is what a picture's URL carries", () => {
    for (const width of [200, 360, 500, 720, 1079, 1440, 6000]) {
      const widths = variantWidths(width);
      expect(variantWidths(widths.at(-1) as number)).toEqual(widths);
    }
  });
});

describe("photo addresses", () => {
  const key = "Abc_def-0123456789XYZw";
  const url = `https://salon.example/photos/${key}-1440.webp`;

  it("name a photo's key, width and format, and nothing else", () => {
    expect(parsePhotoPath(`/photos/${key}-720.avif`)).toEqual({ key, width: 720, format: "avif" });
    expect(parsePhotoPath(`/photos/${key}-720.jpg`)).toBeNull();
    expect(parsePhotoPath(`/photos/../${key}-720.webp`)).toBeNull();
    expect(parsePhotoPath(`/photos/short-720.webp`)).toBeNull();
    expect(parsePhotoPath("/images/shop-placeholder.svg")).toBeNull();
  });

  it("give a srcset of every width in one format, keeping the origin", () => {
    expect(photoSrcSet(url, "avif")).toBe(
      [360, 720, 1080, 1440].map((w) => `https://salon.example/photos/${key}-${w}.avif ${w}w`).join(", "),
    );
    expect(photoSrcSet(`/photos/${key}-1000.webp`, "webp")).toBe(
      `/photos/${key}-360.webp 360w, /photos/${key}-720.webp 720w, /photos/${key}-1000.webp 1000w`,
    );
    expect(photoSrcSet("/images/products/repair-me-wash.svg", "avif")).toBeNull();
  });

  it("answer Shopify's url(transform:) with the widest variant that fits", () => {
    expect(transformPhotoUrl(url, { maxWidth: 800 })).toBe(`https://salon.example/photos/${key}-720.webp`);
    expect(transformPhotoUrl(url, { maxWidth: 100 })).toBe(`https://salon.example/photos/${key}-360.webp`);
    expect(transformPhotoUrl(url, { maxWidth: 5000, preferredContentType: "WEBP" })).toBe(url);
    expect(transformPhotoUrl(url, { preferredContentType: "PNG" })).toBe(url);
    expect(transformPhotoUrl(url)).toBe(url);
    expect(transformPhotoUrl("/images/products/x.svg", { maxWidth: 100 })).toBe("/images/products/x.svg");
  });
});
