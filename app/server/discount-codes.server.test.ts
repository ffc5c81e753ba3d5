import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountMessages } from "../lib/shop/discount";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { discountCodes, discountRedemptions, shopCartLines, shopCarts, shopOrders, shopVariants } from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import { checkDiscountCode, exitIntentDiscount, exitIntentOffer, seedDiscountCodes } from "./discount-codes.server";
import { placeOrder } from "./storefront/embedded/checkout.server";
import { seedCatalogue } from "./storefront/embedded/seed.server";

const customer = (email: string, discountCode: string) => ({
  name: "Jane Citizen",
  email,
  phone: "0412 345 678",
  fulfilment: "local_pickup" as const,
  discountCode,
});

/** A cart with one unit of a well-stocked product, as the bag would leave it. */
async function cartWithOneItem() {
  const [variant] = await database().select().from(shopVariants).orderBy(desc(shopVariants.quantity)).limit(1);
  if (!variant) throw new Error("no variant in the catalogue");
  const token = randomUUID();
  await database().insert(shopCarts).values({ token, buyerCountry: "AU" });
  await database().insert(shopCartLines).values({ id: randomUUID(), cartToken: token, variantId: variant.id, quantity: 1 });
  return { token, priceCents: variant.priceCents };
}

async function addCode(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  await database()
    .insert(discountCodes)
    .values({ kind: "percent", percent: 10, ...values });
}

describe.each(testDatabases())("discount codes on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await database().execute(
      sql`truncate table discount_redemptions, discount_codes, shop_orders, shop_cart_lines, shop_carts restart identity cascade`,
    );
    await database().execute(sql`truncate table shop_state`);
    await seedCatalogue(database());
    await seedDiscountCodes(database());
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("seeds the exit-intent offer's code once, and a re-seed keeps the owner's edits", async () => {
    expect(await checkDiscountCode(database(), " frizz free5 ", null)).toMatchObject({
      ok: true,
      discount: { code: "FRIZZFREE5", kind: "percent", percent: 5 },
    });
    await database().update(discountCodes).set({ percent: 7 }).where(eq(discountCodes.code, exitIntentDiscount.code));
    await seedDiscountCodes(database());
    const rows = await database().select().from(discountCodes).where(eq(discountCodes.code, exitIntentDiscount.code));
    expect(rows.map((row) => row.percent)).toEqual([7]);
    await database()
      .update(discountCodes)
      .set({ percent: exitIntentDiscount.percent })
      .where(eq(discountCodes.code, exitIntentDiscount.code));
  });

  it("states the exit-intent offer as its code stands: what it gives, and nothing while paused or ended", async () => {
    const where = eq(discountCodes.code, exitIntentDiscount.code);
    const [before] = await database().select().from(discountCodes).where(where);
    try {
      await database().update(discountCodes).set({ kind: "percent", percent: 5, amountCents: null, active: true, startsOn: null, endsOn: null }).where(where);
      expect(await exitIntentOffer(database())).toEqual({ code: "FRIZZFREE5", off: "5%" });
      await database().update(discountCodes).set({ kind: "amount", percent: null, amountCents: 1000 }).where(where);
      expect(await exitIntentOffer(database())).toEqual({ code: "FRIZZFREE5", off: "$10.00" });
      await database().update(discountCodes).set({ active: false }).where(where);
      expect(await exitIntentOffer(database())).toBeNull();
      await database().update(discountCodes).set({ active: true, endsOn: "2025-01-31" }).where(where);
      expect(await exitIntentOffer(database())).toBeNull();
    } finally {
      await database().update(discountCodes).set(before!).where(where);
    }
  });

  it("names an unknown, paused, expired or not-yet-valid code", async () => {
    await addCode({ code: "PAUSED", active: false });
    await addCode({ code: "SPRING", startsOn: "2026-09-01", endsOn: "2026-11-30" });
    const check = (code: string, now: string) => checkDiscountCode(database(), code, null, { now: new Date(now) });
    expect(await check("NOPE", "2026-10-01T00:00:00Z")).toEqual({ ok: false, message: discountMessages.unknown });
    expect(await check("paused", "2026-10-01T00:00:00Z")).toEqual({ ok: false, message: discountMessages.unknown });
    expect(await check("spring", "2026-08-31T13:59:59Z")).toEqual({ ok: false, message: discountMessages.notYet });
    expect(await check("spring", "2026-08-31T14:00:00Z")).toMatchObject({ ok: true });
    // Midnight at the end of 30 November in Sydney (UTC+11 by then).
    expect(await check("spring", "2026-11-30T12:59:59Z")).toMatchObject({ ok: true });
    expect(await check("spring", "2026-11-30T13:00:00Z")).toEqual({ ok: false, message: discountMessages.expired });
  });

  it("records each use with its order, and refuses a second use with the same e-mail", async () => {
    await addCode({ code: "ONCEEACH", oncePerEmail: true });
    const first = await cartWithOneItem();
    const placed = await placeOrder(database(), first.token, customer("Ann@Example.com", "onceeach"));
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    const [use] = await database().select().from(discountRedemptions).where(eq(discountRedemptions.orderNumber, placed.number));
    expect(use).toMatchObject({ code: "ONCEEACH", email: "ann@example.com", amountCents: Math.round(first.priceCents / 10) });

    const again = await cartWithOneItem();
    expect(await placeOrder(database(), again.token, customer(" ann@example.COM", "ONCEEACH"))).toEqual({
      ok: false,
      reason: "discount",
      message: discountMessages.usedByEmail,
    });
    // Refused before anything was written: the cart is still open, and another e-mail may use the code.
    expect(await placeOrder(database(), again.token, customer("bea@example.com", "ONCEEACH"))).toMatchObject({ ok: true });
  });

  it("takes an amount off without taking the total below zero", async () => {
    await addCode({ code: "BIGGIFT", kind: "amount", percent: null, amountCents: 1_000_000 });
    const cart = await cartWithOneItem();
    const placed = await placeOrder(database(), cart.token, customer("gift@example.com", "BIGGIFT"));
    expect(placed).toMatchObject({ ok: true, order: { total: 0 } });
    if (!placed.ok) return;
    const [order] = await database().select().from(shopOrders).where(eq(shopOrders.number, placed.number));
    expect(order).toMatchObject({ discountCode: "BIGGIFT", discountCents: cart.priceCents, totalCents: 0 });
  });

  it("lets orders placed at the same moment use a limited code only as often as its limit", async () => {
    await addCode({ code: "FIRSTTWO", usageLimit: 2 });
    const carts = await Promise.all(Array.from({ length: 5 }, cartWithOneItem));
    const results = await Promise.all(
      carts.map((cart, n) => placeOrder(database(), cart.token, customer(`rush${n}@example.com`, "FIRSTTWO"))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.message)).toEqual([
      discountMessages.limitReached,
      discountMessages.limitReached,
      discountMessages.limitReached,
    ]);
    const uses = await database().select().from(discountRedemptions).where(eq(discountRedemptions.code, "FIRSTTWO"));
    expect(uses).toHaveLength(2);
  });
});
