import { describe, expect, it } from "vitest";
import { catalogueProducts, type CatalogueProduct } from "../../content/catalogue.ts";
import { packContents } from "./pack-contents.ts";

const product = (handle: string, extra: Partial<CatalogueProduct> = {}) =>
  ({ handle, title: handle.toUpperCase(), images: [], ...extra }) as unknown as CatalogueProduct;

describe("pack contents", () => {
  it("names each product inside a pack with its size, in the pack's order", () => {
    const products = [
      product("pack", {
        contents: [
          { handle: "oil", size: "50 ml" },
          { handle: "wash", size: "300 ml" },
        ],
      }),
      product("wash"),
      product("oil"),
    ];
    expect(packContents("pack", products)).toEqual([
      { handle: "oil", title: "OIL", size: "50 ml" },
      { handle: "wash", title: "WASH", size: "300 ml" },
    ]);
  });

  it("is empty for a product that is not a pack, or one the catalogue does not have", () => {
    expect(packContents("wash", [product("wash")])).toEqual([]);
    expect(packContents("gone", [product("wash")])).toEqual([]);
  });

  it("lists every item of every catalogue pack, none left out", () => {
    const packs = catalogueProducts.filter((p) => p.contents?.length);
    expect(packs.length).toBeGreaterThan(0);
    for (const pack of packs)
      expect(
        packContents(pack.handle).map((item) => item.handle),
        pack.handle,
      ).toEqual(pack.contents?.map((item) => item.handle));
  });
});
