import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { focusPosition } from "../../lib/blog-post-rules.ts";
import { maxProductPictures, parsePhotoPath, photoPathFor, type PhotoAddress } from "../../lib/photos/photo-rules.ts";
import { markContentChanged } from "../content-revision.server.ts";
import { audit, type Actor } from "../accounts/audit.server.ts";
import type { Database } from "../db/client.server.ts";
import type { Queryable, Transaction } from "../db/queryable.server.ts";
import { blogPosts, photos, photoVariants, salonPhotos, shopProductImages, shopProducts, shopVariants } from "../db/schema.server.ts";
import type { PreparedPhoto } from "./photo-pipeline.server.ts";

/** Where a photo is shown: its widest WebP, the address every browser can show and structured data names. */
export const photoUrl = (photo: Pick<PreparedPhoto, "key" | "width">) =>
  photoPathFor({ key: photo.key, width: photo.width, format: "webp" });

/** Store a prepared photo and its variants (inside the transaction that puts it somewhere). */
export async function savePhoto(tx: Transaction, photo: PreparedPhoto) {
  // The same file uploaded twice is one photo.
  await tx.insert(photos).values({ key: photo.key, width: photo.width, height: photo.height }).onConflictDoNothing();
  await tx
    .insert(photoVariants)
    .values(photo.variants.map((v) => ({ photoKey: photo.key, format: v.format, width: v.width, height: v.height, bytes: v.bytes })))
    .onConflictDoNothing();
}

/** Delete a photo no picture uses any more (its variants go with it). */
export async function forgetPhotoIfUnused(tx: Transaction, key: string) {
  await tx.execute(sql`
    delete from ${photos} where ${photos.key} = ${key}
      and not exists (select 1 from ${shopProductImages} where starts_with(${shopProductImages.url}, ${`/photos/${key}-`}))
      and not exists (select 1 from ${salonPhotos} where ${salonPhotos.photoKey} = ${key})
      and not exists (select 1 from ${blogPosts} where ${blogPosts.photoKey} = ${key})`);
}

const photoKeyOf = (url: string) => parsePhotoPath(url)?.key ?? null;

/** One variant's bytes, or null when the photo or that width of it does not exist. */
export async function readPhotoVariant(db: Queryable, address: PhotoAddress): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: photoVariants.bytes })
    .from(photoVariants)
    .where(and(eq(photoVariants.photoKey, address.key), eq(photoVariants.width, address.width), eq(photoVariants.format, address.format)));
  return row?.bytes ?? null;
}

export type ProductPicture = { position: number; url: string; altText: string; width: number; height: number; uploaded: boolean };

/** A product and its pictures in order: the owner's photos and the catalogue's drawn art alike. */
export async function productPictures(db: Queryable, handle: string) {
  const [product] = await db
    .select({ id: shopProducts.id, title: shopProducts.title, handle: shopProducts.handle })
    .from(shopProducts)
    .where(eq(shopProducts.handle, handle));
  if (!product) return null;
  const rows = await db
    .select()
    .from(shopProductImages)
    .where(eq(shopProductImages.productId, product.id))
    .orderBy(asc(shopProductImages.position));
  const pictures: ProductPicture[] = rows.map((row) => ({
    position: row.position,
    url: row.url,
    altText: row.altText,
    width: row.width,
    height: row.height,
    uploaded: photoKeyOf(row.url) !== null,
  }));
  return { product, pictures };
}

type Outcome = { ok: true } | { ok: false; status: 404 | 409; problem: string };
const notFound: Outcome = { ok: false, status: 404, problem: "That product or picture no longer exists." };

async function productIdFor(tx: Transaction, handle: string) {
  const [product] = await tx.select({ id: shopProducts.id }).from(shopProducts).where(eq(shopProducts.handle, handle)).for("update");
  return product?.id ?? null;
}

/**
 * Move every picture of a product from position p to p + by for p ≥ from, variants' pictures with them.
 * Through negative positions, since the unique (product, position) index is checked row by row.
 */
async function shiftPictures(tx: Transaction, productId: number, from: number, by: 1 | -1) {
  const mine = and(eq(shopProductImages.productId, productId), sql`${shopProductImages.position} >= ${from}`);
  await tx
    .update(shopProductImages)
    .set({ position: sql`-${shopProductImages.position} - 1` })
    .where(mine);
  await tx
    .update(shopProductImages)
    .set({ position: sql`-${shopProductImages.position} - 1 + ${by}` })
    .where(and(eq(shopProductImages.productId, productId), sql`${shopProductImages.position} < 0`));
  await tx
    .update(shopVariants)
    .set({ imagePosition: sql`${shopVariants.imagePosition} + ${by}` })
    .where(and(eq(shopVariants.productId, productId), sql`${shopVariants.imagePosition} >= ${from}`));
}

/** Add a photo as the product's first picture: her own photo is better than the drawn art, which stays after it. */
export async function addProductPhoto(db: Database, handle: string, photo: PreparedPhoto, altText: string, by: Actor): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const productId = await productIdFor(tx, handle);
    if (productId === null) return notFound;
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(shopProductImages)
      .where(eq(shopProductImages.productId, productId));
    if ((count?.n ?? 0) >= maxProductPictures)
      return {
        ok: false,
        status: 409,
        problem: `A product shows at most ${maxProductPictures} pictures. Remove one before adding another.`,
      };
    await savePhoto(tx, photo);
    await shiftPictures(tx, productId, 0, 1);
    await tx
      .insert(shopProductImages)
      .values({ productId, position: 0, url: photoUrl(photo), altText, width: photo.width, height: photo.height });
    await markContentChanged(tx, `photo added to ${handle}`);
    await audit(tx, { who: by, action: "photo uploaded", subject: `Product ${handle}`, detail: { photo: photo.key, alt: altText } });
    return { ok: true };
  });
}

export async function removeProductPicture(db: Database, handle: string, position: number, by: Actor): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const productId = await productIdFor(tx, handle);
    if (productId === null) return notFound;
    const [removed] = await tx
      .delete(shopProductImages)
      .where(and(eq(shopProductImages.productId, productId), eq(shopProductImages.position, position)))
      .returning({ url: shopProductImages.url });
    if (!removed) return notFound;
    // A variant pictured by the removed picture shows the product's first one instead.
    await tx
      .update(shopVariants)
      .set({ imagePosition: null })
      .where(and(eq(shopVariants.productId, productId), eq(shopVariants.imagePosition, position)));
    await shiftPictures(tx, productId, position + 1, -1);
    const key = photoKeyOf(removed.url);
    if (key) await forgetPhotoIfUnused(tx, key);
    await markContentChanged(tx, `picture removed from ${handle}`);
    await audit(tx, { who: by, action: "photo deleted", subject: `Product ${handle}`, detail: { picture: position + 1, url: removed.url } });
    return { ok: true };
  });
}

/** Swap a picture with its neighbour (earlier or later), keeping each variant with its picture. */
export async function moveProductPicture(db: Database, handle: string, position: number, direction: "earlier" | "later", by: Actor): Promise<Outcome> {
  const other = direction === "earlier" ? position - 1 : position + 1;
  return db.transaction(async (tx) => {
    const productId = await productIdFor(tx, handle);
    if (productId === null || other < 0) return notFound;
    const pair = await tx
      .select({ position: shopProductImages.position })
      .from(shopProductImages)
      .where(and(eq(shopProductImages.productId, productId), sql`${shopProductImages.position} in (${position}, ${other})`));
    if (pair.length !== 2) return notFound;
    const swap = (column: typeof shopProductImages.position | typeof shopVariants.imagePosition) =>
      sql`case ${column} when ${position} then ${other} when ${other} then ${position} else ${column} end`;
    await tx
      .update(shopProductImages)
      .set({ position: sql`-1` })
      .where(and(eq(shopProductImages.productId, productId), eq(shopProductImages.position, position)));
    await tx
      .update(shopProductImages)
      .set({ position })
      .where(and(eq(shopProductImages.productId, productId), eq(shopProductImages.position, other)));
    await tx
      .update(shopProductImages)
      .set({ position: other })
      .where(and(eq(shopProductImages.productId, productId), eq(shopProductImages.position, -1)));
    await tx
      .update(shopVariants)
      .set({ imagePosition: swap(shopVariants.imagePosition) })
      .where(and(eq(shopVariants.productId, productId), sql`${shopVariants.imagePosition} in (${position}, ${other})`));
    await markContentChanged(tx, `pictures reordered on ${handle}`);
    await audit(tx, { who: by, action: "photo moved", subject: `Product ${handle}`, detail: { picture: position + 1, to: other + 1 } });
    return { ok: true };
  });
}

export async function describeProductPicture(db: Database, handle: string, position: number, altText: string, by: Actor): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const productId = await productIdFor(tx, handle);
    if (productId === null) return notFound;
    const [before] = await tx
      .select({ altText: shopProductImages.altText })
      .from(shopProductImages)
      .where(and(eq(shopProductImages.productId, productId), eq(shopProductImages.position, position)));
    const changed = await tx
      .update(shopProductImages)
      .set({ altText })
      .where(and(eq(shopProductImages.productId, productId), eq(shopProductImages.position, position)))
      .returning({ position: shopProductImages.position });
    if (!changed.length) return notFound;
    await markContentChanged(tx, `picture description changed on ${handle}`);
    await audit(tx, { who: by, action: "photo alt text changed", subject: `Product ${handle}`, detail: { picture: position + 1, from: before?.altText ?? "", to: altText } });
    return { ok: true };
  });
}

export type ShownPhoto = { url: string; alt: string; width: number; height: number; position: string };
export type Focus = { x: number; y: number };

/** The photos set in the shot list's slots, by slot key; only the keys asked for when `keys` is given. */
export async function slotPhotos(db: Queryable, keys?: readonly string[]): Promise<Record<string, ShownPhoto>> {
  if (keys && keys.length === 0) return {};
  const rows = await db
    .select({
      place: salonPhotos.place,
      alt: salonPhotos.altText,
      focusX: salonPhotos.focusX,
      focusY: salonPhotos.focusY,
      key: photos.key,
      width: photos.width,
      height: photos.height,
    })
    .from(salonPhotos)
    .innerJoin(photos, eq(photos.key, salonPhotos.photoKey))
    .where(keys ? inArray(salonPhotos.place, [...keys]) : undefined);
  return Object.fromEntries(
    rows.map((row) => [
      row.place,
      { url: photoUrl(row), alt: row.alt, width: row.width, height: row.height, position: focusPosition(row.focusX, row.focusY) },
    ]),
  );
}

/** Put a photo in a slot (replacing the one there); the photo it replaced goes when nothing else uses it. */
export async function setSlotPhoto(db: Database, slot: string, photo: PreparedPhoto, altText: string, focus: Focus, by: Actor) {
  await db.transaction(async (tx) => {
    await savePhoto(tx, photo);
    const [before] = await tx.select({ key: salonPhotos.photoKey }).from(salonPhotos).where(eq(salonPhotos.place, slot)).for("update");
    const values = { photoKey: photo.key, altText, focusX: focus.x, focusY: focus.y };
    await tx
      .insert(salonPhotos)
      .values({ place: slot, ...values })
      .onConflictDoUpdate({ target: salonPhotos.place, set: { ...values, updatedAt: sql`now()` } });
    if (before && before.key !== photo.key) await forgetPhotoIfUnused(tx, before.key);
    await markContentChanged(tx, `${slot} photo set`);
    await audit(tx, { who: by, action: "photo uploaded", subject: `Photo: ${slot}`, detail: { photo: photo.key, alt: altText, replaced: before?.key ?? null } });
  });
}

/** Keep another point of the slot's photo in view when a page crops it; false when the slot has no photo. */
export async function setSlotFocus(db: Database, slot: string, focus: Focus, by: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(salonPhotos)
      .set({ focusX: focus.x, focusY: focus.y, updatedAt: sql`now()` })
      .where(eq(salonPhotos.place, slot))
      .returning({ place: salonPhotos.place });
    if (changed.length) {
      await markContentChanged(tx, `${slot} photo focus changed`);
      await audit(tx, { who: by, action: "photo focus changed", subject: `Photo: ${slot}`, detail: { x: focus.x, y: focus.y } });
    }
    return changed.length > 0;
  });
}

/** Take the photo off its slot: the drawn art shows again. */
export async function removeSlotPhoto(db: Database, slot: string, by: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(salonPhotos).where(eq(salonPhotos.place, slot)).returning({ key: salonPhotos.photoKey });
    if (!removed) return false;
    await forgetPhotoIfUnused(tx, removed.key);
    await markContentChanged(tx, `${slot} photo removed`);
    await audit(tx, { who: by, action: "photo deleted", subject: `Photo: ${slot}`, detail: { photo: removed.key } });
    return true;
  });
}
