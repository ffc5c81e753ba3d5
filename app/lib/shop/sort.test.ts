import { describe, expect, it } from "vitest";
import { parseSort, sortOptions, sortProducts } from "./sort";

const items = [
  { id: "a", price: 42 },
  { id: "b", price: 28 },
  { id: "c", price: 90 },
  { id: "d", price: 28 },
];

describe("collection sort", () => {
  it("has the three options with Best Sellers first (the default)", () => {
    expect(sortOptions.map((o) => o.label)).toEqual(["Best Sellers", "Price: Low to High", "Price: High to Low"]);
    expect(parseSort(undefined)).toBe("best-sellers");
    expect(parseSort("price-desc")).toBe("price-desc");
    expect(parseSort("newest")).toBe("best-sellers");
  });

  it("Best Sellers applies no reordering", () => {
    expect(sortProducts(items, "best-sellers").map((i) => i.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("sorts by price both ways, keeping the storefront order for equal prices", () => {
    expect(sortProducts(items, "price-asc").map((i) => i.id)).toEqual(["b", "d", "a", "c"]);
    expect(sortProducts(items, "price-desc").map((i) => i.id)).toEqual(["c", "a", "b", "d"]);
  });

  it("never changes the array it is given", () => {
    const copy = [...items];
    sortProducts(items, "price-desc");
    expect(items).toEqual(copy);
  });
});
