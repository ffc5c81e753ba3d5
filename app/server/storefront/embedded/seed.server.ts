import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql, type SQL } from "drizzle-orm";
import { catalogueCollections, catalogueProducts, type CatalogueCollection, type CatalogueProduct } from "../../../content/catalogue.ts";
import type { Database } from "../../db/client.server.ts";
import type { Transaction } from "../../db/queryable.server.ts";
import {
  shopCollectionProducts,
  shopCollections,
  shopProductImages,
  shopProducts,
  shopState,
  shopVariants,
} from "../../db/schema.server.ts";
import { variantTitle } from "../../../lib/shop/catalogue-form.ts";
import { markContentChanged } from "../../content-revision.server.ts";
import { log } from "../../log.server.ts";

export type Catalogue = { collections: CatalogueCollection[]; products: CatalogueProduct[] };

/** Bump when the way the catalogue is written to the tables changes. */
const seedFormat = 3;
const fingerprintKey = "catalogue_fingerprint";
/** The product and collection handles the seed has written so far (JSON), so a handle is seeded once only. */
const seededKey = "catalogue_seeded_handles";

export function catalogueFingerprint(catalogue: Catalogue): string {
  return createHash("sha256").update(JSON.stringify({ seedFormat, ...catalogue })).digest("hex");
}

const sizeCache = new Map<string, { width: number; height: number }>();

/** Intrinsic size of a picture in public/ (read from the SVG's root element), so pages never shift. */
export function imageSize(src: string, fallback = { width: 800, height: 800 }): { width: number; height: number } {
  const cached = sizeCache.get(src);
  if (cached) return cached;
  let size = fallback;
  const file = path.resolve("public", `.${src}`);
  if (src.endsWith(".svg") && existsSync(file)) {
    const head = readFileSync(file, "utf8").slice(0, 600);
    const width = /\swidth="(\d+)"/.exec(head)?.[1];
    const height = /\sheight="(\d+)"/.exec(head)?.[1];
    if (width && height) size = { width: Number(width), height: Number(height) };
  }
  sizeCache.set(src, size);
  return size;
}

const cents = (amount: number) => Math.round(amount * 100);

type Seeded = { products: string[]; collections: string[] };

/**
 * The handles ever seeded. A database from before they were recorded counts every handle it holds as
 * seeded (the seed then rewrote the whole catalogue each time): what it lacks is new in the module, and is added.
 */
async function seededHandles(tx: Transaction): Promise<Seeded> {
  const [row] = await tx.select().from(shopState).where(eq(shopState.key, seededKey));
  if (row) return JSON.parse(row.value) as Seeded;
  const products = await tx.select({ handle: shopProducts.handle }).from(shopProducts);
  const collections = await tx.select({ handle: shopCollections.handle }).from(shopCollections);
  return { products: products.map((r) => r.handle), collections: collections.map((r) => r.handle) };
}

async function nextPosition(tx: Transaction, table: typeof shopCollections | typeof shopCollectionProducts, where?: SQL) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` })
    .from(table)
    .where(where);
  return Number(row?.next ?? 0);
}

/**
 * Write what the catalogue module adds to the shop's tables: on the first start the whole catalogue,
 * later only products and collections whose handle was never seeded. After the first start the database
 * is the truth: the owner's edits in /admin are never written over, and what she deleted stays deleted.
 * Idempotent, one seeder at a time, and nothing is written when the catalogue has not changed since.
 */
export async function seedCatalogue(db: Database, catalogue: Catalogue = { collections: catalogueCollections, products: catalogueProducts }) {
  const fingerprint = catalogueFingerprint(catalogue);
  const current = await db.select().from(shopState).where(eq(shopState.key, fingerprintKey));
  if (current[0]?.value === fingerprint) return { changed: false, added: [] as string[] };

  const started = Date.now();
  const added = await db.transaction(async (tx) => {
    // One seeder at a time when several instances start together; the one that waited finds the work done.
    await tx.execute(sql`select pg_advisory_xact_lock(724201)`);
    const [again] = await tx.select().from(shopState).where(eq(shopState.key, fingerprintKey));
    if (again?.value === fingerprint) return null;

    const seeded = await seededHandles(tx);
    const newCollections = catalogue.collections.filter((c) => !seeded.collections.includes(c.handle));
    const newProducts = catalogue.products.filter((p) => !seeded.products.includes(p.handle));

    // A handle the owner has since given to a collection or product of her own stays hers.
    const firstCollectionPosition = await nextPosition(tx, shopCollections);
    const insertedCollections = newCollections.length
      ? await tx
          .insert(shopCollections)
          .values(
            newCollections.map((c, index) => {
              const size = imageSize(c.image.src, { width: 1200, height: 800 });
              return {
                handle: c.handle,
                title: c.title,
                description: c.description,
                imageUrl: c.image.src,
                imageAlt: c.image.alt,
                imageWidth: size.width,
                imageHeight: size.height,
                position: firstCollectionPosition + index,
              };
            }),
          )
          .onConflictDoNothing({ target: shopCollections.handle })
          .returning({ id: shopCollections.id, handle: shopCollections.handle })
      : [];
    const insertedProducts = newProducts.length
      ? await tx
          .insert(shopProducts)
          .values(
            newProducts.map((p) => ({
              handle: p.handle,
              title: p.title,
              vendor: p.vendor,
              productType: p.productType,
              description: p.description,
              tags: p.tags,
              options: p.options,
              bestSellerRank: p.bestSellerRank,
            })),
          )
          .onConflictDoNothing({ target: shopProducts.handle })
          .returning({ id: shopProducts.id, handle: shopProducts.handle })
      : [];
    const productId = new Map(insertedProducts.map((r) => [r.handle, r.id]));
    const inserted = catalogue.products.filter((p) => productId.has(p.handle));

    const images = inserted.flatMap((p) =>
      p.images.map((image, position) => ({
        productId: productId.get(p.handle) as number,
        position,
        url: image.src,
        altText: image.alt,
        ...imageSize(image.src),
      })),
    );
    if (images.length) await tx.insert(shopProductImages).values(images);
    const variants = inserted.flatMap((p) =>
      p.variants.map((v, position) => ({
        productId: productId.get(p.handle) as number,
        position,
        sku: v.sku,
        title: variantTitle(v.options),
        priceCents: cents(v.price),
        compareAtCents: v.compareAtPrice !== undefined && v.compareAtPrice > v.price ? cents(v.compareAtPrice) : null,
        quantity: v.quantity,
        selectedOptions: v.options,
        imagePosition: v.imageIndex ?? null,
      })),
    );
    // A SKU the owner already gave to a variant of hers stays on hers.
    if (variants.length) await tx.insert(shopVariants).values(variants).onConflictDoNothing({ target: shopVariants.sku });

    // A new collection lists the catalogue's products it names that the shop holds; a new product joins the
    // end of the collections it names. Best sellers first, the storefront's own order ("Best Sellers").
    const collectionIds = new Map(
      (await tx.select({ id: shopCollections.id, handle: shopCollections.handle }).from(shopCollections)).map((r) => [r.handle, r.id]),
    );
    const productIds = new Map(
      (await tx.select({ id: shopProducts.id, handle: shopProducts.handle }).from(shopProducts)).map((r) => [r.handle, r.id]),
    );
    const newCollectionHandles = new Set(insertedCollections.map((r) => r.handle));
    for (const collection of catalogue.collections) {
      const collectionId = collectionIds.get(collection.handle);
      if (collectionId === undefined) continue;
      const joining = catalogue.products
        .filter((p) => p.collections.includes(collection.handle) && (newCollectionHandles.has(collection.handle) || productId.has(p.handle)))
        .sort((a, b) => a.bestSellerRank - b.bestSellerRank)
        .flatMap((p) => productIds.get(p.handle) ?? []);
      if (!joining.length) continue;
      const first = await nextPosition(tx, shopCollectionProducts, eq(shopCollectionProducts.collectionId, collectionId));
      await tx
        .insert(shopCollectionProducts)
        .values(joining.map((id, index) => ({ collectionId, productId: id, position: first + index })))
        .onConflictDoNothing();
    }

    const nowSeeded: Seeded = {
      products: [...new Set([...seeded.products, ...catalogue.products.map((p) => p.handle)])],
      collections: [...new Set([...seeded.collections, ...catalogue.collections.map((c) => c.handle)])],
    };
    for (const [key, value] of [
      [seededKey, JSON.stringify(nowSeeded)],
      [fingerprintKey, fingerprint],
    ] as const) {
      await tx
        .insert(shopState)
        .values({ key, value })
        .onConflictDoUpdate({ target: shopState.key, set: { value, updatedAt: sql`now()` } });
    }
    const addedHandles = [...insertedCollections.map((r) => r.handle), ...insertedProducts.map((r) => r.handle)];
    if (addedHandles.length) await markContentChanged(tx, `catalogue seed added ${addedHandles.join(", ")}`);
    return addedHandles;
  });
  if (added === null) return { changed: false, added: [] as string[] };
  log("shop.catalogue_seeded", { added: added.length, ms: Date.now() - started });
  return { changed: true, added };
}
