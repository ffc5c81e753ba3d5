/**
 * The order as its confirmation shows it, and the link the checkout sends the buyer to:
 * /order-confirmation?order_id&subtotal&total&currency&items&token. The page shows an order
 * only from the database, found by the link's order number and token (server/order-confirmation.server.ts);
 * the other parameters describe the purchase for analytics and are never shown.
 */
import { orderNumberOf } from "./checkout-form.ts";

export type OrderLine = { title: string; id: string; quantity: number; price: number };

export type OrderSummary = { order_id: string; subtotal: number; total: number; currency: string; items: OrderLine[] };

/** The confirmation link's secret: 32 random bytes in base64url, only ever given to the browser that placed the order. */
export const confirmationTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function itemCount(items: readonly OrderLine[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The subtotal is shown only when it differs from the total. */
export function showsSubtotal(order: Pick<OrderSummary, "subtotal" | "total">): boolean {
  return Math.abs(order.subtotal - order.total) >= 0.005;
}

/** Where the checkout sends the buyer: the purchase's parameters, then the order's confirmation token. */
export function orderConfirmationPath(order: OrderSummary, token: string): string {
  const params = new URLSearchParams({
    order_id: order.order_id,
    subtotal: order.subtotal.toFixed(2),
    total: order.total.toFixed(2),
    currency: order.currency,
    items: JSON.stringify(order.items),
    token,
  });
  return `/order-confirmation?${params.toString()}`;
}

/** The order number and token a confirmation link names, or null unless both have the shape the checkout writes. */
export function confirmationLinkOf(search: URLSearchParams): { number: number; token: string } | null {
  const number = orderNumberOf(search.get("order_id") ?? "");
  const token = search.get("token") ?? "";
  return number !== null && confirmationTokenPattern.test(token) ? { number, token } : null;
}
