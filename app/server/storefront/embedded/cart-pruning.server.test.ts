import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDatabase, database, openDatabase } from "../../db/client.server";
import { isolatedDatabase } from "../../db/isolated-test-database";
import { shopCarts } from "../../db/schema.server";
import { testDatabases } from "../../db/test-databases";
import { removeStaleCarts, staleCarts, startCartPruning, stopCartPruning } from "./cart-pruning.server";

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
const tokens = async () => (await database().select({ token: shopCarts.token }).from(shopCarts)).map((r) => r.token).sort();

describe.each(testDatabases())("stale cart pruning on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
  });
  afterAll(async () => {
    await closeDatabase();
  });
  beforeEach(async () => {
    await database().execute(sql`truncate table shop_orders, shop_cart_lines, shop_carts cascade`);
    const old = daysAgo(staleCarts.idleDays + 1);
    await database()
      .insert(shopCarts)
      .values([
        { token: "fresh", buyerCountry: "AU" },
        { token: "idle-open", buyerCountry: "AU", updatedAt: old },
        { token: "idle-placed", buyerCountry: "AU", updatedAt: old, completedAt: old },
        { token: "touched-lately", buyerCountry: "AU", createdAt: old, updatedAt: daysAgo(staleCarts.idleDays - 1) },
      ]);
  });
  afterEach(async () => {
    await stopCartPruning();
    vi.useRealTimers();
  });

  it("removes only open carts nobody touched for the idle period, in batches", async () => {
    await database()
      .insert(shopCarts)
      .values(Array.from({ length: staleCarts.batch + 5 }, (_, i) => ({ token: `old-${i}`, buyerCountry: "AU", updatedAt: daysAgo(staleCarts.idleDays + 2) })));
    expect(await removeStaleCarts(database())).toBe(staleCarts.batch + 6);
    expect(await tokens()).toEqual(["fresh", "idle-placed", "touched-lately"]);
  });

  it("keeps pruning while the server runs, on a timer that does not hold the process open and stops on shutdown", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const timer = startCartPruning(() => database());
    expect(timer.hasRef()).toBe(false);
    expect(await tokens()).toContain("idle-open");
    await vi.advanceTimersByTimeAsync(staleCarts.everyMs);
    await vi.waitFor(async () => expect(await tokens()).toEqual(["fresh", "idle-placed", "touched-lately"]));
    await stopCartPruning();
    await database().insert(shopCarts).values({ token: "idle-again", buyerCountry: "AU", updatedAt: daysAgo(staleCarts.idleDays + 1) });
    await vi.advanceTimersByTimeAsync(staleCarts.everyMs * 2);
    expect(await tokens()).toContain("idle-again");
  });

  it("is safe when two instances prune at the same moment", async () => {
    const [a, b] = await Promise.all([removeStaleCarts(database()), removeStaleCarts(database())]);
    expect(a + b).toBe(1);
    expect(await tokens()).toEqual(["fresh", "idle-placed", "touched-lately"]);
  });
});
