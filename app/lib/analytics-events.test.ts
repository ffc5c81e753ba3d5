import { describe, expect, it } from "vitest";
import { toGa4, toPixel } from "./analytics-events";

describe("analytics event mapping to GA4 and the Meta Pixel", () => {
  it("page view", () => {
    expect(toGa4("page_view", { path: "/contact", search: "?utm_source=x" }, { href: "http://s/contact?utm_source=x", title: "Contact" })).toEqual([
      "page_view",
      { page_location: "http://s/contact?utm_source=x", page_path: "/contact?utm_source=x", page_title: "Contact" },
    ]);
    expect(toPixel("page_view", {})).toEqual(["PageView", {}]);
  });

  it("view item and add to cart", () => {
    const props = { product_id: "p1", title: "Silk Pillowcase", variant_id: "v1", price: 42, currency: "AUD", quantity: 2 };
    expect(toGa4("add_to_cart", props)).toEqual([
      "add_to_cart",
      { currency: "AUD", value: 84, items: [{ item_id: "p1", item_name: "Silk Pillowcase", item_variant: "v1", price: 42, quantity: 2 }] },
    ]);
    expect(toGa4("view_item", { product_id: "p1", price: 42 })?.[1]).toMatchObject({ value: 42, currency: "AUD" });
    expect(toPixel("add_to_cart", props)).toEqual(["AddToCart", { content_ids: ["p1"], content_type: "product", content_name: "Silk Pillowcase", value: 42, currency: "AUD" }]);
    expect(toPixel("view_item", props)?.[0]).toBe("ViewContent");
  });

  it("begin checkout", () => {
    expect(toGa4("begin_checkout", { cart_total: 77, item_count: 2 })).toEqual(["begin_checkout", { currency: "AUD", value: 77, item_count: 2 }]);
    expect(toPixel("begin_checkout", { cart_total: 77, item_count: 2 })).toEqual(["InitiateCheckout", { value: 77, currency: "AUD", num_items: 2 }]);
  });

  it("purchase carries the order id, items (id, title, price, quantity), total and currency", () => {
    const props = { order_id: "1001", subtotal: 70, total: 77, currency: "AUD", item_count: 2, items: [{ id: "p1", title: "Oil", price: 35, quantity: 2 }, { junk: true }] };
    expect(toGa4("purchase_client", props)).toEqual([
      "purchase",
      { transaction_id: "1001", currency: "AUD", value: 77, items: [{ item_id: "p1", item_name: "Oil", price: 35, quantity: 2 }] },
    ]);
    expect(toPixel("purchase_client", props)).toEqual(["Purchase", { value: 77, currency: "AUD", content_ids: ["p1"], content_type: "product", num_items: 2, order_id: "1001" }]);
  });

  it("generate lead with its value (contact 20, exit intent 30)", () => {
    expect(toGa4("generate_lead", { form_name: "exit_intent", value: 30, currency: "AUD" })).toEqual(["generate_lead", { currency: "AUD", value: 30, form_name: "exit_intent" }]);
    expect(toPixel("generate_lead", { form_name: "contact_form", value: 20 })).toEqual(["Lead", { value: 20, currency: "AUD", content_name: "contact_form" }]);
    expect(toGa4("generate_lead", { form_name: "blog_lead_magnet" })).toEqual(["generate_lead", { form_name: "blog_lead_magnet" }]);
  });

  it("keeps every other event to ourselves", () => {
    expect(toGa4("faq_feedback", { helpful: true })).toBeNull();
    expect(toPixel("book_cta_click", {})).toBeNull();
  });
});
