import { describe, expect, it } from "vitest";
import {
  itemCount,
  orderConfirmationPath,
  orderFromDataLayer,
  orderFromQuery,
  orderFromStorage,
  resolveOrder,
  showsSubtotal,
  type OrderSummary,
} from "./order-summary";

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

describe("order from the query", () => {
  it("round-trips the confirmation URL the checkout builds", () => {
    const path = orderConfirmationPath(order);
    expect(path.startsWith("/order-confirmation?order_id=WT-1042&subtotal=98.00&total=98.00&currency=AUD&items=")).toBe(true);
    expect(orderFromQuery(path.split("?")[1] ?? "")).toEqual({ order, problems: [] });
  });

  it("accepts orderId and defaults the currency to AUD", () => {
    const { order: parsed } = orderFromQuery("orderId=1001&total=35");
    expect(parsed).toMatchObject({ order_id: "1001", total: 35, subtotal: 35, currency: "AUD", items: [] });
  });

  it("reads items that were URL-encoded twice", () => {
    const items = encodeURIComponent(JSON.stringify([{ title: "Silk Pillowcase", id: "9", quantity: 1, price: "42.00" }]));
    const { order: parsed } = orderFromQuery(`order_id=A1&total=42&items=${encodeURIComponent(items)}`);
    expect(parsed?.items).toEqual([{ title: "Silk Pillowcase", id: "9", quantity: 1, price: 42 }]);
  });

  it("reports unparsable items and still gives the order", () => {
    const { order: parsed, problems } = orderFromQuery("order_id=A1&total=42&items=%5Bnot-json");
    expect(parsed).toMatchObject({ order_id: "A1", total: 42, items: [] });
    expect(problems).toEqual(["Order items are not valid JSON"]);
  });

  it("is no order without an id", () => {
    expect(orderFromQuery("total=10").order).toBeNull();
  });
});

describe("order from the data layer and storage", () => {
  it("takes the latest purchase entry of the data layer (GA4 shape)", () => {
    const dataLayer = [
      { event: "purchase", ecommerce: { transaction_id: "OLD", value: 1, items: [] } },
      { event: "page_view" },
      {
        event: "purchase",
        ecommerce: {
          transaction_id: "WT-2000",
          value: 63,
          currency: "AUD",
          items: [{ item_id: "v1", item_name: "Heat Defense Spray", price: 28, quantity: 1 }],
        },
      },
      { event: "scroll" },
    ];
    expect(orderFromDataLayer(dataLayer).order).toEqual({
      order_id: "WT-2000",
      subtotal: 63,
      total: 63,
      currency: "AUD",
      items: [{ title: "Heat Defense Spray", id: "v1", quantity: 1, price: 28 }],
    });
    expect(orderFromDataLayer(undefined).order).toBeNull();
  });

  it("reads the stored last_order and reports garbage", () => {
    expect(orderFromStorage(JSON.stringify(order)).order).toEqual(order);
    expect(orderFromStorage("{oops")).toEqual({ order: null, problems: ["Stored order is not valid JSON"] });
    expect(orderFromStorage(null).order).toBeNull();
  });
});

describe("source priority", () => {
  const fromQuery = orderFromQuery("order_id=Q&total=1");
  const fromLayer = orderFromDataLayer([{ event: "purchase", ecommerce: { transaction_id: "D", value: 2 } }]);
  const fromStorage = orderFromStorage(JSON.stringify({ ...order, order_id: "S" }));
  const empty = { order: null, problems: [] };

  it("prefers the query, then the data layer, then session storage", () => {
    expect(resolveOrder({ query: fromQuery, dataLayer: fromLayer, storage: fromStorage })).toMatchObject({
      source: "query",
      order: { order_id: "Q" },
    });
    expect(resolveOrder({ query: empty, dataLayer: fromLayer, storage: fromStorage })).toMatchObject({
      source: "dataLayer",
      order: { order_id: "D" },
    });
    expect(resolveOrder({ query: empty, dataLayer: empty, storage: fromStorage })).toMatchObject({
      source: "storage",
      order: { order_id: "S" },
    });
    expect(resolveOrder({ query: empty, dataLayer: empty, storage: empty })).toEqual({ order: null, source: null, problems: [] });
  });

  it("keeps every source's problems for the log", () => {
    const broken = orderFromStorage("nope");
    expect(resolveOrder({ query: fromQuery, dataLayer: empty, storage: broken }).problems).toEqual(["Stored order is not valid JSON"]);
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
