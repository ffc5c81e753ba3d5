import { describe, expect, it } from "vitest";
import { collectionJsonLd, productJsonLd } from "./shop-json-ld";

describe("shop structured data", () => {
  it("describes a product with AUD offers and availability per variant", () => {
    const data = productJsonLd({
      title: "Silk Pillowcase",
      handle: "silk-pillowcase",
      description: "Pure mulberry silk.",
      vendor: "Wattle & Thread",
      images: [{ url: "/images/products/silk-pillowcase-1.svg", width: 800, height: 800 }],
      variants: [
        { id: "a", name: "Ivory", price: 42, currency: "AUD", available: true },
        { id: "b", name: "Charcoal", price: 42, currency: "AUD", available: false },
      ],
    });
    expect(data["@type"]).toBe("Product");
    expect(data.offers).toEqual([
      expect.objectContaining({ price: "42.00", priceCurrency: "AUD", availability: "https://schema.org/InStock", name: "Ivory" }),
      expect.objectContaining({ availability: "https://schema.org/OutOfStock" }),
    ]);
    expect(data.image[0]).toMatchObject({ "@type": "ImageObject", width: 800, height: 800 });
    expect(data.image[0]?.url).toMatch(/^https?:\/\/.+\/images\/products\/silk-pillowcase-1\.svg$/);
  });

  it("lists a collection's products in order", () => {
    const data = collectionJsonLd({ title: "Styling", handle: "styling", description: "Sprays" }, [
      { title: "Hairspray", handle: "flexible-hold-hairspray", image: "/a.svg", price: 29, currency: "AUD", available: true },
    ]);
    expect(data.mainEntity.itemListElement[0]).toMatchObject({
      position: 1,
      item: { name: "Hairspray", offers: { price: "29.00", priceCurrency: "AUD" } },
    });
  });
});
