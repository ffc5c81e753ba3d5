import { describe, expect, it } from "vitest";
import { changeOption, firstVariantId, imageIndexFor, initialVariant, matchVariant, selectionOf } from "./variants";

const variant = (id: string, available: boolean, options: Record<string, string>, image?: string) => ({
  id,
  availableForSale: available,
  selectedOptions: Object.entries(options).map(([name, value]) => ({ name, value })),
  image: image ? { url: image } : null,
});

const pony = [
  variant("blonde", true, { Shade: "Blonde" }, "/p-1.svg"),
  variant("brunette", true, { Shade: "Brunette" }, "/p-2.svg"),
  variant("black", false, { Shade: "Black" }, "/p-3.svg"),
];

const twoOptions = [
  variant("s-lav", false, { Size: "300 ml", Scent: "Lavender" }),
  variant("s-cit", true, { Size: "300 ml", Scent: "Citrus" }),
  variant("l-lav", true, { Size: "1 L", Scent: "Lavender" }),
];

describe("firstVariantId", () => {
  it("is the first available variant", () => {
    expect(firstVariantId(twoOptions)).toBe("s-cit");
  });
  it("falls back to the first variant when none is available, and null when there are none", () => {
    expect(firstVariantId([variant("x", false, {}), variant("y", false, {})])).toBe("x");
    expect(firstVariantId([])).toBeNull();
  });
});

describe("variant matching", () => {
  it("finds the variant whose options all match", () => {
    expect(matchVariant(twoOptions, { Size: "1 L", Scent: "Lavender" })?.id).toBe("l-lav");
    expect(matchVariant(twoOptions, { Size: "1 L", Scent: "Citrus" })).toBeUndefined();
  });

  it("pre-selects the first available variant with its options", () => {
    const chosen = initialVariant(twoOptions);
    expect(chosen?.id).toBe("s-cit");
    expect(selectionOf(chosen)).toEqual({ Size: "300 ml", Scent: "Citrus" });
  });

  it("honours a requested variant when it exists", () => {
    expect(initialVariant(twoOptions, "l-lav")?.id).toBe("l-lav");
    expect(initialVariant(twoOptions, "missing")?.id).toBe("s-cit");
  });

  it("changing an option selects the matching variant, even a sold-out one", () => {
    const { variant: picked, selection } = changeOption(pony, { Shade: "Blonde" }, "Shade", "Black");
    expect(picked?.id).toBe("black");
    expect(picked?.availableForSale).toBe(false);
    expect(selection).toEqual({ Shade: "Black" });
  });

  it("lands on a variant with the chosen value when the exact combination does not exist", () => {
    const { variant: picked, selection } = changeOption(twoOptions, { Size: "300 ml", Scent: "Citrus" }, "Size", "1 L");
    expect(picked?.id).toBe("l-lav");
    expect(selection).toEqual({ Size: "1 L", Scent: "Lavender" });
  });

  it("moves the gallery to the variant's image", () => {
    const images = [{ url: "/p-1.svg" }, { url: "/p-2.svg" }, { url: "/p-3.svg" }];
    expect(imageIndexFor(images, pony[2]?.image?.url)).toBe(2);
    expect(imageIndexFor(images, null)).toBe(-1);
  });
});
