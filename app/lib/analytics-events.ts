import { shop } from "../config/salon.ts";
import type { EventName } from "./events.ts";

/**
 * How our events become GA4 and Meta Pixel calls: page view, view
 * item, add to cart, begin checkout, purchase and generate lead. Everything else
 * stays in our own event log only.
 */

type Props = Record<string, unknown>;
type Item = { item_id: string; item_name?: string; price?: number; quantity?: number };

const num = (value: unknown): number | undefined => {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
};
const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : typeof value === "number" ? String(value) : undefined);
const currencyOf = (props: Props) => text(props.currency) ?? shop.currency;

function clean<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

function orderItems(value: unknown): Item[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    if (!raw || typeof raw !== "object") return [];
    const item = raw as Props;
    const id = text(item.id) ?? text(item.product_id) ?? text(item.variant_id);
    if (!id) return [];
    return [clean({ item_id: id, item_name: text(item.title), price: num(item.price), quantity: num(item.quantity) })];
  });
}

export function toGa4(name: EventName, props: Props, page?: { href: string; title: string }): [string, Props] | null {
  switch (name) {
    case "page_view":
      return ["page_view", clean({ page_location: page?.href, page_path: `${text(props.path) ?? ""}${text(props.search) ?? ""}` || undefined, page_title: page?.title })];
    case "view_item":
    case "add_to_cart": {
      const price = num(props.price);
      const quantity = num(props.quantity) ?? 1;
      return [
        name,
        clean({
          currency: currencyOf(props),
          value: price === undefined ? undefined : price * (name === "add_to_cart" ? quantity : 1),
          items: [clean({ item_id: text(props.product_id) ?? text(props.variant_id) ?? "unknown", item_name: text(props.title), item_variant: text(props.variant_id), price, quantity })],
        }),
      ];
    }
    case "begin_checkout":
      return ["begin_checkout", clean({ currency: currencyOf(props), value: num(props.cart_total), item_count: num(props.item_count) })];
    case "purchase_client":
      return ["purchase", clean({ transaction_id: text(props.order_id), currency: currencyOf(props), value: num(props.total), items: orderItems(props.items) })];
    case "generate_lead":
      return ["generate_lead", clean({ currency: num(props.value) === undefined ? undefined : currencyOf(props), value: num(props.value), form_name: text(props.form_name) })];
    default:
      return null;
  }
}

export function toPixel(name: EventName, props: Props): [string, Props] | null {
  switch (name) {
    case "page_view":
      return ["PageView", {}];
    case "view_item":
      return ["ViewContent", clean({ content_ids: [text(props.product_id) ?? text(props.variant_id)].filter(Boolean), content_type: "product", content_name: text(props.title), value: num(props.price), currency: currencyOf(props) })];
    case "add_to_cart":
      return ["AddToCart", clean({ content_ids: [text(props.product_id) ?? text(props.variant_id)].filter(Boolean), content_type: "product", content_name: text(props.title), value: num(props.price), currency: currencyOf(props) })];
    case "begin_checkout":
      return ["InitiateCheckout", clean({ value: num(props.cart_total), currency: currencyOf(props), num_items: num(props.item_count) })];
    case "purchase_client": {
      const items = orderItems(props.items);
      return ["Purchase", clean({ value: num(props.total) ?? 0, currency: currencyOf(props), content_ids: items.map((i) => i.item_id), content_type: "product", num_items: num(props.item_count) ?? items.length, order_id: text(props.order_id) })];
    }
    case "generate_lead":
      return ["Lead", clean({ value: num(props.value), currency: num(props.value) === undefined ? undefined : currencyOf(props), content_name: text(props.form_name) })];
    default:
      return null;
  }
}
