import { describe, expect, it } from "vitest";
import { confirmationLinkOf, itemCount, orderConfirmationPath, showsSubtotal, type OrderSummary } from "./order-summary";

const order: OrderSummary = {
  order_id: "WT-1042",
  subtotal: 98,
  total: 98,
  currency: "AUD",
  items: [
    { title: "Heat Defense Spray", id: "gid://shopify/ProductVariant/1", quantity: 2, price: 28 },
    { title: "Nourishing Hair Oil", id: "gid://shopify/ProductVariant/2", quantity: 1, price: 42 },
  ],
};

const token = "A".repeat(21) + "-_" + "z9".repeat(10);

describe("the confirmation link", () => {
  it("carries the purchase's parameters for analytics, then the token", () => {
    const path = orderConfirmationPath(order, token);
    expect(path.startsWith("/order-confirmation?order_id=WT-1042&subtotal=98.00&total=98.00&currency=AUD&items=")).toBe(true);
    const params = new URLSearchParams(path.split("?")[1]);
    expect(JSON.parse(params.get("items") ?? "")).toEqual(order.items);
    expect(params.get("token")).toBe(token);
  });

  it("names the order and token the checkout wrote", () => {
    const path = orderConfirmationPath(order, token);
    expect(confirmationLinkOf(new URLSearchParams(path.split("?")[1]))).toEqual({ number: 1042, token });
  });

  it("names nothing without a well-formed token", () => {
    for (const bad of [null, "", token.slice(1), `${token}A`, `${token.slice(1)}=`, `${token.slice(1)}+`, `${token.slice(1)}/`, `${token.slice(1)} `]) {
      const params = new URLSearchParams({ order_id: "WT-1042" });
      if (bad !== null) params.set("token", bad);
      expect(confirmationLinkOf(params), String(bad)).toBeNull();
    }
  });

  it("names nothing without an order number the checkout writes", () => {
    for (const id of ["", "#1001", "1042", "WT-01042", "WT-99999999999", "Call 0400 000 000 to claim refund"]) {
      expect(confirmationLinkOf(new URLSearchParams({ order_id: id, token })), id).toBeNull();
    }
    expect(confirmationLinkOf(new URLSearchParams({ orderId: "WT-1042", token }))).toBeNull();
    // The shape is all the link can say: whether WT-1 exists, and the token is its own, is the database's to answer.
    expect(confirmationLinkOf(new URLSearchParams({ order_id: "WT-1", token }))).toEqual({ number: 1, token });
  });
});

describe("display rules", () => {
  it("shows the subtotal only when it differs from the total", () => {
    expect(showsSubtotal({ subtotal: 98, total: 98 })).toBe(false);
    expect(showsSubtotal({ subtotal: 98, total: 107.95 })).toBe(true);
  });

  it("counts items by quantity", () => {
    expect(itemCount(order.items)).toBe(3);
  });
});
