import { describe, expect, it } from "vitest";
import { collectionImage, collectionKeywords, keywordRank, orderCollections } from "./collection-order";

const c = (handle: string, title: string, image?: string) => ({ handle, title, image: image ? { url: image } : null });

describe("collection keyword priority", () => {
  it("orders by the keyword list, unmatched last, ties in storefront order", () => {
    const ordered = orderCollections([
      c("curly-hair", "Curly Hair"),
      c("new-arrivals", "New Arrivals"),
      c("styling", "Styling"),
      c("hair-care", "Hair Care"),
      c("christmas-gift-packs", "Christmas Gift Packs"),
      c("treatments", "Treatments"),
      c("sale", "Sale"),
    ]);
    expect(ordered.map((x) => x.handle)).toEqual([
      "christmas-gift-packs",
      "hair-care",
      "treatments",
      "styling",
      "curly-hair",
      "new-arrivals",
      "sale",
    ]);
  });

  it("matches on the title as well as the handle", () => {
    expect(keywordRank(c("frontpage", "Gift Sets"))).toBe(1);
    expect(keywordRank(c("misc", "Odds and ends"))).toBe(collectionKeywords.length);
  });

  it("picks the image by keyword, then the collection's own image, then the placeholder", () => {
    expect(collectionImage(c("blonde-care", "Blonde Care", "/own.svg"), "/placeholder.svg")).toBe("/images/collections/blonde-care.svg");
    expect(collectionImage(c("sale", "Sale", "https://cdn.example/sale.jpg"), "/placeholder.svg")).toBe("https://cdn.example/sale.jpg");
    expect(collectionImage(c("sale", "Sale"), "/placeholder.svg")).toBe("/placeholder.svg");
  });
});
