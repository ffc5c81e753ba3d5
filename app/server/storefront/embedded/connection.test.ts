import { describe, expect, it } from "vitest";
import { connection } from "./connection";
import { gid, parseGid, parseNumericGid } from "./ids";

describe("connections", () => {
  const items = ["a", "b", "c", "d", "e"];

  it("pages forward with cursors", () => {
    const page1 = connection(items, { first: 2 });
    expect(page1.nodes).toEqual(["a", "b"]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = connection(items, { first: 2, after: page1.pageInfo.endCursor });
    expect(page2.nodes).toEqual(["c", "d"]);
    const page3 = connection(items, { first: 2, after: page2.pageInfo.endCursor });
    expect(page3.nodes).toEqual(["e"]);
    expect(page3.pageInfo.hasNextPage).toBe(false);
    expect(page3.pageInfo.hasPreviousPage).toBe(true);
  });

  it("takes the last items and can reverse", () => {
    expect(connection(items, { last: 2 }).nodes).toEqual(["d", "e"]);
    expect(connection(items, { first: 2, reverse: true }).nodes).toEqual(["e", "d"]);
  });

  it("requires a page size within Shopify's limit", () => {
    expect(() => connection(items, {})).toThrow("you must provide one of first or last");
    expect(() => connection(items, { first: 251 })).toThrow("between 0 and 250");
    expect(() => connection(items, { first: 1, after: "bad!" })).toThrow("Invalid cursor");
  });
});

describe("global ids", () => {
  it("round-trips and refuses other types", () => {
    expect(gid("Product", 12)).toBe("gid://shopify/Product/12");
    expect(parseNumericGid("Product", "gid://shopify/Product/12")).toBe(12);
    expect(parseNumericGid("ProductVariant", "gid://shopify/Product/12")).toBeNull();
    expect(parseGid("Cart", "gid://shopify/Cart/abc_DEF-1?key=x")).toBe("abc_DEF-1");
    expect(parseGid("Cart", "nonsense")).toBeNull();
  });
});
