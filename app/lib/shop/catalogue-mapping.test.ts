import { describe, expect, it } from "vitest";
import { absoluteUrl } from "../seo/site-url";
import { listImage, placeholderImage, toBagView, toListItem } from "./catalogue-mapping";
import type { MoneyFragment } from "./storefront.generated";
import type { StorefrontCollectionProduct } from "./types";

const money = (amount: string): MoneyFragment => ({ amount, currencyCode: "AUD" });

const product = (overrides: Partial<StorefrontCollectionProduct> = {}): StorefrontCollectionProduct => ({
  id: "gid://shopify/Product/1",
  title: "Silk Pillowcase",
  handle: "silk-pillowcase",
  availableForSale: true,
  priceRange: { minVariantPrice: money("42.0") },
  compareAtPriceRange: { minVariantPrice: money("0.0") },
  featuredImage: { id: null, url: "/images/products/silk-pillowcase-1.svg", altText: "Ivory silk", width: 800, height: 800 },
  variants: {
    nodes: [
      { id: "v1", availableForSale: false },
      { id: "v2", availableForSale: true },
    ],
  },
  ...overrides,
});

describe("list items", () => {
  it("maps a collection product with its first available variant", () => {
    expect(toListItem(product())).toEqual({
      id: "gid://shopify/Product/1",
      handle: "silk-pillowcase",
      title: "Silk Pillowcase",
      price: 42,
      compareAtPrice: null,
      currency: "AUD",
      image: { url: "/images/products/silk-pillowcase-1.svg", alt: "Ivory silk", width: 800, height: 800 },
      availableForSale: true,
      firstVariantId: "v2",
    });
  });

  it("keeps a compare-at price only when it is higher, and falls back to the placeholder image", () => {
    const item = toListItem(product({ compareAtPriceRange: { minVariantPrice: money("55.00") }, featuredImage: null }));
    expect(item.compareAtPrice).toBe(55);
    expect(item.image).toEqual(placeholderImage);
  });
});

describe("bag view", () => {
  it("maps lines, quantities and the subtotal", () => {
    const view = toBagView({
      id: "gid://shopify/Cart/abc",
      checkoutUrl: "http://localhost/checkout/abc",
      totalQuantity: 3,
      cost: { subtotalAmount: money("98.00"), totalAmount: money("98.00") },
      lines: {
        nodes: [
          {
            id: "l1",
            quantity: 2,
            cost: { totalAmount: money("56.00") },
            merchandise: {
              id: "v9",
              title: "Default Title",
              image: null,
              price: money("28.00"),
              product: { title: "Heat Defense Spray", handle: "heat-defense-spray", featuredImage: null },
            },
          },
        ],
      },
    });
    expect(view).toMatchObject({ subtotal: 98, total: 98, currency: "AUD", totalQuantity: 3 });
    expect(view.lines[0]).toMatchObject({
      productTitle: "Heat Defense Spray",
      variantTitle: null,
      quantity: 2,
      unitPrice: 28,
      linePrice: 56,
    });
  });
  it("shows a line's variant picture, else its product's first picture, never the same placeholder for every line", () => {
    const line = (id: string, variantImage: string | null, productImage: string | null) => ({
      id,
      quantity: 1,
      cost: { totalAmount: money("28.00") },
      merchandise: {
        id: `v-${id}`,
        title: "Default Title",
        image: variantImage ? { id: null, url: variantImage, altText: null, width: 600, height: 600 } : null,
        price: money("28.00"),
        product: {
          title: `Product ${id}`,
          handle: `product-${id}`,
          featuredImage: productImage ? { id: null, url: productImage, altText: "", width: 800, height: 800 } : null,
        },
      },
    });
    const view = toBagView({
      id: "gid://shopify/Cart/abc",
      checkoutUrl: "http://localhost/checkout/abc",
      totalQuantity: 3,
      cost: { subtotalAmount: money("84.00"), totalAmount: money("84.00") },
      lines: { nodes: [line("a", "/a-300ml.svg", "/a.svg"), line("b", null, "/b.svg"), line("c", null, null)] },
    });
    expect(view.lines.map((l) => l.image.url)).toEqual(["/a-300ml.svg", "/b.svg", placeholderImage.url]);
    expect(view.lines[1]?.image).toMatchObject({ alt: "Product b", width: 800, height: 800 });
  });
});

describe("pictures on this site", () => {
  it("are named by path, so they show under whatever name the site is reached by; the platform's stay absolute", () => {
    expect(listImage({ url: absoluteUrl("/photos/abc-720.webp"), altText: "", width: 720, height: 960 }, "Oil").url).toBe("/photos/abc-720.webp");
    expect(listImage({ url: "https://cdn.shopify.com/s/files/oil.jpg", altText: "Oil", width: 800, height: 800 }, "Oil").url).toBe("https://cdn.shopify.com/s/files/oil.jpg");
  });
});
