/**
 * The order confirmation's data: read from the query first,
 * then the latest purchase entry in the page's data layer, then the last_order
 * item in session storage. Unparsable input is reported as a problem (to be
 * logged) and never stops the page.
 */
import { shop } from "../../config/salon.ts";

export type OrderLine = { title: string; id: string; quantity: number; price: number };

export type OrderSummary = { order_id: string; subtotal: number; total: number; currency: string; items: OrderLine[] };

export type OrderParse = { order: OrderSummary | null; problems: string[] };

export type OrderSource = "query" | "dataLayer" | "storage";

export const lastOrderKey = "last_order";

const none: OrderParse = { order: null, problems: [] };

function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const number = Number(value.replace(/[$,\s]/g, ""));
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}

function currencyOf(value: unknown): string {
  return typeof value === "string" && /^[A-Za-z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : shop.currency;
}

/** One item in any of the shapes the sources use (ours, or GA4's item_id/item_name). */
function toLine(value: unknown): OrderLine | null {
  if (!value || typeof value !== "object") return null;
  const item = value as Record<string, unknown>;
  const title = item.title ?? item.item_name ?? item.name;
  const id = item.id ?? item.item_id ?? item.variant_id ?? item.sku;
  const quantity = asNumber(item.quantity) ?? 1;
  const price = asNumber(item.price);
  if (typeof title !== "string" || title.trim() === "" || price === null || quantity < 1) return null;
  return {
    title: title.trim(),
    id: id === undefined || id === null ? "" : String(id),
    quantity: Math.floor(quantity),
    price: round(price),
  };
}

function toLines(value: unknown, problems: string[]): OrderLine[] {
  let list = value;
  if (typeof list === "string") {
    const text = list;
    list = undefined;
    for (const candidate of [text, safeDecode(text)]) {
      if (candidate === null) continue;
      try {
        list = JSON.parse(candidate);
        break;
      } catch {
        // try the next spelling
      }
    }
    if (list === undefined) {
      problems.push("Order items are not valid JSON");
      return [];
    }
  }
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    problems.push("Order items are not a list");
    return [];
  }
  const lines = list.map(toLine);
  const dropped = lines.filter((line) => line === null).length;
  if (dropped > 0) problems.push(`${dropped} order item(s) could not be read`);
  return lines.filter((line): line is OrderLine => line !== null);
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function itemsTotal(items: readonly OrderLine[]): number {
  return round(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

export function itemCount(items: readonly OrderLine[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Build a summary from loose fields; null without an order id. */
export function normalizeOrder(fields: Record<string, unknown>): OrderParse {
  const problems: string[] = [];
  const rawId = fields.order_id ?? fields.orderId ?? fields.transaction_id;
  const orderId = typeof rawId === "number" ? String(rawId) : typeof rawId === "string" ? rawId.trim() : "";
  if (!orderId) return { order: null, problems };
  const items = toLines(fields.items, problems);
  const total = asNumber(fields.total ?? fields.value);
  if ((fields.total ?? fields.value) !== undefined && total === null) problems.push("Order total is not a number");
  const subtotal = asNumber(fields.subtotal);
  if (fields.subtotal !== undefined && fields.subtotal !== null && subtotal === null) problems.push("Order subtotal is not a number");
  const resolvedTotal = round(total ?? itemsTotal(items));
  return {
    order: {
      order_id: orderId,
      total: resolvedTotal,
      subtotal: round(subtotal ?? resolvedTotal),
      currency: currencyOf(fields.currency),
      items,
    },
    problems,
  };
}

/** Query parameters: order_id or orderId, subtotal, total, currency, items (URL-encoded JSON). */
export function orderFromQuery(search: URLSearchParams | string): OrderParse {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const fields: Record<string, unknown> = {};
  for (const key of ["order_id", "orderId", "subtotal", "total", "currency", "items"]) {
    const value = params.get(key);
    if (value !== null) fields[key] = value;
  }
  return normalizeOrder(fields);
}

/** The latest purchase entry of a data layer (window.dataLayer), GA4 ecommerce shape or flat. */
export function orderFromDataLayer(dataLayer: unknown): OrderParse {
  if (!Array.isArray(dataLayer)) return none;
  for (let i = dataLayer.length - 1; i >= 0; i--) {
    const entry = dataLayer[i] as Record<string, unknown> | null;
    if (!entry || typeof entry !== "object" || entry.event !== "purchase") continue;
    const ecommerce = (entry.ecommerce && typeof entry.ecommerce === "object" ? entry.ecommerce : entry) as Record<string, unknown>;
    return normalizeOrder(ecommerce);
  }
  return none;
}

/** The last_order item of session storage. */
export function orderFromStorage(raw: string | null | undefined): OrderParse {
  if (!raw) return none;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== "object" || Array.isArray(value)) return { order: null, problems: ["Stored order is not an object"] };
    return normalizeOrder(value as Record<string, unknown>);
  } catch {
    return { order: null, problems: ["Stored order is not valid JSON"] };
  }
}

/** Priority: query, then data layer, then storage. Problems of every source are kept for the log. */
export function resolveOrder(sources: { query: OrderParse; dataLayer: OrderParse; storage: OrderParse }): {
  order: OrderSummary | null;
  source: OrderSource | null;
  problems: string[];
} {
  const problems = [...sources.query.problems, ...sources.dataLayer.problems, ...sources.storage.problems];
  for (const source of ["query", "dataLayer", "storage"] as const) {
    const order = sources[source].order;
    if (order) return { order, source, problems };
  }
  return { order: null, source: null, problems };
}

/** The subtotal is shown only when it differs from the total. */
export function showsSubtotal(order: Pick<OrderSummary, "subtotal" | "total">): boolean {
  return Math.abs(order.subtotal - order.total) >= 0.005;
}

/** Where the checkout sends the buyer: /order-confirmation?order_id&subtotal&total&currency&items. */
export function orderConfirmationPath(order: OrderSummary): string {
  const params = new URLSearchParams({
    order_id: order.order_id,
    subtotal: order.subtotal.toFixed(2),
    total: order.total.toFixed(2),
    currency: order.currency,
    items: JSON.stringify(order.items),
  });
  return `/order-confirmation?${params.toString()}`;
}
