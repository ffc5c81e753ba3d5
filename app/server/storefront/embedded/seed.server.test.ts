import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueCollections, catalogueProducts, type CatalogueProduct } from "../../../content/catalogue";
import { closeDatabase, database, openDatabase } from "../../db/client.server";
import { isolatedDatabase } from "../../db/isolated-test-database";
import { shopCollections, shopProducts, shopVariants } from "../../db/schema.server";
import { testDatabases } from "../../db/test-databases";
import { seedCatalogue, type Catalogue } from "./seed.server";

const pillowcase = catalogueProducts.find((p) => p.handle === "silk-pillowcase") as CatalogueProduct;
const others = catalogueProducts.filter((p) => p.handle !== pillowcase.handle).slice(0, 2);
const collection = catalogueCollections.find((c) => pillowcase.collections.includes(c.handle));

const variantsOf = (productId: number) =>
  database().select().from(shopVariants).where(eq(shopVariants.productId, productId)).orderBy(asc(shopVariants.position));

describe.each(testDatabases())("catalogue seeding on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await database().execute(sql`truncate table shop_collection_products, shop_variants, shop_product_images, shop_collections, shop_products, shop_state restart identity cascade`);
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("updates changed rows in place, keeping their ids, and drops what left the catalogue", async () => {
    expect(collection).toBeDefined();
    const first: Catalogue = { collections: collection ? [collection] : [], products: [pillowcase, ...others] };
    expect((await seedCatalogue(database(), first)).changed).toBe(true);

    const [product] = await database().select().from(shopProducts).where(eq(shopProducts.handle, pillowcase.handle));
    const [collectionRow] = await database().select().from(shopCollections);
    if (!product || !collectionRow) throw new Error("the first seeding wrote no rows");
    const variantsBefore = await variantsOf(product.id);
    expect(variantsBefore.map((v) => v.sku)).toEqual(pillowcase.variants.map((v) => v.sku));

    const [firstVariant, ...restVariants] = pillowcase.variants;
    if (!firstVariant) throw new Error("the pillowcase has no variants");
    const changedProduct: CatalogueProduct = {
      ...pillowcase,
      title: "Silk Pillowcase (Mulberry)",
      tags: [...pillowcase.tags, "new-season"],
      bestSellerRank: 999,
      variants: [{ ...firstVariant, price: firstVariant.price + 5, compareAtPrice: firstVariant.price + 20, quantity: 0 }, ...restVariants],
    };
    const second: Catalogue = {
      collections: first.collections.map((c) => ({ ...c, title: `${c.title} (updated)`, description: "A new description." })),
      products: [changedProduct, ...others.slice(0, 1)],
    };
    expect((await seedCatalogue(database(), second)).changed).toBe(true);

    const [productAfter] = await database().select().from(shopProducts).where(eq(shopProducts.handle, pillowcase.handle));
    expect(productAfter).toMatchObject({ id: product.id, title: "Silk Pillowcase (Mulberry)", tags: changedProduct.tags, bestSellerRank: 999, vendor: pillowcase.vendor });
    expect(productAfter?.updatedAt.getTime()).toBeGreaterThanOrEqual(product.updatedAt.getTime());

    const variantsAfter = await variantsOf(product.id);
    expect(variantsAfter.map((v) => v.id)).toEqual(variantsBefore.map((v) => v.id));
    expect(variantsAfter[0]).toMatchObject({
      sku: firstVariant.sku,
      priceCents: Math.round((firstVariant.price + 5) * 100),
      compareAtCents: Math.round((firstVariant.price + 20) * 100),
      quantity: 0,
    });
    expect(variantsAfter.slice(1)).toEqual(variantsBefore.slice(1));

    const collectionsAfter = await database().select().from(shopCollections);
    expect(collectionsAfter).toHaveLength(1);
    expect(collectionsAfter[0]).toMatchObject({ id: collectionRow.id, title: `${collectionRow.title} (updated)`, description: "A new description.", imageUrl: collectionRow.imageUrl });

    const handles = (await database().select({ handle: shopProducts.handle }).from(shopProducts)).map((r) => r.handle).sort();
    expect(handles).toEqual([pillowcase.handle, others[0]?.handle].sort());
    const droppedSkus = others[1]?.variants.map((v) => v.sku) ?? [];
    expect(droppedSkus.length).toBeGreaterThan(0);
    const skusLeft = (await database().select({ sku: shopVariants.sku }).from(shopVariants)).map((r) => r.sku);
    for (const sku of droppedSkus) expect(skusLeft).not.toContain(sku);
  });

  it("sets stock when a variant is new or its catalogue count changes, and otherwise keeps what sales left", async () => {
    const [variant] = pillowcase.variants;
    if (!variant) throw new Error("the pillowcase has no variants");
    const withCount = (quantity: number, price = variant.price): Catalogue => ({
      collections: collection ? [collection] : [],
      products: [{ ...pillowcase, variants: [{ ...variant, quantity, price }] }],
    });
    const stock = async () => (await database().select({ quantity: shopVariants.quantity }).from(shopVariants).where(eq(shopVariants.sku, variant.sku)))[0]?.quantity;

    await seedCatalogue(database(), withCount(5));
    expect(await stock()).toBe(5);
    // Two sold through the checkout.
    await database().update(shopVariants).set({ quantity: 3 }).where(eq(shopVariants.sku, variant.sku));
    // A price change re-seeds the catalogue but must not put the two back on the shelf.
    expect((await seedCatalogue(database(), withCount(5, variant.price + 1))).changed).toBe(true);
    expect(await stock()).toBe(3);
    // A stock-take in the catalogue is the new count.
    await seedCatalogue(database(), withCount(9, variant.price + 1));
    expect(await stock()).toBe(9);
  });
});
