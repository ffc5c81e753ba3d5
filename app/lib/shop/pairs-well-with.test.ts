import { describe, expect, it } from "vitest";
import { catalogueProducts } from "../../content/catalogue.ts";
import { packsHolding, suggestionsFor } from "./pairs-well-with.ts";

const oil = { handle: "oil", ownedBy: { variantIds: ["v-oil", "v-pack"], titles: ["Hair Oil", "Shine Pack"] } };
const pillow = { handle: "pillow", ownedBy: { variantIds: ["v-pillow"], titles: ["Silk Pillowcase"] } };

describe("pairs well with", () => {
  it("leaves out a suggestion bought on its own, by variant id or by title", () => {
    expect(suggestionsFor([oil, pillow], [{ id: "v-oil", title: "Renamed" }])).toEqual([pillow]);
    expect(suggestionsFor([oil, pillow], [{ id: "elsewhere", title: "Silk Pillowcase – Ivory" }])).toEqual([oil]);
  });

  it("leaves out a suggestion inside a pack that was bought", () => {
    expect(suggestionsFor([oil, pillow], [{ id: "v-pack", title: "Shine Pack" }])).toEqual([pillow]);
    expect(suggestionsFor([oil, pillow], [{ id: "x", title: "shine pack" }])).toEqual([pillow]);
  });

  it("keeps every suggestion for an order that holds none of them", () => {
    expect(suggestionsFor([oil, pillow], [{ id: "v-other", title: "Hair Oil Deluxe" }])).toEqual([oil, pillow]);
    expect(suggestionsFor([oil, pillow], [])).toEqual([oil, pillow]);
  });

  it("finds the packs holding a product", () => {
    expect(packsHolding("a", [{ handle: "p1", contents: [{ handle: "a" }, { handle: "b" }] }, { handle: "p2", contents: [{ handle: "b" }] }, { handle: "a" }])).toEqual(["p1"]);
  });
});

describe("pack contents in the catalogue", () => {
  const byHandle = new Map(catalogueProducts.map((product) => [product.handle, product]));
  const packs = catalogueProducts.filter((product) => /pack/i.test(product.productType));

  it("are given for every pack, as products of the catalogue named in the pack's description", () => {
    expect(packs.length).toBeGreaterThan(0);
    for (const pack of packs) {
      expect(pack.contents?.length, pack.handle).toBeGreaterThan(0);
      for (const { handle, size } of pack.contents ?? []) {
        expect(size.trim(), `${pack.handle} gives the size of ${handle}`).not.toBe("");
        const item = byHandle.get(handle);
        expect(item, `${pack.handle} holds ${handle}`).toBeDefined();
        // The description names each item by a distinctive word of its title ("Nourishing Hair Oil", "Curl Defining Mousse").
        const words = item!.title.split(" ").filter((word) => word.length > 4);
        expect(words.some((word) => pack.description.includes(word)), `${pack.handle} names ${handle}`).toBe(true);
      }
    }
  });
});
