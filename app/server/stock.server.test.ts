import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { shopVariants } from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import { contentRevision } from "./content-revision.server";
import { returnStock, StockShortage, takeStock } from "./stock.server";
import { seedCatalogue } from "./storefront/embedded/seed.server";

describe.each(testDatabases())("stock and what pages show on $name", ({ options }) => {
  const sku = "WT-HDS";
  const line = (quantity: number) => ({ sku, quantity, name: "Heat Defense Spray" });
  const shelf = async (quantity: number) => database().update(shopVariants).set({ quantity }).where(eq(shopVariants.sku, sku));

  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await seedCatalogue(database());
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("moves the content revision when an order takes the last unit, in the order's transaction, and not before", async () => {
    await shelf(3);
    const start = await contentRevision();
    await database().transaction((tx) => takeStock(tx, [line(2)]));
    expect(await contentRevision()).toBe(start);
    await database().transaction((tx) => takeStock(tx, [line(1)]));
    const soldOut = await contentRevision();
    expect(soldOut).toBeGreaterThan(start);
    // A shortage rolls back with its transaction: nothing taken, nothing marked.
    await expect(database().transaction((tx) => takeStock(tx, [line(1)]))).rejects.toBeInstanceOf(StockShortage);
    expect(await contentRevision()).toBe(soldOut);
  });

  it("moves it again when a cancellation brings a sold-out variant back, and not for one still in stock", async () => {
    await shelf(0);
    const start = await contentRevision();
    await database().transaction((tx) => returnStock(tx, [{ sku, quantity: 2 }]));
    const back = await contentRevision();
    expect(back).toBeGreaterThan(start);
    await database().transaction((tx) => returnStock(tx, [{ sku, quantity: 1 }]));
    expect(await contentRevision()).toBe(back);
  });
});
