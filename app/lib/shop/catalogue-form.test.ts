import { describe, expect, it } from "vitest";
import { catalogueMessages, parseCollectionForm, parseProductForm, variantTitle } from "./catalogue-form";

const product = {
  title: "  Argan   Hair Oil ",
  description: "A light oil for dry ends.",
  vendor: "Wattle & Thread",
  productType: "Hair Oil",
  seoDescription: "",
  visibility: "visible",
  optionName: "Size",
  "variant-0-id": "12",
  "variant-0-option": "100 ml",
  "variant-0-price": "34.95",
  "variant-0-compareAt": "",
  "variant-0-sku": "wt-argan-100",
  "variant-0-stock": "7",
  // The empty "Add a variant" row is no variant.
  "variant-1-id": "",
  "variant-1-option": "",
  "variant-1-price": "",
  "variant-1-compareAt": "",
  "variant-1-sku": "",
  "variant-1-stock": "",
};

describe("product form", () => {
  it("reads prices as cents, SKUs in capitals, and an empty new row as nothing", () => {
    const parsed = parseProductForm(product, true);
    expect(parsed).toEqual({
      ok: true,
      input: {
        title: "Argan Hair Oil",
        handle: "argan-hair-oil",
        description: "A light oil for dry ends.",
        vendor: "Wattle & Thread",
        productType: "Hair Oil",
        seoDescription: "",
        hidden: false,
        optionName: "Size",
        variants: [{ id: 12, optionValue: "100 ml", priceCents: 3495, compareAtCents: null, sku: "WT-ARGAN-100", quantity: 7 }],
      },
    });
  });

  it("adds a second variant from the new row, and then the option must tell them apart", () => {
    const two = { ...product, "variant-1-option": "250 ml", "variant-1-price": "59.9", "variant-1-compareAt": "65", "variant-1-sku": "WT-ARGAN-250", "variant-1-stock": "0" };
    const parsed = parseProductForm(two, false);
    expect(parsed.ok && parsed.input.variants[1]).toEqual({ id: null, optionValue: "250 ml", priceCents: 5990, compareAtCents: 6500, sku: "WT-ARGAN-250", quantity: 0 });
    expect(parseProductForm({ ...two, optionName: "" }, false)).toEqual({ ok: false, errors: { optionName: catalogueMessages.optionName } });
    expect(parseProductForm({ ...two, "variant-1-option": "100 ML" }, false)).toEqual({ ok: false, errors: { "variant-1-option": catalogueMessages.optionValueTwice } });
    expect(parseProductForm({ ...two, "variant-1-sku": "WT-ARGAN-100" }, false)).toEqual({ ok: false, errors: { "variant-1-sku": catalogueMessages.skuTwice } });
  });

  it("gives each wrong field its own message", () => {
    const parsed = parseProductForm(
      {
        ...product,
        title: "",
        description: "",
        vendor: "",
        productType: "",
        seoDescription: "x".repeat(161),
        "variant-0-option": "",
        "variant-0-price": "34,95",
        "variant-0-compareAt": "30",
        "variant-0-sku": "WT ARGAN",
        "variant-0-stock": "-1",
      },
      false,
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        title: catalogueMessages.title,
        description: catalogueMessages.description,
        vendor: catalogueMessages.vendor,
        productType: catalogueMessages.productType,
        seoDescription: catalogueMessages.seoDescription,
        "variant-0-option": catalogueMessages.optionValue,
        "variant-0-price": catalogueMessages.price,
        "variant-0-sku": catalogueMessages.sku,
        "variant-0-stock": catalogueMessages.stock,
      },
    });
    // A compare-at price must be above the price, or there is no saving to show.
    expect(parseProductForm({ ...product, "variant-0-compareAt": "34.95" }, false)).toEqual({ ok: false, errors: { "variant-0-compareAt": catalogueMessages.compareAt } });
    expect(parseProductForm({ ...product, "variant-0-price": "0" }, false)).toEqual({ ok: false, errors: { "variant-0-price": catalogueMessages.price } });
  });

  it("needs a variant, and a handle the shop can use", () => {
    const empty = Object.fromEntries(Object.entries(product).filter(([key]) => !key.startsWith("variant-")));
    expect(parseProductForm(empty, true)).toEqual({ ok: false, errors: { "variant-0-price": catalogueMessages.noVariant } });
    expect(parseProductForm({ ...product, handle: "Argan Oil!" }, true)).toEqual({ ok: false, errors: { handle: catalogueMessages.handle } });
    expect(parseProductForm({ ...product, handle: "new" }, true)).toEqual({ ok: false, errors: { handle: catalogueMessages.handleReserved } });
    // Editing never reads a handle: it is fixed once the product exists.
    expect(parseProductForm({ ...product, handle: "Argan Oil!" }, false).ok).toBe(true);
  });

  it("reads hidden, and a product without options as one variant", () => {
    expect(parseProductForm({ ...product, optionName: "" }, false)).toEqual({ ok: false, errors: { optionName: catalogueMessages.optionName } });
    const single = { ...product, optionName: "", "variant-0-option": "", visibility: "hidden" };
    const parsed = parseProductForm(single, false);
    expect(parsed.ok && parsed.input).toMatchObject({ hidden: true, optionName: null, variants: [{ optionValue: null }] });
  });
});

describe("handles and titles", () => {
  it("names a variant by its option values", () => {
    expect(variantTitle([])).toBe("Default Title");
    expect(variantTitle([{ value: "300 ml" }])).toBe("300 ml");
  });
});

describe("collection form", () => {
  it("needs a title and a description", () => {
    expect(parseCollectionForm({ title: " Gifts ", description: "For someone." })).toEqual({ ok: true, input: { title: "Gifts", description: "For someone." } });
    expect(parseCollectionForm({ title: "", description: "" })).toEqual({
      ok: false,
      errors: { title: catalogueMessages.collectionTitle, description: catalogueMessages.collectionDescription },
    });
  });
});
