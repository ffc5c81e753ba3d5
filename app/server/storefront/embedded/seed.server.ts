import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, getTableColumns, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
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
import { log } from "../../log.server.ts";

export type Catalogue = { collections: CatalogueCollection[]; products: CatalogueProduct[] };

/** Bump when the way the catalogue is written to the tables changes. */
const seedFormat = 2;
const stateKey = "catalogue_fingerprint";

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

function variantTitle(options: { value: string }[]) {
  return options.length ? options.map((o) => o.value).join(" / ") : "Default Title";
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Insert the rows; where a row with the same key is there already, update it to
 * the new values instead (and touch `updatedAt` where the table has one), so a
 * row keeps its id from one seeding to the next. `keep` replaces the update of
 * the columns it names (a column the shop changes itself, such as stock).
 */
function upsertByKey<T extends PgTable>(tx: Transaction, table: T, key: PgColumn, rows: T["$inferInsert"][], keep: Record<string, SQL> = {}) {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const field of new Set(rows.flatMap((row) => Object.keys(row)))) {
    const column = columns[field];
    if (column && column !== key) set[field] = sql`excluded.${sql.identifier(column.name)}`;
  }
  if (columns.updatedAt) set.updatedAt = sql`now()`;
  Object.assign(set, keep);
  return tx.insert(table).values(rows).onConflictDoUpdate({ target: key, set });
}

/**
 * Write the catalogue into the embedded storefront's tables. Idempotent: rows
 * are matched by handle and SKU (so carts keep pointing at the same variants),
 * and nothing is written when the catalogue has not changed since last time.
 */
export async function seedCatalogue(db: Database, catalogue: Catalogue = { collections: catalogueCollections, products: catalogueProducts }) {
  const fingerprint = catalogueFingerprint(catalogue);
  const current = await db.select().from(shopState).where(eq(shopState.key, stateKey));
  if (current[0]?.value === fingerprint) return { changed: false };

  const started = Date.now();
  await db.transaction(async (tx) => {
    // One seeder at a time when several instances start together.
    await tx.execute(sql`select pg_advisory_xact_lock(724201)`);

    const collectionRows = await upsertByKey(
      tx,
      shopCollections,
      shopCollections.handle,
      catalogue.collections.map((c, position) => {
        const size = imageSize(c.image.src, { width: 1200, height: 800 });
        return {
          handle: c.handle,
          title: c.title,
          description: c.description,
          imageUrl: c.image.src,
          imageAlt: c.image.alt,
          imageWidth: size.width,
          imageHeight: size.height,
          position,
        };
      }),
    )
      .returning({ id: shopCollections.id, handle: shopCollections.handle });
    const collectionId = new Map(collectionRows.map((r) => [r.handle, r.id]));

    const productRows = await upsertByKey(
      tx,
      shopProducts,
      shopProducts.handle,
      catalogue.products.map((p) => ({
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
      .returning({ id: shopProducts.id, handle: shopProducts.handle });
    const productId = new Map(productRows.map((r) => [r.handle, r.id]));
    const productIds = [...productId.values()];

    // Products and collections that left the catalogue go (cart lines of their variants with them).
    await tx.delete(shopProducts).where(notInArray(shopProducts.id, productIds));
    await tx.delete(shopCollections).where(
      notInArray(
        shopCollections.id,
        collectionRows.map((r) => r.id),
      ),
    );

    await tx.delete(shopProductImages).where(inArray(shopProductImages.productId, productIds));
    await tx.insert(shopProductImages).values(
      catalogue.products.flatMap((p) =>
        p.images.map((image, position) => ({
          productId: productId.get(p.handle) as number,
          position,
          url: image.src,
          altText: image.alt,
          ...imageSize(image.src),
        })),
      ),
    );

    const variants = catalogue.products.flatMap((p) =>
      p.variants.map((v, position) => ({
        productId: productId.get(p.handle) as number,
        position,
        sku: v.sku,
        title: variantTitle(v.options),
        priceCents: cents(v.price),
        compareAtCents: v.compareAtPrice !== undefined && v.compareAtPrice > v.price ? cents(v.compareAtPrice) : null,
        quantity: v.quantity,
        catalogueQuantity: v.quantity,
        selectedOptions: v.options,
        imagePosition: v.imageIndex ?? null,
      })),
    );
    // Stock moves with every order: a variant already on the shelf takes the catalogue's count only
    // when that count was edited (a stock-take), not when the catalogue changed for another reason.
    await upsertByKey(tx, shopVariants, shopVariants.sku, variants, {
      quantity: sql`case when ${shopVariants.catalogueQuantity} is distinct from excluded.catalogue_quantity then excluded.quantity else ${shopVariants.quantity} end`,
    });
    await tx.delete(shopVariants).where(
      notInArray(
        shopVariants.sku,
        variants.map((v) => v.sku),
      ),
    );

    // Each collection lists its products best sellers first: the storefront's own order ("Best Sellers").
    await tx.delete(shopCollectionProducts);
    const membership = catalogue.collections.flatMap((c) =>
      catalogue.products
        .filter((p) => p.collections.includes(c.handle))
        .sort((a, b) => a.bestSellerRank - b.bestSellerRank)
        .map((p, position) => ({ collectionId: collectionId.get(c.handle) as number, productId: productId.get(p.handle) as number, position })),
    );
    if (membership.length) await tx.insert(shopCollectionProducts).values(membership);

    await tx
      .insert(shopState)
      .values({ key: stateKey, value: fingerprint })
      .onConflictDoUpdate({ target: shopState.key, set: { value: fingerprint, updatedAt: sql`now()` } });
  });
  log("shop.catalogue_seeded", { products: catalogue.products.length, collections: catalogue.collections.length, ms: Date.now() - started });
  return { changed: true };
}
