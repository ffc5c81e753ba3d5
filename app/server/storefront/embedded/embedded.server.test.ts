/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are checked field by field */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueProducts } from "../../../content/catalogue";
import { closeDatabase, database, openDatabase } from "../../db/client.server";
import { isolatedDatabase } from "../../db/isolated-test-database";
import { testDatabases } from "../../db/test-databases";
import * as docs from "../documents";
import { getIntrospectionQuery } from "graphql";
import { cartLimitMessages } from "../../../lib/shop/cart-limits";
import { shop } from "../../../config/salon";
import { placeOrder } from "./checkout.server";
import { executeEmbedded } from "./executor.server";
import { storefrontQueryLimits } from "./query-limits";
import { seedCatalogue } from "./seed.server";
import { EmbeddedStore } from "./store.server";

const origin = "http://shop.test";
const run = async (query: string, variables: Record<string, unknown> = {}) => {
  const result = await executeEmbedded({ query, variables, origin });
  return result as { data?: Record<string, unknown> | null; errors?: readonly { message: string }[] };
};

describe.each(testDatabases())("embedded storefront on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await database().execute(sql`truncate table shop_orders, shop_cart_lines, shop_carts, shop_collection_products, shop_variants, shop_product_images, shop_collections, shop_products, shop_state restart identity cascade`);
    expect((await seedCatalogue(database())).changed).toBe(true);
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("seeds once: a second run with the same catalogue changes nothing", async () => {
    expect((await seedCatalogue(database())).changed).toBe(false);
  });

  it("answers a product by handle with images, variants and prices", async () => {
    const { data, errors } = await run(docs.productByHandle, { handle: "silk-pillowcase", country: "AU" });
    expect(errors).toBeUndefined();
    const product = data?.product as Record<string, any>;
    expect(product).toMatchObject({ id: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/), title: "Silk Pillowcase", availableForSale: true });
    expect(product.priceRange.minVariantPrice).toEqual({ amount: "42.00", currencyCode: "AUD" });
    expect(product.images.nodes).toHaveLength(4);
    expect(product.images.nodes[0].url).toBe(`${origin}/images/products/silk-pillowcase-1.svg`);
    expect(product.images.nodes[0]).toMatchObject({ width: 800, height: 800 });
    expect(product.options).toEqual([{ name: "Colour", values: ["Ivory", "Blush", "Charcoal"] }]);
    expect(product.variants.nodes[1]).toMatchObject({ title: "Blush", selectedOptions: [{ name: "Colour", value: "Blush" }], image: { url: `${origin}/images/products/silk-pillowcase-2.svg` } });
  });

  it("gives no product for an unknown handle", async () => {
    const { data, errors } = await run(docs.productByHandle, { handle: "no-such-thing" });
    expect(errors).toBeUndefined();
    expect(data?.product).toBeNull();
  });

  it("lists a collection's products best sellers first, with compare-at prices and sold-out flags", async () => {
    const { data, errors } = await run(docs.collectionByHandle, { handle: "christmas-gift-packs", first: 50 });
    expect(errors).toBeUndefined();
    const collection = data?.collection as Record<string, any>;
    const expected = catalogueProducts
      .filter((p) => p.collections.includes("christmas-gift-packs"))
      .sort((a, b) => a.bestSellerRank - b.bestSellerRank)
      .map((p) => p.handle);
    expect(collection.products.nodes.map((p: { handle: string }) => p.handle)).toEqual(expected);
    const kids = collection.products.nodes.find((p: { handle: string }) => p.handle === "kids-tangle-free-gift-pack");
    expect(kids.availableForSale).toBe(false);
    const smooth = collection.products.nodes.find((p: { handle: string }) => p.handle === "smooth-and-shine-gift-pack");
    expect(smooth.compareAtPriceRange.minVariantPrice.amount).toBe("95.00");
  });

  it("lists collections and the shop", async () => {
    const list = await run(docs.collectionsList, { first: 20 });
    expect((list.data?.collections as { nodes: unknown[] }).nodes).toHaveLength(9);
    const info = await run(docs.shopInfo, { collections: 10 });
    expect(info.data?.shop).toEqual({ name: "Wattle & Thread Hair Studio", primaryDomain: { url: origin, host: "shop.test" } });
  });

  it("finds the first available product", async () => {
    const { data } = await run(docs.firstAvailableProduct);
    const product = (data?.products as { nodes: { handle: string; variants: { nodes: { availableForSale: boolean }[] } }[] }).nodes[0];
    expect(product?.handle).toBe("heat-defense-spray");
    expect(product?.variants.nodes[0]?.availableForSale).toBe(true);
  });

  it("pages the sitemap entries", async () => {
    const first = await run(docs.sitemapEntries, { first: 30 });
    const products = first.data?.products as { nodes: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    expect(products.nodes).toHaveLength(30);
    expect(products.pageInfo.hasNextPage).toBe(true);
    const second = await run(docs.sitemapEntries, { first: 30, productsAfter: products.pageInfo.endCursor });
    expect((second.data?.products as { nodes: unknown[] }).nodes).toHaveLength(catalogueProducts.length - 30);
  });

  describe("carts", () => {
    let variantId = "";
    let soldOutId = "";
    beforeAll(async () => {
      const spray = await run(docs.productByHandle, { handle: "heat-defense-spray" });
      variantId = (spray.data?.product as any).variants.nodes[0].id;
      const pony = await run(docs.productByHandle, { handle: "perfect-pony-clip-in-ponytail" });
      soldOutId = (pony.data?.product as any).variants.nodes.find((v: { availableForSale: boolean }) => !v.availableForSale).id;
    });

    it("creates a cart for Australia, adds lines (merging the same variant) and reads it back", async () => {
      const created = await run(docs.cartCreate, { lines: [{ merchandiseId: variantId, quantity: 1 }], country: "AU", lineCount: 100 });
      const payload = created.data?.cartCreate as any;
      expect(payload.userErrors).toEqual([]);
      expect(payload.cart.checkoutUrl).toMatch(/^http:\/\/shop\.test\/checkout\/[A-Za-z0-9_-]{20,}$/);
      expect(payload.cart.cost.subtotalAmount).toEqual({ amount: "28.00", currencyCode: "AUD" });
      const added = await run(docs.cartLinesAdd, { cartId: payload.cart.id, lines: [{ merchandiseId: variantId, quantity: 1 }], lineCount: 100 });
      const cart = (added.data?.cartLinesAdd as any).cart;
      expect(cart.totalQuantity).toBe(2);
      expect(cart.lines.nodes).toHaveLength(1);
      expect(cart.lines.nodes[0]).toMatchObject({ quantity: 2, cost: { totalAmount: { amount: "56.00" } }, merchandise: { product: { handle: "heat-defense-spray" } } });
      const read = await run(docs.cartById, { cartId: payload.cart.id, lineCount: 50 });
      expect((read.data?.cart as any).cost.subtotalAmount.amount).toBe("56.00");
      const lineId = cart.lines.nodes[0].id;
      const updated = await run(docs.cartLinesUpdate, { cartId: payload.cart.id, lines: [{ id: lineId, quantity: 0 }], lineCount: 100 });
      expect((updated.data?.cartLinesUpdate as any).cart.totalQuantity).toBe(0);
    });

    it("answers a cart's cost under its older name, estimatedCost, with the same figures", async () => {
      const created = await run(docs.cartCreate, { lines: [{ merchandiseId: variantId, quantity: 2 }], country: "AU", lineCount: 100 });
      const cartId = (created.data?.cartCreate as any).cart.id;
      const figures = "subtotalAmount { amount } totalAmount { amount } checkoutChargeAmount { amount } totalTaxAmount { amount } totalDutyAmount { amount }";
      const read = await run(`query ($cartId: ID!) { cart(id: $cartId) { cost { ${figures} totalAmountEstimated } estimatedCost { ${figures} } } }`, { cartId });
      expect(read.errors).toBeUndefined();
      const { cost, estimatedCost } = read.data?.cart as any;
      expect(cost).toMatchObject({ subtotalAmount: { amount: "56.00" }, totalAmount: { amount: "56.00" }, checkoutChargeAmount: { amount: "56.00" }, totalTaxAmount: null, totalAmountEstimated: false });
      expect({ ...cost, totalAmountEstimated: undefined }).toEqual({ ...estimatedCost, totalAmountEstimated: undefined });
    });

    it("refuses sold-out and unknown merchandise with userErrors", async () => {
      const soldOut = await run(docs.cartCreate, { lines: [{ merchandiseId: soldOutId, quantity: 1 }], country: "AU", lineCount: 100 });
      expect((soldOut.data?.cartCreate as any).cart).toBeNull();
      expect((soldOut.data?.cartCreate as any).userErrors[0].message).toContain("already sold out");
      const unknown = await run(docs.cartCreate, { lines: [{ merchandiseId: "gid://shopify/ProductVariant/999999", quantity: 1 }], country: "AU", lineCount: 100 });
      expect((unknown.data?.cartCreate as any).userErrors[0].message).toContain("does not exist");
    });

    it("merges lines of one variant and refuses the merged quantity past the line maximum (no 198 of one item)", async () => {
      const twice = await run(docs.cartCreate, { lines: [{ merchandiseId: variantId, quantity: 99 }, { merchandiseId: variantId, quantity: 99 }], country: "AU", lineCount: 50 });
      expect(twice.data?.cartCreate).toMatchObject({ cart: null, userErrors: [{ field: ["input", "lines", "1", "quantity"], message: cartLimitMessages.quantity, code: "MAXIMUM_EXCEEDED" }] });
      const created = await run(docs.cartCreate, { lines: [{ merchandiseId: variantId, quantity: shop.lineQuantity }], country: "AU", lineCount: 50 });
      const cartId = (created.data?.cartCreate as any).cart.id;
      const added = await run(docs.cartLinesAdd, { cartId, lines: [{ merchandiseId: variantId, quantity: 1 }], lineCount: 50 });
      expect((added.data?.cartLinesAdd as any).userErrors).toEqual([{ field: ["lines", "0", "quantity"], message: cartLimitMessages.quantity, code: "MAXIMUM_EXCEEDED" }]);
      const lineId = (created.data?.cartCreate as any).cart.lines.nodes[0].id;
      const updated = await run(docs.cartLinesUpdate, { cartId, lines: [{ id: lineId, quantity: shop.lineQuantity + 1 }], lineCount: 50 });
      expect((updated.data?.cartLinesUpdate as any).userErrors).toEqual([{ field: ["lines", "0", "quantity"], message: cartLimitMessages.quantity, code: "MAXIMUM_EXCEEDED" }]);
      const read = await run(docs.cartById, { cartId, lineCount: 50 });
      expect((read.data?.cart as any).totalQuantity).toBe(shop.lineQuantity);
    });

    it("will not place an order for a cart over the limits (one stored before the rule), with a message instead of an overflow", async () => {
      const store = new EmbeddedStore(database(), origin);
      const numeric = Number(variantId.split("/").pop());
      const token = await store.createCart("AU", [{ variantId: numeric, quantity: 99 }, { variantId: numeric, quantity: 99 }]);
      const result = await placeOrder(database(), token, { name: "Test Person", email: "test@example.com", phone: "0412 345 678", fulfilment: "local_pickup", discountCode: "" });
      expect(result).toMatchObject({ ok: false, reason: "limits", message: expect.stringContaining(cartLimitMessages.quantity) });
    });

    it("says the cart does not exist for an unknown cart id", async () => {
      const missing = await run(docs.cartLinesAdd, { cartId: "gid://shopify/Cart/nope", lines: [{ merchandiseId: variantId, quantity: 1 }], lineCount: 100 });
      expect((missing.data?.cartLinesAdd as any).userErrors).toEqual([{ field: ["cartId"], message: "The specified cart does not exist.", code: "INVALID" }]);
      const read = await run(docs.cartById, { cartId: "gid://shopify/Cart/nope", lineCount: 50 });
      expect(read.data?.cart).toBeNull();
    });
  });

  describe("query limits (refused before anything runs)", () => {
    const code = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

    it("refuses the nested-connections query by its estimated cost", async () => {
      const result = await run("{products(first:250){nodes{collections(first:250){nodes{products(first:250){nodes{id title priceRange{minVariantPrice{amount}}}}}}}}}");
      expect(code(result as never)).toBe("MAX_COST_EXCEEDED");
      // No data at all, not even null: the operation never started executing.
      expect(result.data).toBeUndefined();
    });

    it("refuses too many aliases, too deep a query and too long an input list", async () => {
      const aliases = `{${Array.from({ length: storefrontQueryLimits.maxAliases + 1 }, (_, i) => `a${i}: shop { name }`).join(" ")}}`;
      expect(code((await run(aliases)) as never)).toBe("MAX_ALIASES_EXCEEDED");
      let deep = "id";
      for (let i = 0; i < storefrontQueryLimits.maxDepth; i++) deep = `collections(first: 1) { nodes { products(first: 1) { nodes { ${deep} } } } }`;
      expect(code((await run(`{ products(first: 1) { nodes { ${deep} } } }`)) as never)).toBe("MAX_DEPTH_EXCEEDED");
      const ids = Array.from({ length: storefrontQueryLimits.maxInputList + 1 }, (_, i) => `gid://shopify/Product/${i + 1}`);
      expect(code((await run("query ($ids: [ID!]!) { nodes(ids: $ids) { id } }", { ids })) as never)).toBe("MAX_INPUT_SIZE_EXCEEDED");
    });

    it("answers introspection, as Shopify's Storefront API does", async () => {
      const result = await run(getIntrospectionQuery());
      expect(result.errors).toBeUndefined();
      expect((result.data?.__schema as { queryType: { name: string } }).queryType.name).toBe("QueryRoot");
    });

    it("bounds execution time", async () => {
      const result = await executeEmbedded({ query: docs.sitemapEntries, variables: { first: 30 }, origin, timeoutMs: 0 });
      expect(code(result as never)).toBe("TIMEOUT");
    });
  });

  it("reports invalid documents as GraphQL errors", async () => {
    const { errors } = await run("{ product(handle: 1) { nope } }");
    expect(errors?.length).toBeGreaterThan(0);
  });
});
