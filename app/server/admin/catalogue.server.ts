/**
 * The owner's catalogue in /admin: products with their variants, and collections with their products in
 * order. Every change is one transaction that also marks the public content changed, so the shop's pages
 * and kept reads show it on the next request, on every instance.
 */
import { asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { audit, type Actor } from "../accounts/audit.server.ts";
import {
  catalogueMessages,
  variantField,
  variantTitle,
  type CollectionInput,
  type FormErrors,
  type FormValues,
  type ProductInput,
} from "../../lib/shop/catalogue-form.ts";
import { centsToDollars } from "../../lib/shop/money.ts";
import { markContentChanged } from "../content-revision.server.ts";
import type { Database } from "../db/client.server.ts";
import type { Queryable } from "../db/queryable.server.ts";
import { shopCollectionProducts, shopCollections, shopOrders, shopProductImages, shopProducts, shopVariants } from "../db/schema.server.ts";
import { gid } from "../storefront/embedded/ids.ts";

type ProductRow = typeof shopProducts.$inferSelect;
type VariantRow = typeof shopVariants.$inferSelect;

export type ProductSummary = {
  handle: string;
  title: string;
  vendor: string;
  hidden: boolean;
  variants: number;
  stock: number;
  minCents: number;
  maxCents: number;
};

/** Every product, hidden ones too, with what the list shows; `query` matches title, address, brand, type or a SKU. */
export async function listProducts(db: Database, query = ""): Promise<ProductSummary[]> {
  const products = await db.select().from(shopProducts).orderBy(asc(shopProducts.title));
  const variants = await db.select().from(shopVariants).orderBy(asc(shopVariants.position));
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return products.flatMap((product) => {
    const own = variants.filter((v) => v.productId === product.id);
    const text = [product.title, product.handle, product.vendor, product.productType, ...own.map((v) => v.sku)].join(" ").toLowerCase();
    if (!words.every((word) => text.includes(word))) return [];
    const prices = own.map((v) => v.priceCents);
    return [
      {
        handle: product.handle,
        title: product.title,
        vendor: product.vendor,
        hidden: product.hidden,
        variants: own.length,
        stock: own.reduce((sum, v) => sum + v.quantity, 0),
        minCents: prices.length ? Math.min(...prices) : 0,
        maxCents: prices.length ? Math.max(...prices) : 0,
      },
    ];
  });
}

/** Whether any order holds a line of these variants (orders keep their lines as written, by variant id). */
async function ordered(db: Queryable, variantIds: number[]): Promise<boolean> {
  if (!variantIds.length) return false;
  const ids = variantIds.map((id) => gid("ProductVariant", id));
  const [row] = await db
    .select({ found: sql<boolean>`true` })
    .from(shopOrders)
    .where(
      sql`exists (select 1 from jsonb_array_elements(${shopOrders.items}) as line where line->>'id' in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    )
    .limit(1);
  return Boolean(row);
}

export type ProductDetail = { product: ProductRow; variants: VariantRow[]; photos: number; hasOrders: boolean };

export async function findProduct(db: Database, handle: string): Promise<ProductDetail | null> {
  const [product] = await db.select().from(shopProducts).where(eq(shopProducts.handle, handle));
  if (!product) return null;
  const variants = await db.select().from(shopVariants).where(eq(shopVariants.productId, product.id)).orderBy(asc(shopVariants.position));
  const [photos] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shopProductImages)
    .where(eq(shopProductImages.productId, product.id));
  return { product, variants, photos: Number(photos?.n ?? 0), hasOrders: await ordered(db, variants.map((v) => v.id)) };
}

export type SaveResult = { ok: true; handle: string } | { ok: false; status: 404 | 409; errors: FormErrors };

const taken = (errors: FormErrors): SaveResult => ({ ok: false, status: 409, errors });

/** SKUs of the input already used by another product's variant (or, for a new row, by any variant), as field errors. */
async function skuConflicts(tx: Queryable, productId: number | null, input: ProductInput): Promise<FormErrors> {
  const rows = await tx
    .select({ sku: shopVariants.sku, productId: shopVariants.productId, title: shopProducts.title })
    .from(shopVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.productId))
    .where(
      inArray(
        shopVariants.sku,
        input.variants.map((v) => v.sku),
      ),
    );
  const errors: FormErrors = {};
  input.variants.forEach((variant, index) => {
    const other = rows.find((row) => row.sku === variant.sku && row.productId !== productId);
    if (other) errors[`variant-${index}-sku`] = catalogueMessages.skuTaken(other.title);
  });
  return errors;
}

/** A variant's row as the input describes it (`position` is its place in the form). */
function variantValues(input: ProductInput, index: number) {
  const variant = input.variants[index];
  if (!variant) throw new Error(`No variant ${index}`);
  const selectedOptions = input.optionName && variant.optionValue ? [{ name: input.optionName, value: variant.optionValue }] : [];
  return {
    position: index,
    sku: variant.sku,
    title: variantTitle(selectedOptions),
    priceCents: variant.priceCents,
    compareAtCents: variant.compareAtCents,
    quantity: variant.quantity,
    selectedOptions,
  };
}

function productValues(input: ProductInput) {
  return {
    title: input.title,
    description: input.description,
    vendor: input.vendor,
    productType: input.productType,
    seoDescription: input.seoDescription,
    hidden: input.hidden,
    options: input.optionName ? [{ name: input.optionName, values: input.variants.flatMap((v) => v.optionValue ?? []) }] : [],
  };
}

/** What the audit log keeps of a variant: its SKU, price and stock. */
const priceAndStock = (v: { sku: string; priceCents: number; compareAtCents: number | null; quantity: number }) => ({
  sku: v.sku,
  price: centsToDollars(v.priceCents),
  compareAt: v.compareAtCents === null ? null : centsToDollars(v.compareAtCents),
  stock: v.quantity,
});

/** Whether the product's own fields (not its variants) differ from the saved ones. */
const productChanged = (saved: Record<string, unknown>, input: ProductInput) =>
  Object.entries(productValues(input)).some(([key, value]) => JSON.stringify(saved[key]) !== JSON.stringify(value));

/**
 * A new product (`handle` null; the input names its address) or the owner's changes to one: its text,
 * whether it is on sale, and its variants (a row without an id is a new variant). A handle or SKU another
 * product holds is refused on its field; the unique constraints keep two from ever sharing one.
 */
export async function saveProduct(db: Database, handle: string | null, input: ProductInput, by: Actor): Promise<SaveResult> {
  // Two saves of the same SKU at once: the second waits here, then sees the first and is refused on the field.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724202)`);
    if (handle === null) {
      const [existing] = await tx.select({ id: shopProducts.id }).from(shopProducts).where(eq(shopProducts.handle, input.handle));
      if (existing) return taken({ handle: catalogueMessages.handleTaken });
      const skus = await skuConflicts(tx, null, input);
      if (Object.keys(skus).length) return taken(skus);
      const [{ rank } = { rank: 1 }] = await tx.select({ rank: sql<number>`coalesce(max(${shopProducts.bestSellerRank}), 0)::int + 1` }).from(shopProducts);
      const [created] = await tx
        .insert(shopProducts)
        .values({ handle: input.handle, ...productValues(input), tags: [], bestSellerRank: Number(rank) })
        .returning({ id: shopProducts.id });
      if (!created) throw new Error("The product was not recorded");
      await tx.insert(shopVariants).values(input.variants.map((_, index) => ({ productId: created.id, ...variantValues(input, index) })));
      await markContentChanged(tx, `product ${input.handle} added`);
      await audit(tx, { who: by, action: "product added", subject: `Product ${input.handle}`, detail: { variants: input.variants.map((_, index) => priceAndStock(variantValues(input, index))) } });
      return { ok: true, handle: input.handle };
    }

    const [product] = await tx.select().from(shopProducts).where(eq(shopProducts.handle, handle)).for("update");
    if (!product) return { ok: false, status: 404, errors: {} };
    const skus = await skuConflicts(tx, product.id, input);
    if (Object.keys(skus).length) return taken(skus);
    const current = await tx.select().from(shopVariants).where(eq(shopVariants.productId, product.id));
    const currentIds = new Set(current.map((v) => v.id));
    // A row naming a variant of another product (an edited form) names nothing here.
    if (input.variants.some((v) => v.id !== null && !currentIds.has(v.id))) return { ok: false, status: 404, errors: {} };

    await tx
      .update(shopProducts)
      .set({ ...productValues(input), updatedAt: sql`now()` })
      .where(eq(shopProducts.id, product.id));
    // SKUs may move between this product's rows: park the edited rows' SKUs first so the unique constraint sees only the result.
    const edited = input.variants.flatMap((v) => v.id ?? []);
    if (edited.length)
      await tx
        .update(shopVariants)
        .set({ sku: sql`'~' || ${shopVariants.id}` })
        .where(inArray(shopVariants.id, edited));
    for (const [index, variant] of input.variants.entries()) {
      if (variant.id === null) await tx.insert(shopVariants).values({ productId: product.id, ...variantValues(input, index) });
      else await tx.update(shopVariants).set(variantValues(input, index)).where(eq(shopVariants.id, variant.id));
    }
    await markContentChanged(tx, `product ${handle} changed`);
    const changes = input.variants.flatMap((variant, index) => {
      const after = priceAndStock(variantValues(input, index));
      const was = current.find((v) => v.id === variant.id);
      const before = was ? priceAndStock(was) : null;
      return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ sku: after.sku, before, after }];
    });
    if (changes.length || productChanged(product, input))
      await audit(tx, { who: by, action: changes.length ? "price or stock changed" : "product changed", subject: `Product ${handle}`, detail: { variants: changes } });
    return { ok: true, handle };
  });
}

export type VariantRemoval = { ok: true; title: string } | { ok: false; status: 404 | 409; message: string };

/** Remove one variant (bag lines of it go with it; orders keep their lines). The last one stays: a product needs one. */
export async function removeVariant(db: Database, handle: string, variantId: number, by: Actor): Promise<VariantRemoval> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select().from(shopProducts).where(eq(shopProducts.handle, handle)).for("update");
    if (!product) return { ok: false, status: 404, message: "" };
    const variants = await tx.select().from(shopVariants).where(eq(shopVariants.productId, product.id)).orderBy(asc(shopVariants.position));
    const variant = variants.find((v) => v.id === variantId);
    if (!variant) return { ok: false, status: 404, message: "" };
    if (variants.length === 1)
      return { ok: false, status: 409, message: "A product needs at least one variant. To stop selling it, hide the product instead." };
    await tx.delete(shopVariants).where(eq(shopVariants.id, variantId));
    const left = variants.filter((v) => v.id !== variantId);
    const option = product.options[0];
    await tx
      .update(shopProducts)
      .set({
        options: option ? [{ name: option.name, values: left.flatMap((v) => v.selectedOptions.map((o) => o.value)) }] : [],
        updatedAt: sql`now()`,
      })
      .where(eq(shopProducts.id, product.id));
    await markContentChanged(tx, `product ${handle} variant removed`);
    await audit(tx, { who: by, action: "variant deleted", subject: `Product ${handle}`, detail: priceAndStock(variant) });
    return { ok: true, title: variant.title === "Default Title" ? variant.sku : variant.title };
  });
}

export type ProductRemoval = { outcome: "deleted" | "hidden"; title: string } | null;

/**
 * Delete a product, or hide it when an order holds one of its variants: the order's lines are kept as
 * written either way, and a hidden product keeps its variants for the owner to look up.
 */
export async function removeProduct(db: Database, handle: string, by: Actor): Promise<ProductRemoval> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select().from(shopProducts).where(eq(shopProducts.handle, handle)).for("update");
    if (!product) return null;
    const variants = await tx.select({ id: shopVariants.id }).from(shopVariants).where(eq(shopVariants.productId, product.id));
    if (await ordered(tx, variants.map((v) => v.id))) {
      await tx.update(shopProducts).set({ hidden: true, updatedAt: sql`now()` }).where(eq(shopProducts.id, product.id));
      await markContentChanged(tx, `product ${handle} hidden`);
      await audit(tx, { who: by, action: "product hidden", subject: `Product ${handle}`, detail: { title: product.title } });
      return { outcome: "hidden", title: product.title };
    }
    await tx.delete(shopProducts).where(eq(shopProducts.id, product.id));
    await markContentChanged(tx, `product ${handle} deleted`);
    await audit(tx, { who: by, action: "product deleted", subject: `Product ${handle}`, detail: { title: product.title } });
    return { outcome: "deleted", title: product.title };
  });
}

/* ---------------------------------------------------------- collections */

export async function listCollections(db: Database) {
  return db
    .select({
      handle: shopCollections.handle,
      title: shopCollections.title,
      products: sql<number>`count(${shopCollectionProducts.productId})::int`,
    })
    .from(shopCollections)
    .leftJoin(shopCollectionProducts, eq(shopCollectionProducts.collectionId, shopCollections.id))
    .groupBy(shopCollections.id)
    .orderBy(asc(shopCollections.position), asc(shopCollections.id));
}

export type CollectionMember = { id: number; handle: string; title: string; hidden: boolean };

export async function findCollection(db: Database, handle: string) {
  const [collection] = await db.select().from(shopCollections).where(eq(shopCollections.handle, handle));
  if (!collection) return null;
  const members: CollectionMember[] = await db
    .select({ id: shopProducts.id, handle: shopProducts.handle, title: shopProducts.title, hidden: shopProducts.hidden })
    .from(shopCollectionProducts)
    .innerJoin(shopProducts, eq(shopProducts.id, shopCollectionProducts.productId))
    .where(eq(shopCollectionProducts.collectionId, collection.id))
    .orderBy(asc(shopCollectionProducts.position));
  const others = await db
    .select({ id: shopProducts.id, title: shopProducts.title })
    .from(shopProducts)
    .where(members.length ? notInArray(shopProducts.id, members.map((m) => m.id)) : undefined)
    .orderBy(asc(shopProducts.title));
  return { collection, members, others };
}

export type CollectionChange =
  | { intent: "save"; input: CollectionInput }
  | { intent: "add"; productId: number }
  | { intent: "remove"; productId: number }
  | { intent: "move"; productId: number; by: -1 | 1 };

/**
 * One change to a collection: its text, a product in or out, or a product one place up or down. The
 * members are renumbered 0…n-1 in the same transaction, so positions never collide or leave gaps.
 * Returns the collection's title, or null when the collection (or the product named) is not there.
 */
export async function changeCollection(db: Database, handle: string, change: CollectionChange, by: Actor): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [collection] = await tx.select().from(shopCollections).where(eq(shopCollections.handle, handle)).for("update");
    if (!collection) return null;
    if (change.intent === "save") {
      await tx
        .update(shopCollections)
        .set({ ...change.input, updatedAt: sql`now()` })
        .where(eq(shopCollections.id, collection.id));
      await markContentChanged(tx, `collection ${handle} changed`);
      await audit(tx, { who: by, action: "collection changed", subject: `Collection ${handle}`, detail: { ...change.input } });
      return change.input.title;
    }
    const members = (
      await tx
        .select({ productId: shopCollectionProducts.productId })
        .from(shopCollectionProducts)
        .where(eq(shopCollectionProducts.collectionId, collection.id))
        .orderBy(asc(shopCollectionProducts.position))
    ).map((m) => m.productId);
    const at = members.indexOf(change.productId);
    let order = members;
    if (change.intent === "add") {
      const [product] = await tx.select({ id: shopProducts.id }).from(shopProducts).where(eq(shopProducts.id, change.productId));
      if (!product) return null;
      if (at === -1) order = [...members, change.productId];
    } else if (at === -1) return null;
    else if (change.intent === "remove") order = members.filter((id) => id !== change.productId);
    else {
      const to = Math.min(Math.max(at + change.by, 0), members.length - 1);
      order = [...members];
      order.splice(at, 1);
      order.splice(to, 0, change.productId);
    }
    await tx.delete(shopCollectionProducts).where(eq(shopCollectionProducts.collectionId, collection.id));
    if (order.length)
      await tx.insert(shopCollectionProducts).values(order.map((productId, position) => ({ collectionId: collection.id, productId, position })));
    await tx.update(shopCollections).set({ updatedAt: sql`now()` }).where(eq(shopCollections.id, collection.id));
    await markContentChanged(tx, `collection ${handle} products changed`);
    const [product] = await tx.select({ handle: shopProducts.handle }).from(shopProducts).where(eq(shopProducts.id, change.productId));
    const action = { add: "product added to collection", remove: "product removed from collection", move: "collection reordered" }[change.intent];
    await audit(tx, { who: by, action, subject: `Collection ${handle}`, detail: { product: product?.handle ?? change.productId, ...(change.intent === "move" ? { place: order.indexOf(change.productId) + 1 } : {}) } });
    return collection.title;
  });
}

/** A saved product as its form shows it (prices as typed money, "34.95"), and one empty row to add a variant. */
export function productFormValues({ product, variants }: Pick<ProductDetail, "product" | "variants">): FormValues {
  const values: FormValues = {
    title: product.title,
    description: product.description,
    vendor: product.vendor,
    productType: product.productType,
    seoDescription: product.seoDescription,
    visibility: product.hidden ? "hidden" : "visible",
    optionName: product.options[0]?.name ?? "",
  };
  variants.forEach((variant, index) => {
    Object.assign(values, {
      [variantField(index, "id")]: String(variant.id),
      [variantField(index, "option")]: variant.selectedOptions[0]?.value ?? "",
      [variantField(index, "price")]: centsToDollars(variant.priceCents),
      [variantField(index, "compareAt")]: variant.compareAtCents === null ? "" : centsToDollars(variant.compareAtCents),
      [variantField(index, "sku")]: variant.sku,
      [variantField(index, "stock")]: String(variant.quantity),
    });
  });
  return values;
}
