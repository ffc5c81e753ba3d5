import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { salon } from "../config/salon";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { mail, shopCartLines, shopCarts, shopOrderEvents, shopOrders, shopVariants } from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import { changeOrderStatus, findOrder, markOrderSeen, ordersToPrepare, renameLegacyOrderStatus } from "./orders.server";
import { placeOrder } from "./storefront/embedded/checkout.server";
import { seedCatalogue } from "./storefront/embedded/seed.server";

const customer = { name: "Jane Citizen", email: "jane@example.com", phone: "0412 345 678", fulfilment: "local_pickup" as const, discountCode: "" };
const pamperPack = "WT-GP-ULT";
const spray = "WT-HDS";

async function variant(sku: string) {
  const [row] = await database().select().from(shopVariants).where(eq(shopVariants.sku, sku));
  if (!row) throw new Error(`no variant ${sku}`);
  return row;
}

async function setStock(sku: string, quantity: number) {
  await database().update(shopVariants).set({ quantity }).where(eq(shopVariants.sku, sku));
}

/** A cart holding these lines, as the storefront makes one; returns its checkout token. */
async function cartWith(lines: [sku: string, quantity: number][]) {
  const token = randomUUID();
  await database().insert(shopCarts).values({ token, buyerCountry: "AU" });
  for (const [sku, quantity] of lines) await database().insert(shopCartLines).values({ id: randomUUID(), cartToken: token, variantId: (await variant(sku)).id, quantity });
  return token;
}

const mailsOf = (number: number) => database().select().from(mail).where(sql`${mail.subject} like ${`%WT-${number}%`}`).orderBy(asc(mail.id));

describe.each(testDatabases())("orders on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await database().execute(sql`truncate table shop_orders, shop_order_events, shop_cart_lines, shop_carts, mail, shop_state restart identity cascade`);
    await seedCatalogue(database());
  });
  beforeEach(async () => {
    await setStock(pamperPack, 1);
    await setStock(spray, 40);
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("takes stock, and queues the customer's and the salon's e-mails with the order", async () => {
    const placed = await placeOrder(database(), await cartWith([[spray, 2], [pamperPack, 1]]), customer);
    expect(placed).toMatchObject({ ok: true });
    if (!placed.ok) return;
    expect((await variant(spray)).quantity).toBe(38);
    expect((await variant(pamperPack)).quantity).toBe(0);

    const [toCustomer, toSalon, ...more] = await mailsOf(placed.number);
    expect(more).toEqual([]);
    expect(toCustomer).toMatchObject({ kind: "order_placed", toAddress: customer.email, transport: "mailbox", status: "stored", headers: { "Reply-To": salon.email } });
    expect(toCustomer?.subject).toBe(`Your order WT-${placed.number} with ${salon.shortName}`);
    const text = toCustomer?.textBody ?? "";
    expect(text).toContain("2 × Heat Defense Spray  $56.00");
    expect(text).toContain("1 × Ultimate Pamper Gift Pack  $129.00");
    expect(text).toContain("To pay when you collect: $185.00 AUD");
    expect(text).toContain("Shop 4, 21 Yala Road, Bangor NSW 2234");
    expect(text).toContain("Tue 10:00 AM – 5:00 PM");
    expect(text).toContain(`change or cancel it? Reply to this e-mail or call us on ${salon.phone.display}`);
    expect(toCustomer?.htmlBody).toContain("<td style=\"padding:8px 8px 8px 0;vertical-align:top\">Heat Defense Spray</td>");

    expect(toSalon).toMatchObject({ kind: "order_notice", toAddress: salon.email, headers: { "Reply-To": customer.email } });
    expect(toSalon?.subject).toBe(`New order WT-${placed.number} from Jane Citizen: 185.00 AUD`);
    expect(toSalon?.textBody).toContain(`Open the order: http://localhost:3000/admin/orders/${placed.number}`);
  });

  it("escapes what the customer typed in the HTML e-mails", async () => {
    const placed = await placeOrder(database(), await cartWith([[spray, 1]]), { ...customer, name: "<img src=x onerror=alert(1)> Eve" });
    if (!placed.ok) throw new Error(placed.message);
    for (const message of await mailsOf(placed.number)) {
      expect(message.htmlBody).not.toContain("<img src=x");
      expect(message.htmlBody).toContain("&lt;img");
    }
  });

  it("sells the last unit once when two checkouts ask for it at the same moment", async () => {
    const carts = await Promise.all([cartWith([[pamperPack, 1]]), cartWith([[pamperPack, 1]]), cartWith([[pamperPack, 1]])]);
    const before = await database().select({ n: sql<number>`count(*)::int` }).from(shopOrders);
    const outcomes = await Promise.all(carts.map((token) => placeOrder(database(), token, customer)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    for (const refused of outcomes.filter((o) => !o.ok)) {
      expect(refused).toEqual({ ok: false, reason: "unavailable", message: "Sorry, Ultimate Pamper Gift Pack has just sold out. Please change your bag and try again. Nothing has been ordered." });
    }
    expect((await variant(pamperPack)).quantity).toBe(0);
    const after = await database().select({ n: sql<number>`count(*)::int` }).from(shopOrders);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
    // The refused carts stay open, so the shopper can change the bag and try again.
    const open = await database().select().from(shopCarts).where(sql`${shopCarts.completedAt} is null and ${shopCarts.token} in ${carts}`);
    expect(open).toHaveLength(2);
  });

  it("refuses a line the shelf can't fill, names it, and stores nothing (no order, no e-mail, no stock taken)", async () => {
    await setStock(spray, 2);
    const mailsBefore = (await database().select().from(mail)).length;
    const outcome = await placeOrder(database(), await cartWith([[pamperPack, 1], [spray, 3]]), customer);
    expect(outcome).toEqual({ ok: false, reason: "unavailable", message: "Sorry, only 2 of Heat Defense Spray are left. Please change your bag and try again. Nothing has been ordered." });
    expect((await variant(spray)).quantity).toBe(2);
    expect((await variant(pamperPack)).quantity).toBe(1);
    expect((await database().select().from(mail)).length).toBe(mailsBefore);
  });

  it("moves an order placed → ready → collected, records each change and e-mails the customer each time", async () => {
    const placed = await placeOrder(database(), await cartWith([[spray, 1]]), customer);
    if (!placed.ok) throw new Error(placed.message);
    const number = placed.number;

    expect(await changeOrderStatus(database(), number, { to: "collected", actor: { id: null, name: "owner" } })).toMatchObject({ ok: false, status: 409, message: `WT-${number} is placed: it can't be marked collected.` });
    expect(await changeOrderStatus(database(), number, { to: "ready", actor: { id: null, name: "owner" } })).toMatchObject({ ok: true, order: { status: "ready" } });
    expect(await changeOrderStatus(database(), number, { to: "ready", actor: { id: null, name: "owner" } })).toMatchObject({ ok: false, status: 409 });
    expect(await changeOrderStatus(database(), number, { to: "collected", actor: { id: null, name: "owner" } })).toMatchObject({ ok: true });
    expect(await changeOrderStatus(database(), number, { to: "cancelled", reason: "Changed her mind", actor: { id: null, name: "owner" } })).toMatchObject({ ok: false, status: 409 });

    const found = await findOrder(database(), number);
    expect(found?.order.status).toBe("collected");
    expect(found?.history.map((e) => [e.fromStatus, e.toStatus, e.actor, e.reason])).toEqual([
      ["placed", "ready", "owner", null],
      ["ready", "collected", "owner", null],
    ]);
    const mails = await mailsOf(number);
    expect(mails.map((m) => m.kind)).toEqual(["order_placed", "order_notice", "order_ready", "order_collected"]);
    expect(mails[2]?.subject).toBe(`Your order WT-${number} is ready to collect`);
    expect(mails[2]?.textBody).toContain("To pay when you collect: $28.00 AUD");
    expect((await variant(spray)).quantity).toBe(39);
  });

  it("cancels with a reason from placed or ready, gives the stock back, and tells the customer why", async () => {
    const placed = await placeOrder(database(), await cartWith([[pamperPack, 1], [spray, 4]]), customer);
    if (!placed.ok) throw new Error(placed.message);
    expect((await variant(pamperPack)).quantity).toBe(0);
    await changeOrderStatus(database(), placed.number, { to: "ready", actor: { id: null, name: "owner" } });

    expect(await changeOrderStatus(database(), placed.number, { to: "cancelled", reason: "  ", actor: { id: null, name: "owner" } })).toEqual({
      ok: false,
      status: 400,
      message: "Please give the reason for cancelling: the customer is told it.",
    });
    expect(await changeOrderStatus(database(), placed.number, { to: "cancelled", reason: "x".repeat(501), actor: { id: null, name: "owner" } })).toMatchObject({ ok: false, status: 400 });
    expect(await changeOrderStatus(database(), placed.number, { to: "shipped", actor: { id: null, name: "owner" } })).toMatchObject({ ok: false, status: 400 });
    expect(await changeOrderStatus(database(), 999_999, { to: "ready", actor: { id: null, name: "owner" } })).toMatchObject({ ok: false, status: 404 });
    expect((await variant(pamperPack)).quantity).toBe(0);

    expect(await changeOrderStatus(database(), placed.number, { to: "cancelled", reason: " Not collected within two weeks ", actor: { id: null, name: "owner" } })).toMatchObject({ ok: true });
    expect((await variant(pamperPack)).quantity).toBe(1);
    expect((await variant(spray)).quantity).toBe(40);
    const [event] = await database().select().from(shopOrderEvents).where(and(eq(shopOrderEvents.orderNumber, placed.number), eq(shopOrderEvents.toStatus, "cancelled")));
    expect(event).toMatchObject({ fromStatus: "ready", reason: "Not collected within two weeks" });
    const cancelled = (await mailsOf(placed.number)).at(-1);
    expect(cancelled).toMatchObject({ kind: "order_cancelled", subject: `Your order WT-${placed.number} has been cancelled` });
    expect(cancelled?.textBody).toContain("Reason: Not collected within two weeks");
  });

  it("sums the placed orders per product and variant for the to-prepare sheet", async () => {
    await database().update(shopOrders).set({ status: "collected" });
    const a = await placeOrder(database(), await cartWith([[spray, 2], ["WT-GP-SAS", 1]]), customer);
    const b = await placeOrder(database(), await cartWith([[spray, 1]]), customer);
    const c = await placeOrder(database(), await cartWith([["WT-GP-SAS", 5]]), customer);
    if (!a.ok || !b.ok || !c.ok) throw new Error("an order was refused");
    await changeOrderStatus(database(), c.number, { to: "ready", actor: { id: null, name: "owner" } });
    const { orders, lines } = await ordersToPrepare(database());
    expect(orders.map((o) => o.number)).toEqual([a.number, b.number]);
    expect(lines.map((l) => [l.title, l.quantity, l.orders])).toEqual([
      ["Heat Defense Spray", 3, [a.number, b.number]],
      ["Smooth & Shine Gift Pack", 1, [a.number]],
    ]);
  });

  it("marks an order seen the first time it is opened, and renames the old awaiting_pickup status", async () => {
    const placed = await placeOrder(database(), await cartWith([[spray, 1]]), customer);
    if (!placed.ok) throw new Error(placed.message);
    expect((await findOrder(database(), placed.number))?.order.seenAt).toBeNull();
    await markOrderSeen(database(), placed.number);
    const seenAt = (await findOrder(database(), placed.number))?.order.seenAt;
    expect(seenAt).toBeInstanceOf(Date);
    await markOrderSeen(database(), placed.number);
    expect((await findOrder(database(), placed.number))?.order.seenAt).toEqual(seenAt);

    await database().execute(sql`update shop_orders set status = 'awaiting_pickup' where number = ${placed.number}`);
    await renameLegacyOrderStatus(database());
    expect((await findOrder(database(), placed.number))?.order.status).toBe("placed");
  });
});
