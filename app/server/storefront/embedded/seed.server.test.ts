import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueCollections, catalogueProducts, type CatalogueProduct } from "../../../content/catalogue";
import { contentRevision } from "../../content-revision.server";
import { closeDatabase, database, openDatabase } from "../../db/client.server";
import { isolatedDatabase } from "../../db/isolated-test-database";
import { shopCollectionProducts, shopCollections, shopProducts, shopState, shopVariants } from "../../db/schema.server";
import { testDatabases } from "../../db/test-databases";
import { seedCatalogue, type Catalogue } from "./seed.server";

const pillowcase = catalogueProducts.find((p) => p.handle === "silk-pillowcase") as CatalogueProduct;
const collection = catalogueCollections.find((c) => pillowcase.collections.includes(c.handle));
const others = catalogueProducts.filter((p) => p.handle !== pillowcase.handle && collection && p.collections.includes(collection.handle)).slice(0, 2);

/** A product a developer adds to the catalogue module later: a copy of the pillowcase under a new handle and SKUs. */
function newProduct(handle: string): CatalogueProduct {
  return { ...pillowcase, handle, title: `Silk Scrunchie ${handle}`, bestSellerRank: 0, variants: pillowcase.variants.map((v) => ({ ...v, sku: `${v.sku}-${handle}`.toUpperCase() })) };
}

const handles = async () => (await database().select({ handle: shopProducts.handle }).from(shopProducts)).map((r) => r.handle).sort();
const productRow = async (handle: string) => (await database().select().from(shopProducts).where(eq(shopProducts.handle, handle)))[0];
const members = async () => {
  const [row] = await database().select().from(shopCollections).where(eq(shopCollections.handle, collection?.handle ?? ""));
  const rows = await database()
    .select({ handle: shopProducts.handle })
    .from(shopCollectionProducts)
    .innerJoin(shopProducts, eq(shopProducts.id, shopCollectionProducts.productId))
    .where(eq(shopCollectionProducts.collectionId, row?.id ?? 0))
    .orderBy(asc(shopCollectionProducts.position));
  return rows.map((r) => r.handle);
};

describe.each(testDatabases())("catalogue seeding on $name", ({ options }) => {
  const first: Catalogue = { collections: collection ? [collection] : [], products: [pillowcase, ...others] };

  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await database().execute(sql`truncate table shop_collection_products, shop_variants, shop_product_images, shop_collections, shop_products, shop_state restart identity cascade`);
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("writes the whole catalogue on the first start, and nothing again while it is unchanged", async () => {
    expect(others).toHaveLength(2);
    const seeded = await seedCatalogue(database(), first);
    expect(seeded.changed).toBe(true);
    expect(await handles()).toEqual(first.products.map((p) => p.handle).sort());
    expect(await members()).toEqual([...first.products].sort((a, b) => a.bestSellerRank - b.bestSellerRank).map((p) => p.handle));
    expect(await seedCatalogue(database(), first)).toEqual({ changed: false, added: [] });
  });

  it("never writes over the owner's edits, and never brings back what she deleted", async () => {
    const [variant] = pillowcase.variants;
    if (!variant) throw new Error("the pillowcase has no variants");
    // The owner's edits in /admin.
    await database().update(shopProducts).set({ title: "Mulberry Silk Pillowcase", hidden: true }).where(eq(shopProducts.handle, pillowcase.handle));
    await database().update(shopVariants).set({ priceCents: 4495, quantity: 2 }).where(eq(shopVariants.sku, variant.sku));
    await database().delete(shopProducts).where(eq(shopProducts.handle, others[1]?.handle ?? ""));

    // A developer changes the catalogue module: new text, price and stock for the pillowcase.
    const changed: Catalogue = {
      ...first,
      products: [{ ...pillowcase, title: "Silk Pillowcase (new text)", variants: [{ ...variant, price: 99, quantity: 50 }] }, ...others],
    };
    expect(await seedCatalogue(database(), changed)).toEqual({ changed: true, added: [] });
    expect(await productRow(pillowcase.handle)).toMatchObject({ title: "Mulberry Silk Pillowcase", hidden: true });
    const [variantAfter] = await database().select().from(shopVariants).where(eq(shopVariants.sku, variant.sku));
    expect(variantAfter).toMatchObject({ priceCents: 4495, quantity: 2 });
    expect(await handles()).not.toContain(others[1]?.handle);
  });

  it("adds a product new to the catalogue once, at the end of its collections, on every start after", async () => {
    const revisionBefore = await contentRevision();
    const scrunchie = newProduct("silk-scrunchie");
    const withScrunchie: Catalogue = { ...first, products: [...first.products, scrunchie] };
    // Two instances starting together: one adds it, the other finds it done.
    const results = await Promise.all([seedCatalogue(database(), withScrunchie), seedCatalogue(database(), withScrunchie)]);
    expect(results.flatMap((r) => r.added)).toEqual(["silk-scrunchie"]);
    expect(await handles()).toContain("silk-scrunchie");
    expect((await members()).at(-1)).toBe("silk-scrunchie");
    // Its public pages change: the content revision moves on.
    expect(await contentRevision(Date.now() + 60_000)).toBeGreaterThan(revisionBefore);

    // The owner deletes it; the next catalogue change does not bring it back.
    await database().delete(shopProducts).where(eq(shopProducts.handle, "silk-scrunchie"));
    const later: Catalogue = { ...withScrunchie, products: [...withScrunchie.products, newProduct("silk-eye-mask")] };
    expect((await seedCatalogue(database(), later)).added).toEqual(["silk-eye-mask"]);
    expect(await handles()).not.toContain("silk-scrunchie");
  });

  it("counts every handle a database already holds as seeded when it has no record of them", async () => {
    // A database from before seeded handles were recorded (the seed then wrote the whole catalogue each time).
    await database().delete(shopState);
    const held = [pillowcase, others[0] as CatalogueProduct, newProduct("silk-eye-mask")];
    const next: Catalogue = { ...first, products: [...held, newProduct("silk-headband")] };
    expect((await seedCatalogue(database(), next)).added).toEqual(["silk-headband"]);
    expect(await productRow(pillowcase.handle)).toMatchObject({ title: "Mulberry Silk Pillowcase" });
    // A SKU or handle already in the shop (the owner's own product) stays hers.
    const taken = { ...newProduct("silk-headband-two"), variants: newProduct("silk-headband").variants };
    const seeded = await seedCatalogue(database(), { ...next, products: [...next.products, taken] });
    expect(seeded.added).toEqual(["silk-headband-two"]);
    const [product] = await database().select().from(shopProducts).where(eq(shopProducts.handle, "silk-headband-two"));
    expect(await database().select().from(shopVariants).where(eq(shopVariants.productId, product?.id ?? 0))).toEqual([]);
  });
});
