import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueMessages, parseProductForm, type ProductInput } from "../../lib/shop/catalogue-form";
import { contentRevision } from "../content-revision.server";
import { closeDatabase, database, openDatabase } from "../db/client.server";
import { isolatedDatabase } from "../db/isolated-test-database";
import { shopCartLines, shopCarts, shopCollections, shopProducts, shopVariants } from "../db/schema.server";
import { testDatabases } from "../db/test-databases";
import * as docs from "../storefront/documents";
import { placeOrder } from "../storefront/embedded/checkout.server";
import { executeEmbedded } from "../storefront/embedded/executor.server";
import { seedCatalogue } from "../storefront/embedded/seed.server";
import { EmbeddedStore } from "../storefront/embedded/store.server";
import { changeCollection, findCollection, findProduct, listProducts, productFormValues, removeProduct, removeVariant, saveProduct } from "./catalogue.server";
import { latestAudit, owner } from "../test-support/actors";

const customer = { name: "Jane Citizen", email: "jane@example.com", phone: "0412 345 678", fulfilment: "local_pickup" as const, discountCode: "" };
const pillowcase = "silk-pillowcase";

const store = () => new EmbeddedStore(database(), "http://localhost:3000");
/** The revision as a fresh reader sees it (the cached one is rechecked every two seconds). */
const revision = () => contentRevision(Date.now() + 60_000);

/** The product as its form would post it, with `change` applied to the typed values. */
async function edited(handle: string, change: Record<string, string>): Promise<ProductInput> {
  const detail = await findProduct(database(), handle);
  if (!detail) throw new Error(`no product ${handle}`);
  const parsed = parseProductForm({ ...productFormValues(detail), ...change }, false);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
}

async function cartHolding(sku: string) {
  const [variant] = await database().select().from(shopVariants).where(eq(shopVariants.sku, sku));
  if (!variant) throw new Error(`no variant ${sku}`);
  const token = randomUUID();
  await database().insert(shopCarts).values({ token, buyerCountry: "AU" });
  await database().insert(shopCartLines).values({ id: randomUUID(), cartToken: token, variantId: variant.id, quantity: 1 });
  return token;
}

const balm: ProductInput = {
  title: "Rosemary Scalp Balm",
  handle: "rosemary-scalp-balm",
  description: "A balm for a dry scalp.",
  vendor: "Wattle & Thread",
  productType: "Scalp Care",
  seoDescription: "Rosemary scalp balm from the salon in Bangor.",
  hidden: false,
  optionName: null,
  variants: [{ id: null, optionValue: null, priceCents: 3495, compareAtCents: null, sku: "WT-BALM", quantity: 4 }],
};

describe.each(testDatabases())("the owner's catalogue on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await seedCatalogue(database());
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("adds a product with a variant that the shop sells at once, and marks the content changed", async () => {
    const before = await revision();
    expect(await saveProduct(database(), null, balm, owner)).toEqual({ ok: true, handle: balm.handle });
    expect(await revision()).toBeGreaterThan(before);
    const product = await store().productByHandle(balm.handle);
    expect(product).toMatchObject({ title: balm.title, seoDescription: balm.seoDescription, hidden: false });
    expect(await store().variantsOf(product?.id ?? 0)).toMatchObject([{ sku: "WT-BALM", priceCents: 3495, quantity: 4, title: "Default Title" }]);
    expect((await listProducts(database(), "wt-balm")).map((p) => p.handle)).toEqual([balm.handle]);
  });

  it("refuses a handle or a SKU another product holds, on its field", async () => {
    expect(await saveProduct(database(), null, { ...balm, variants: [{ ...balm.variants[0], sku: "WT-BALM-2" } as ProductInput["variants"][number]] }, owner)).toEqual({
      ok: false,
      status: 409,
      errors: { handle: catalogueMessages.handleTaken },
    });
    const [pillowcaseSku] = (await findProduct(database(), pillowcase))?.variants ?? [];
    const input = await edited(balm.handle, { "variant-0-sku": pillowcaseSku?.sku ?? "" });
    expect(await saveProduct(database(), balm.handle, input, owner)).toEqual({
      ok: false,
      status: 409,
      errors: { "variant-0-sku": catalogueMessages.skuTaken("Silk Pillowcase") },
    });
  });

  it("saves a price typed as money in cents, the stock, a new variant, and SKUs swapped between variants", async () => {
    const detail = await findProduct(database(), pillowcase);
    const [first, second] = detail?.variants ?? [];
    if (!first || !second) throw new Error("the pillowcase has fewer than two variants");
    const before = await revision();
    const input = await edited(pillowcase, {
      "variant-0-price": "64.95",
      "variant-0-stock": "11",
      "variant-0-sku": second.sku,
      "variant-1-sku": first.sku,
      [`variant-${detail?.variants.length}-option`]: "Midnight",
      [`variant-${detail?.variants.length}-price`]: "70",
      [`variant-${detail?.variants.length}-sku`]: "WT-PILLOW-MIDNIGHT",
      [`variant-${detail?.variants.length}-stock`]: "3",
    });
    expect(await saveProduct(database(), pillowcase, input, owner)).toEqual({ ok: true, handle: pillowcase });
    expect(await revision()).toBeGreaterThan(before);
    const after = await findProduct(database(), pillowcase);
    expect(after?.variants[0]).toMatchObject({ id: first.id, priceCents: 6495, quantity: 11, sku: second.sku });
    expect(after?.variants[1]).toMatchObject({ id: second.id, sku: first.sku });
    expect(after?.variants.at(-1)).toMatchObject({ sku: "WT-PILLOW-MIDNIGHT", priceCents: 7000, title: "Midnight", selectedOptions: [{ name: after?.product.options[0]?.name, value: "Midnight" }] });
    expect(after?.product.options[0]?.values.at(-1)).toBe("Midnight");

    const removed = await removeVariant(database(), pillowcase, after?.variants.at(-1)?.id ?? 0, owner);
    expect(removed).toEqual({ ok: true, title: "Midnight" });
    expect((await findProduct(database(), pillowcase))?.product.options[0]?.values).not.toContain("Midnight");
    const onlyOne = await findProduct(database(), balm.handle);
    expect(await removeVariant(database(), balm.handle, onlyOne?.variants[0]?.id ?? 0, owner)).toMatchObject({ ok: false, status: 409 });
  });

  it("hides a product from lists, search, collections and its page; a bag holding it is not checked out", async () => {
    const detail = await findProduct(database(), pillowcase);
    const sku = detail?.variants[0]?.sku ?? "";
    const token = await cartHolding(sku);
    const before = await revision();
    expect(await saveProduct(database(), pillowcase, await edited(pillowcase, { visibility: "hidden" }), owner)).toMatchObject({ ok: true });
    expect(await revision()).toBeGreaterThan(before);

    expect(await store().productByHandle(pillowcase)).toBeNull();
    expect((await store().allProducts()).map((p) => p.handle)).not.toContain(pillowcase);
    const collections = await database().select().from(shopCollections);
    for (const collection of collections) expect((await store().collectionProducts(collection.id)).map((p) => p.handle)).not.toContain(pillowcase);

    // What the shop's pages and Shopify-protocol clients ask: no page, no place in the sitemap, not addable to a bag.
    const ask = async <T>(query: string, variables: Record<string, unknown>) => (await executeEmbedded({ query, variables, origin: "http://shop.test" })).data as T;
    expect((await ask<{ product: unknown }>(docs.productByHandle, { handle: pillowcase, country: "AU" })).product).toBeNull();
    const sitemap = await ask<{ products: { nodes: { handle: string }[] } }>(docs.sitemapEntries, { first: 250 });
    expect(sitemap.products.nodes.map((p) => p.handle)).not.toContain(pillowcase);
    const variantGid = `gid://shopify/ProductVariant/${detail?.variants[0]?.id}`;
    const refusedAdd = await ask<{ cartCreate: unknown }>(docs.cartCreate, { lines: [{ merchandiseId: variantGid, quantity: 1 }], country: "AU", lineCount: 10 });
    expect(refusedAdd.cartCreate).toMatchObject({ cart: null, userErrors: [{ message: "The product 'Silk Pillowcase' is no longer sold." }] });

    const placed = await placeOrder(database(), token, customer);
    expect(placed).toMatchObject({ ok: false, reason: "unavailable" });
    expect(!placed.ok && placed.message).toMatch(/^Sorry, Silk Pillowcase .* is no longer sold in our shop\. Please remove it from your bag/);
    // Still in the owner's list, marked hidden.
    expect((await listProducts(database(), "pillowcase"))[0]).toMatchObject({ handle: pillowcase, hidden: true });
    await saveProduct(database(), pillowcase, await edited(pillowcase, { visibility: "visible" }), owner);
    expect(await store().productByHandle(pillowcase)).not.toBeNull();
  });

  it("hides a product that has orders rather than deleting it, and deletes one that has none", async () => {
    const placed = await placeOrder(database(), await cartHolding("WT-BALM"), customer);
    expect(placed).toMatchObject({ ok: true });
    expect(await removeProduct(database(), balm.handle, owner)).toEqual({ outcome: "hidden", title: balm.title });
    expect((await findProduct(database(), balm.handle))?.product.hidden).toBe(true);

    await saveProduct(database(), null, { ...balm, handle: "rosemary-balm-trial", variants: [{ ...(balm.variants[0] as ProductInput["variants"][number]), sku: "WT-BALM-TRIAL" }] }, owner);
    expect(await removeProduct(database(), "rosemary-balm-trial", owner)).toEqual({ outcome: "deleted", title: balm.title });
    expect(await database().select().from(shopProducts).where(eq(shopProducts.handle, "rosemary-balm-trial"))).toEqual([]);
  });

  it("adds, moves and takes out a collection's products, keeping their order", async () => {
    const [collection] = await database().select().from(shopCollections);
    const found = await findCollection(database(), collection?.handle ?? "");
    if (!found || found.members.length < 2) throw new Error("a collection with two products is needed");
    const handle = found.collection.handle;
    const [a, b] = found.members;
    const newcomer = found.others[0];
    if (!a || !b || !newcomer) throw new Error("missing products");

    const before = await revision();
    await changeCollection(database(), handle, { intent: "move", productId: b.id, by: -1 }, owner);
    expect(await revision()).toBeGreaterThan(before);
    await changeCollection(database(), handle, { intent: "add", productId: newcomer.id }, owner);
    await changeCollection(database(), handle, { intent: "remove", productId: a.id }, owner);
    expect(await latestAudit(database(), 3)).toMatchObject(
      ["product removed from collection", "product added to collection", "collection reordered"].map((action) => ({ who: owner.name, action, subject: `Collection ${handle}` })),
    );
    const ids = (await store().collectionProducts(found.collection.id)).map((p) => p.id);
    expect(ids[0]).toBe(b.id);
    expect(ids.at(-1)).toBe(newcomer.id);
    expect(ids).not.toContain(a.id);

    expect(await changeCollection(database(), handle, { intent: "save", input: { title: "Gifts for Her", description: "Chosen by the salon." } }, owner)).toBe("Gifts for Her");
    expect((await store().collectionByHandle(handle))?.title).toBe("Gifts for Her");
    expect(await changeCollection(database(), "no-such-collection", { intent: "add", productId: a.id }, owner)).toBeNull();
  });
});
