import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  shopCartLines,
  shopCarts,
  shopCollectionProducts,
  shopCollections,
  shopProductImages,
  shopProducts,
  shopVariants,
} from "../../db/schema.server.ts";

export type ProductRow = typeof shopProducts.$inferSelect;
export type VariantRow = typeof shopVariants.$inferSelect;
export type ImageRow = typeof shopProductImages.$inferSelect;
export type CollectionRow = typeof shopCollections.$inferSelect;
export type CartRow = typeof shopCarts.$inferSelect;
export type CartLineRow = typeof shopCartLines.$inferSelect;

/**
 * Collects the keys asked for during one tick and loads them with one query,
 * so a collection of 50 products costs a handful of queries, not hundreds.
 */
function batchLoader<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, missing: () => V) {
  const cache = new Map<K, Promise<V>>();
  let queue: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const jobs = queue;
    queue = [];
    load([...new Set(jobs.map((job) => job.key))]).then(
      (found) => jobs.forEach((job) => job.resolve(found.get(job.key) ?? missing())),
      (error: unknown) => jobs.forEach((job) => job.reject(error)),
    );
  };
  const get = (key: K): Promise<V> => {
    const hit = cache.get(key);
    if (hit) return hit;
    const promise = new Promise<V>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      if (queue.length === 1) queueMicrotask(flush);
    });
    cache.set(key, promise);
    return promise;
  };
  return Object.assign(get, { clear: () => cache.clear() });
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export function newCartToken(): string {
  return randomBytes(18).toString("base64url");
}

/** The embedded storefront's view of the database for one request. */
export class EmbeddedStore {
  readonly db: Database;
  /** Public origin of this request, for absolute URLs (images, checkout). */
  readonly origin: string;

  constructor(db: Database, origin: string) {
    this.db = db;
    this.origin = origin;
  }

  absolute(url: string): string {
    return new URL(url, `${this.origin}/`).toString();
  }

  /** Any product, hidden ones too: a bag line still names what it holds. Public lookups check `hidden`. */
  readonly productById = batchLoader<number, ProductRow | null>(async (ids) => {
    const rows = await this.db.select().from(shopProducts).where(inArray(shopProducts.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }, () => null);

  readonly variantsOf = batchLoader<number, VariantRow[]>(async (productIds) => {
    const rows = await this.db
      .select()
      .from(shopVariants)
      .where(inArray(shopVariants.productId, productIds))
      .orderBy(asc(shopVariants.productId), asc(shopVariants.position));
    return groupBy(rows, (r) => r.productId);
  }, () => []);

  readonly imagesOf = batchLoader<number, ImageRow[]>(async (productIds) => {
    const rows = await this.db
      .select()
      .from(shopProductImages)
      .where(inArray(shopProductImages.productId, productIds))
      .orderBy(asc(shopProductImages.productId), asc(shopProductImages.position));
    return groupBy(rows, (r) => r.productId);
  }, () => []);

  readonly variantById = batchLoader<number, VariantRow | null>(async (ids) => {
    const rows = await this.db.select().from(shopVariants).where(inArray(shopVariants.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }, () => null);

  readonly collectionsOfProduct = batchLoader<number, CollectionRow[]>(async (productIds) => {
    const rows = await this.db
      .select({ productId: shopCollectionProducts.productId, collection: shopCollections })
      .from(shopCollectionProducts)
      .innerJoin(shopCollections, eq(shopCollections.id, shopCollectionProducts.collectionId))
      .where(inArray(shopCollectionProducts.productId, productIds))
      .orderBy(asc(shopCollections.position));
    const grouped = groupBy(rows, (r) => r.productId);
    return new Map([...grouped].map(([id, list]) => [id, list.map((r) => r.collection)]));
  }, () => []);

  /** A product on sale, by its address; a hidden one has none. */
  async productByHandle(handle: string): Promise<ProductRow | null> {
    const [row] = await this.db
      .select()
      .from(shopProducts)
      .where(and(eq(shopProducts.handle, handle), eq(shopProducts.hidden, false)));
    return row ?? null;
  }

  /** Every product on sale (hidden ones are left out of lists, search and the sitemap). */
  async allProducts(): Promise<ProductRow[]> {
    return this.db.select().from(shopProducts).where(eq(shopProducts.hidden, false)).orderBy(asc(shopProducts.id));
  }

  async collectionByHandle(handle: string): Promise<CollectionRow | null> {
    const [row] = await this.db.select().from(shopCollections).where(eq(shopCollections.handle, handle));
    return row ?? null;
  }

  async collectionById(id: number): Promise<CollectionRow | null> {
    const [row] = await this.db.select().from(shopCollections).where(eq(shopCollections.id, id));
    return row ?? null;
  }

  async allCollections(): Promise<CollectionRow[]> {
    return this.db.select().from(shopCollections).orderBy(asc(shopCollections.position), asc(shopCollections.id));
  }

  async collectionProducts(collectionId: number): Promise<ProductRow[]> {
    const rows = await this.db
      .select({ product: shopProducts })
      .from(shopCollectionProducts)
      .innerJoin(shopProducts, eq(shopProducts.id, shopCollectionProducts.productId))
      .where(and(eq(shopCollectionProducts.collectionId, collectionId), eq(shopProducts.hidden, false)))
      .orderBy(asc(shopCollectionProducts.position));
    return rows.map((r) => r.product);
  }

  /** An open (not yet checked out) cart. */
  async openCart(token: string): Promise<CartRow | null> {
    const [row] = await this.db
      .select()
      .from(shopCarts)
      .where(and(eq(shopCarts.token, token), isNull(shopCarts.completedAt)));
    return row ?? null;
  }

  async cartLines(token: string): Promise<CartLineRow[]> {
    return this.db.select().from(shopCartLines).where(eq(shopCartLines.cartToken, token)).orderBy(asc(shopCartLines.createdAt), asc(shopCartLines.id));
  }

  async createCart(country: string, lines: { variantId: number; quantity: number }[]): Promise<string> {
    const token = newCartToken();
    await this.db.transaction(async (tx) => {
      await tx.insert(shopCarts).values({ token, buyerCountry: country });
      await this.upsertLines(tx, token, lines);
    });
    return token;
  }

  async addLines(token: string, lines: { variantId: number; quantity: number }[]) {
    await this.db.transaction(async (tx) => {
      await this.upsertLines(tx, token, lines);
      await tx.update(shopCarts).set({ updatedAt: sql`now()` }).where(eq(shopCarts.token, token));
    });
  }

  /** Same variant twice is one line with the quantities added, as on Shopify. */
  private async upsertLines(tx: Pick<Database, "insert">, token: string, lines: { variantId: number; quantity: number }[]) {
    const merged = new Map<number, number>();
    for (const line of lines) merged.set(line.variantId, (merged.get(line.variantId) ?? 0) + line.quantity);
    if (merged.size === 0) return;
    await tx
      .insert(shopCartLines)
      .values([...merged].map(([variantId, quantity]) => ({ id: randomUUID(), cartToken: token, variantId, quantity })))
      .onConflictDoUpdate({
        target: [shopCartLines.cartToken, shopCartLines.variantId],
        set: { quantity: sql`${shopCartLines.quantity} + excluded.quantity` },
      });
  }

  /** Set line quantities; 0 removes the line. */
  async updateLines(token: string, updates: { lineId: string; quantity: number }[]) {
    await this.db.transaction(async (tx) => {
      for (const update of updates) {
        const where = and(eq(shopCartLines.cartToken, token), eq(shopCartLines.id, update.lineId));
        if (update.quantity <= 0) await tx.delete(shopCartLines).where(where);
        else await tx.update(shopCartLines).set({ quantity: update.quantity }).where(where);
      }
      await tx.update(shopCarts).set({ updatedAt: sql`now()` }).where(eq(shopCarts.token, token));
    });
  }
}
