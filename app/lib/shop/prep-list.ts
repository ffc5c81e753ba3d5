/**
 * The to-prepare sheet: what to take off the shelf for the open orders,
 * one line per product and variant, with how many in all and for which orders.
 */

export type PrepOrder = { number: number; items: { title: string; sku: string; quantity: number }[] };
export type PrepLine = { sku: string; title: string; quantity: number; orders: number[] };

export function prepList(orders: PrepOrder[]): PrepLine[] {
  const lines = new Map<string, PrepLine>();
  for (const order of orders) {
    for (const item of order.items) {
      // A variant is one SKU; the title already names the variant ("Silk Pillowcase – Charcoal").
      const line = lines.get(item.sku) ?? { sku: item.sku, title: item.title, quantity: 0, orders: [] };
      line.quantity += item.quantity;
      if (!line.orders.includes(order.number)) line.orders.push(order.number);
      lines.set(item.sku, line);
    }
  }
  return [...lines.values()].sort((a, b) => a.title.localeCompare(b.title, "en-AU") || a.sku.localeCompare(b.sku));
}
