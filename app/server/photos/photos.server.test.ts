import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentRevision } from "../content-revision.server";
import { closeDatabase, connect, database, openDatabase } from "../db/client.server";
import { isolatedDatabase } from "../db/isolated-test-database";
import { photos, photoVariants, shopProductImages, shopProducts, shopVariants } from "../db/schema.server";
import { testDatabases } from "../db/test-databases";
import { executeEmbedded } from "../storefront/embedded/executor.server";
import { seedCatalogue } from "../storefront/embedded/seed.server";
import { preparePhoto, type PreparedPhoto } from "./photo-pipeline.server";
import {
  addProductPhoto,
  describeProductPicture,
  moveProductPicture,
  photoUrl,
  productPictures,
  readPhotoVariant,
  removeProductPicture,
  removeSlotPhoto,
  setSlotFocus,
  setSlotPhoto,
  slotPhotos,
} from "./photos.server";
import { latestAudit, owner } from "../test-support/actors";

async function photoOf(colour: string, width = 800, height = 600): Promise<PreparedPhoto> {
  const prepared = await preparePhoto(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );
  if (!prepared.ok) throw new Error(prepared.problem);
  return prepared.photo;
}

/** A product sold in several shades, each pictured by its own drawing: the one whose variants follow their pictures. */
async function productWithVariantPictures() {
  const [row] = await database()
    .select({ handle: shopProducts.handle, id: shopProducts.id })
    .from(shopProducts)
    .innerJoin(shopVariants, eq(shopVariants.productId, shopProducts.id))
    .where(eq(shopVariants.imagePosition, 1))
    .orderBy(asc(shopProducts.id))
    .limit(1);
  if (!row) throw new Error("no product with variant pictures in the catalogue");
  return row;
}

const variantPictures = async (productId: number) =>
  database()
    .select({ sku: shopVariants.sku, url: shopProductImages.url })
    .from(shopVariants)
    .leftJoin(
      shopProductImages,
      sql`${shopProductImages.productId} = ${shopVariants.productId} and ${shopProductImages.position} = ${shopVariants.imagePosition}`,
    )
    .where(eq(shopVariants.productId, productId))
    .orderBy(asc(shopVariants.position));

describe.each(testDatabases())("photos on $name", ({ options }) => {
  let opened: { dataDir?: string; databaseUrl?: string };
  let first: PreparedPhoto;
  let second: PreparedPhoto;
  beforeAll(async () => {
    opened = await isolatedDatabase(options);
    await openDatabase(opened);
    await database().execute(sql`truncate table shop_state`);
    await seedCatalogue(database());
    [first, second] = await Promise.all([photoOf("#c9a227"), photoOf("#40624f", 500, 700)]);
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("adds a photo as the product's first picture, the drawings after it, each variant still with its own picture", async () => {
    const product = await productWithVariantPictures();
    const before = await variantPictures(product.id);
    const revision = await contentRevision();
    expect(await addProductPhoto(database(), product.handle, first, "A bottle on the basin", owner)).toEqual({ ok: true });
    expect(await latestAudit(database())).toMatchObject([{ who: owner.name, action: "photo uploaded", subject: `Product ${product.handle}`, detail: { photo: first.key, alt: "A bottle on the basin" } }]);
    expect(await contentRevision()).toBeGreaterThan(revision);
    const found = await productPictures(database(), product.handle);
    expect(found?.pictures[0]).toMatchObject({
      position: 0,
      url: photoUrl(first),
      altText: "A bottle on the basin",
      width: 800,
      height: 600,
      uploaded: true,
    });
    expect(found?.pictures.slice(1).every((p) => !p.uploaded)).toBe(true);
    expect(await variantPictures(product.id)).toEqual(before);
    expect(await readPhotoVariant(database(), { key: first.key, width: 720, format: "avif" })).toEqual(
      first.variants.find((v) => v.width === 720 && v.format === "avif")?.bytes,
    );
    expect(await readPhotoVariant(database(), { key: first.key, width: 1440, format: "webp" })).toBeNull();
    expect(await addProductPhoto(database(), "no-such-product", first, "x", owner)).toMatchObject({ ok: false, status: 404 });
  });

  it("answers the Storefront API's Image.url(transform:) with the variant that fits, the way Shopify serves sizes", async () => {
    const product = await productWithVariantPictures();
    const query = `query ($handle: String!) { product(handle: $handle) { featuredImage {
      url width height
      card: url(transform: { maxWidth: 400 })
      byHeight: url(transform: { maxHeight: 300 })
      retina: url(transform: { maxWidth: 360, scale: 2 })
      webp: url(transform: { maxWidth: 1000, preferredContentType: WEBP })
    } } }`;
    const result = (await executeEmbedded({ query, variables: { handle: product.handle }, origin: "http://shop.test" })) as {
      data?: { product: { featuredImage: Record<string, unknown> } };
      errors?: unknown;
    };
    expect(result.errors).toBeUndefined();
    const at = (width: number) => `http://shop.test/photos/${first.key}-${width}.webp`;
    expect(result.data?.product.featuredImage).toEqual({
      url: at(800),
      width: 800,
      height: 600,
      card: at(360),
      byHeight: at(360),
      retina: at(720),
      webp: at(800),
    });
  });

  it("reorders, describes and removes pictures, keeping variants with theirs, and forgets a photo nothing shows", async () => {
    const product = await productWithVariantPictures();
    await addProductPhoto(database(), product.handle, second, "Second photo", owner);
    const before = await variantPictures(product.id);
    expect(await moveProductPicture(database(), product.handle, 0, "later", owner)).toEqual({ ok: true });
    expect((await productPictures(database(), product.handle))?.pictures.slice(0, 2).map((p) => p.url)).toEqual([
      photoUrl(first),
      photoUrl(second),
    ]);
    expect(await moveProductPicture(database(), product.handle, 0, "earlier", owner)).toMatchObject({ ok: false, status: 404 });
    expect(await describeProductPicture(database(), product.handle, 1, "Green bottle", owner)).toEqual({ ok: true });
    expect(await latestAudit(database())).toMatchObject([{ who: owner.name, action: "photo alt text changed", subject: `Product ${product.handle}`, detail: { picture: 2, to: "Green bottle" } }]);

    // Remove the drawing that pictures a variant: that variant shows the product's first picture; the others keep theirs.
    const pictured = before.find((v) => v.url?.endsWith(".svg"));
    const position = (await productPictures(database(), product.handle))?.pictures.find((p) => p.url === pictured?.url)?.position as number;
    expect(await removeProductPicture(database(), product.handle, position, owner)).toEqual({ ok: true });
    expect(await latestAudit(database())).toMatchObject([{ who: owner.name, action: "photo deleted", subject: `Product ${product.handle}`, detail: { picture: position + 1, url: pictured?.url } }]);
    const after = await variantPictures(product.id);
    expect(after.find((v) => v.sku === pictured?.sku)?.url).toBeNull();
    expect(after.filter((v) => v.sku !== pictured?.sku)).toEqual(before.filter((v) => v.sku !== pictured?.sku));
    const positions = (await productPictures(database(), product.handle))?.pictures.map((p) => p.position);
    expect(positions).toEqual(positions?.map((_, i) => i));

    const secondAt = (await productPictures(database(), product.handle))?.pictures.find((p) => p.url === photoUrl(second))
      ?.position as number;
    await removeProductPicture(database(), product.handle, secondAt, owner);
    expect(await database().select().from(photos).where(eq(photos.key, second.key))).toEqual([]);
    expect(await database().select().from(photoVariants).where(eq(photoVariants.photoKey, second.key))).toEqual([]);
    expect(await readPhotoVariant(database(), { key: first.key, width: 360, format: "webp" })).not.toBeNull();
  });

  it("keeps one photo per slot with its focus point, replacing and removing it", async () => {
    const before = await contentRevision();
    expect(await slotPhotos(database())).toEqual({});
    await setSlotPhoto(database(), "portrait", second, "Mel in the salon", { x: 50, y: 20 }, owner);
    expect(await slotPhotos(database())).toEqual({
      portrait: { url: photoUrl(second), alt: "Mel in the salon", width: 500, height: 700, position: "50% 20%" },
    });
    expect(await contentRevision()).toBeGreaterThan(before);
    // Only the slots a page asks for.
    await setSlotPhoto(database(), "category:smoothing", second, "Sleek hair after smoothing", { x: 50, y: 50 }, owner);
    expect(Object.keys(await slotPhotos(database(), ["category:smoothing", "home-hero"]))).toEqual(["category:smoothing"]);
    expect(await slotPhotos(database(), [])).toEqual({});
    expect(await setSlotFocus(database(), "portrait", { x: 0, y: 100 }, owner)).toBe(true);
    expect((await slotPhotos(database(), ["portrait"])).portrait?.position).toBe("0% 100%");
    expect(await setSlotFocus(database(), "home-hero", { x: 0, y: 0 }, owner)).toBe(false);
    // The same photo as a product's: one copy, kept while either uses it; a photo another slot still shows stays.
    await setSlotPhoto(database(), "portrait", first, "Mel at the basin", { x: 50, y: 50 }, owner);
    expect((await slotPhotos(database())).portrait?.url).toBe(photoUrl(first));
    expect(await database().select().from(photos).where(eq(photos.key, second.key))).toHaveLength(1);
    expect(await removeSlotPhoto(database(), "category:smoothing", owner)).toBe(true);
    expect(await database().select().from(photos).where(eq(photos.key, second.key))).toEqual([]);
    expect(await removeSlotPhoto(database(), "portrait", owner)).toBe(true);
    expect(await latestAudit(database())).toMatchObject([{ who: owner.name, action: "photo deleted", subject: "Photo: portrait", detail: { photo: first.key } }]);
    expect(await removeSlotPhoto(database(), "portrait", owner)).toBe(false);
    expect(await readPhotoVariant(database(), { key: first.key, width: 360, format: "webp" })).not.toBeNull();
  });

  it.runIf(options.databaseUrl)("serves a photo uploaded through one instance from another on the same PostgreSQL", async () => {
    await setSlotPhoto(database(), "salon", second, "The front window", { x: 50, y: 50 }, owner);
    const other = connect(opened);
    try {
      expect((await slotPhotos(other.db)).salon?.alt).toBe("The front window");
      const bytes = await readPhotoVariant(other.db, { key: second.key, width: 500, format: "avif" });
      expect(bytes?.equals(second.variants.find((v) => v.width === 500 && v.format === "avif")?.bytes as Buffer)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
