import type { Actor } from "./accounts/audit.server";
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSection, sectionRows } from "./admin/sections.server";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { mail, shopCartLines, shopCarts, shopVariants } from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import { recordRefund, refundsBetween } from "./order-refunds.server";
import { changeOrderStatus } from "./orders.server";
import { placeOrder } from "./storefront/embedded/checkout.server";
import { seedCatalogue } from "./storefront/embedded/seed.server";

const owner: Actor = { id: null, name: "owner" };

const customer = { name: "Jane Citizen", email: "jane@example.com", phone: "0412 345 678", fulfilment: "local_pickup" as const, discountCode: "" };
const spray = "WT-HDS";

async function stockOf(sku: string) {
  const [row] = await database().select().from(shopVariants).where(eq(shopVariants.sku, sku));
  return row?.quantity ?? Number.NaN;
}

/** An order of `units` sprays, placed. */
async function placedOrder(units: number) {
  const token = randomUUID();
  await database().insert(shopCarts).values({ token, buyerCountry: "AU" });
  const [variant] = await database().select().from(shopVariants).where(eq(shopVariants.sku, spray));
  await database().insert(shopCartLines).values({ id: randomUUID(), cartToken: token, variantId: variant!.id, quantity: units });
  const placed = await placeOrder(database(), token, customer);
  if (!placed.ok) throw new Error(placed.message);
  return placed.number;
}

/** An order of `units` sprays, collected. */
async function collectedOrder(units: number) {
  const number = await placedOrder(units);
  for (const to of ["ready", "collected"]) await changeOrderStatus(database(), number, { to, actor: owner });
  return number;
}

const refund = (over: Partial<{ amount: string; returned: string[]; reason: string; restock: boolean }>) => ({ amount: "", returned: [], reason: "Not the right shade", restock: true, ...over });

describe.each(testDatabases())("refunds on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await seedCatalogue(database());
    await database().update(shopVariants).set({ quantity: 40 }).where(eq(shopVariants.sku, spray));
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("records a return with its stock and the customer's e-mail, and shows in the orders export", async () => {
    const number = await collectedOrder(2);
    const before = await stockOf(spray);
    const result = await recordRefund(database(), number, refund({ amount: "28", returned: ["1"] }), owner);
    expect(result).toMatchObject({ ok: true, event: { kind: "return", amountCents: 2_800, lines: [{ sku: spray, quantity: 1 }], restocked: true, actor: "owner" } });
    expect(await stockOf(spray)).toBe(before + 1);
    const [sent] = await database().select().from(mail).where(sql`${mail.kind} = 'order_return' and ${mail.subject} like ${`%WT-${number}%`}`).orderBy(asc(mail.id));
    expect(sent?.textBody).toContain("Refunded now: $28.00 AUD");
    expect(sent?.textBody).toContain("Not the right shade");

    const [row] = await sectionRows(findSection("orders"), String(number));
    expect(row).toMatchObject({ number, refundedCents: 2_800 });
  });

  it("refuses an order that is not collected", async () => {
    const number = await placedOrder(1);
    expect(await recordRefund(database(), number, refund({ amount: "1" }), owner)).toMatchObject({ ok: false, status: 409, errors: { form: expect.stringContaining("after collection") } });
  });

  it("never lets two refunds at once add up to more than the total, and keeps stock when asked", async () => {
    const number = await collectedOrder(1);
    const before = await stockOf(spray);
    const outcomes = await Promise.all([1, 2, 3].map(() => recordRefund(database(), number, refund({ amount: "20", returned: ["1"], restock: false }), owner)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ status: 400, errors: { amount: expect.stringContaining("can still be refunded") } });
    expect(await stockOf(spray)).toBe(before);
    const recorded = await refundsBetween(database(), new Date(Date.now() - 60_000), new Date(Date.now() + 60_000));
    expect(recorded.filter((event) => event.orderNumber === number)).toEqual([expect.objectContaining({ kind: "return", amountCents: 2_000 })]);
  });
});
