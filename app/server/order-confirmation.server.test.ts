import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderConfirmationPath, type OrderSummary } from "../lib/shop/order-summary";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { shopOrders, type OrderItem } from "./db/schema.server";
import { testDatabases } from "./db/test-databases";
import { confirmationTokenMatches, confirmedOrder, newConfirmationToken, orderSummaryOf } from "./order-confirmation.server";

describe("the confirmation token", () => {
  it("is 32 random bytes in base64url, stored as its SHA-256", () => {
    const { token, hash } = newConfirmationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(newConfirmationToken().token).not.toBe(token);
  });

  it("matches its own hash only", () => {
    const mine = newConfirmationToken();
    const other = newConfirmationToken();
    expect(confirmationTokenMatches(mine.token, mine.hash)).toBe(true);
    expect(confirmationTokenMatches(other.token, mine.hash)).toBe(false);
    expect(confirmationTokenMatches(mine.token.slice(0, -1), mine.hash)).toBe(false);
    expect(confirmationTokenMatches("", mine.hash)).toBe(false);
    // The stored hash is not a password: sending it back is not the token.
    expect(confirmationTokenMatches(mine.hash, mine.hash)).toBe(false);
  });

  it("matches nothing where no hash is stored, or a damaged one", () => {
    const { token, hash } = newConfirmationToken();
    expect(confirmationTokenMatches(token, null)).toBe(false);
    expect(confirmationTokenMatches(token, "")).toBe(false);
    expect(confirmationTokenMatches(token, hash.slice(0, 62))).toBe(false);
    expect(confirmationTokenMatches(token, "not hex at all")).toBe(false);
  });
});

const items: OrderItem[] = [
  { title: "Wet Brush Original Detangler", variantTitle: "Pink", id: "gid://shopify/ProductVariant/7", sku: "WB-PINK", quantity: 2, priceCents: 2200 },
  { title: "Silk Pillowcase", variantTitle: null, id: "gid://shopify/ProductVariant/9", sku: "SP-1", quantity: 1, priceCents: 4200 },
];

describe.each(testDatabases())("the order a confirmation link shows, on $name", ({ options }) => {
  let placed: { number: number; token: string; summary: OrderSummary };
  let older: number;

  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
    await database().execute(sql`truncate table shop_orders restart identity cascade`);
    const { token, hash } = newConfirmationToken();
    const fields = { customerName: "Jane Citizen", email: "jane@example.com", phone: "0412 345 678", items, subtotalCents: 8600, discountCents: 430, totalCents: 8170, currency: "AUD" };
    const [row] = await database().insert(shopOrders).values({ cartToken: "cart-a", confirmationTokenHash: hash, ...fields }).returning();
    // An order placed before links carried a token.
    const [before] = await database().insert(shopOrders).values({ cartToken: "cart-b", ...fields }).returning();
    placed = { number: row!.number, token, summary: orderSummaryOf(row!) };
    older = before!.number;
  });
  afterAll(async () => {
    await closeDatabase();
  });

  const linkTo = (summary: OrderSummary, token: string) => new URLSearchParams(orderConfirmationPath(summary, token).split("?")[1]);

  it("shows the order from the database to the link carrying its token", async () => {
    expect(placed.summary).toEqual({
      order_id: `WT-${placed.number}`,
      subtotal: 86,
      total: 81.7,
      currency: "AUD",
      items: [
        { title: "Wet Brush Original Detangler – Pink", id: "gid://shopify/ProductVariant/7", quantity: 2, price: 22 },
        { title: "Silk Pillowcase", id: "gid://shopify/ProductVariant/9", quantity: 1, price: 42 },
      ],
    });
    expect(await confirmedOrder(database(), linkTo(placed.summary, placed.token))).toEqual({ order: placed.summary, refused: null });
  });

  it("never shows what the link says instead of what was ordered", async () => {
    const forged = { ...placed.summary, total: 1, subtotal: 1, currency: "USD", items: [{ title: "Call 0400 000 000 to claim refund", id: "x", quantity: 1, price: 1 }] };
    expect(await confirmedOrder(database(), linkTo(forged, placed.token))).toEqual({ order: placed.summary, refused: null });
  });

  it("shows nothing to a link without the order's token", async () => {
    const wrong = newConfirmationToken().token;
    expect(await confirmedOrder(database(), linkTo(placed.summary, wrong))).toEqual({ order: null, refused: "wrong token" });
    const withoutToken = linkTo(placed.summary, placed.token);
    withoutToken.delete("token");
    expect(await confirmedOrder(database(), withoutToken)).toEqual({ order: null, refused: "no link" });
    // The right token on another order's number.
    expect(await confirmedOrder(database(), linkTo({ ...placed.summary, order_id: `WT-${older}` }, placed.token))).toEqual({ order: null, refused: "wrong token" });
    expect(await confirmedOrder(database(), linkTo({ ...placed.summary, order_id: "WT-999999999" }, placed.token))).toEqual({ order: null, refused: "no order" });
  });

  it("shows nothing of an order placed before links carried a token", async () => {
    expect(await confirmedOrder(database(), linkTo({ ...placed.summary, order_id: `WT-${older}` }, newConfirmationToken().token))).toEqual({ order: null, refused: "wrong token" });
  });

  it("shows nothing to a link whose order number the checkout never writes", async () => {
    for (const orderId of ["WT-99999999999", "#1001", "1001", "Call 0400 000 000 to claim refund"]) {
      expect(await confirmedOrder(database(), linkTo({ ...placed.summary, order_id: orderId }, placed.token)), orderId).toEqual({ order: null, refused: "no link" });
    }
  });
});
