/**
 * Which order a confirmation link may show. Placing an order gives it a random 256-bit token, sent to the buyer's
 * browser in the link the checkout redirects to and stored only as its SHA-256. The confirmation shows an order when
 * the link names its number and carries that token; whatever else the link says (items, totals, currency) is never
 * shown. A wrong token, an unknown number, an order from before tokens: no order.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { orderNumberLabel } from "../lib/shop/checkout-form.ts";
import { orderLineLabel } from "../lib/shop/order-line.ts";
import { confirmationLinkOf, type OrderSummary } from "../lib/shop/order-summary.ts";
import type { Queryable } from "./db/queryable.server.ts";
import { shopOrders } from "./db/schema.server.ts";

const tokenHash = (token: string) => createHash("sha256").update(token).digest();

/** A new order's token (for the buyer's link) and the hash to store with the order. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token).toString("hex") };
}

/** Does the token match the stored hash? Compared in constant time; no stored hash matches nothing. */
export function confirmationTokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const stored = Buffer.from(storedHash, "hex");
  const given = tokenHash(token);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

type SummaryFields = Pick<typeof shopOrders.$inferSelect, "number" | "items" | "subtotalCents" | "totalCents" | "currency">;

/** An order as its confirmation (and the purchase event) describe it. */
export function orderSummaryOf(order: SummaryFields): OrderSummary {
  return {
    order_id: orderNumberLabel(order.number),
    subtotal: order.subtotalCents / 100,
    total: order.totalCents / 100,
    currency: order.currency,
    items: order.items.map((item) => ({ title: orderLineLabel(item), id: item.id, quantity: item.quantity, price: item.priceCents / 100 })),
  };
}

export type ConfirmationLookup = { order: OrderSummary; refused: null } | { order: null; refused: "no link" | "no order" | "wrong token" };

/** The order a confirmation link shows, read from the database; or why it shows none. */
export async function confirmedOrder(db: Queryable, search: URLSearchParams): Promise<ConfirmationLookup> {
  const link = confirmationLinkOf(search);
  if (!link) return { order: null, refused: "no link" };
  const [row] = await db
    .select({
      number: shopOrders.number,
      items: shopOrders.items,
      subtotalCents: shopOrders.subtotalCents,
      totalCents: shopOrders.totalCents,
      currency: shopOrders.currency,
      confirmationTokenHash: shopOrders.confirmationTokenHash,
    })
    .from(shopOrders)
    .where(eq(shopOrders.number, link.number));
  if (!row) return { order: null, refused: "no order" };
  if (!confirmationTokenMatches(link.token, row.confirmationTokenHash)) return { order: null, refused: "wrong token" };
  return { order: orderSummaryOf(row), refused: null };
}
