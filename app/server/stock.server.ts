/**
 * The shop's stock: units on the shelf per variant (shop_variants.quantity).
 * Checkout takes units with a conditional update inside the order's transaction,
 * so two shoppers can never both take the last one; cancelling gives them back.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Queryable } from "./db/queryable.server.ts";
import { shopVariants } from "./db/schema.server.ts";

export function inStock(variant: { quantity: number }): boolean {
  return variant.quantity > 0;
}

/** A checkout asked for more than the shelf holds. The message names each product, for the shopper. */
export class StockShortage extends Error {
  constructor(shortages: { name: string; left: number }[]) {
    super(
      shortages
        .map(({ name, left }) =>
          left <= 0 ? `Sorry, ${name} has just sold out.` : `Sorry, only ${left} of ${name} ${left === 1 ? "is" : "are"} left.`,
        )
        .concat("Please change your bag and try again. Nothing has been ordered.")
        .join(" "),
    );
    this.name = "StockShortage";
  }
}

/**
 * Take the units of an order off the shelf. Throws StockShortage (after trying every line, so
 * the message names them all) and the caller's transaction rolls back: nothing is taken, nothing stored.
 */
export async function takeStock(tx: Queryable, lines: { sku: string; quantity: number; name: string }[]) {
  const shortages: { name: string; left: number }[] = [];
  // One order of locking for every checkout (by SKU), so two carts holding the same variants never deadlock.
  for (const line of [...lines].sort((a, b) => a.sku.localeCompare(b.sku))) {
    const taken = await tx
      .update(shopVariants)
      .set({ quantity: sql`${shopVariants.quantity} - ${line.quantity}` })
      .where(and(eq(shopVariants.sku, line.sku), gte(shopVariants.quantity, line.quantity)))
      .returning({ id: shopVariants.id });
    if (taken.length) continue;
    const [left] = await tx.select({ quantity: shopVariants.quantity }).from(shopVariants).where(eq(shopVariants.sku, line.sku));
    shortages.push({ name: line.name, left: left?.quantity ?? 0 });
  }
  if (shortages.length) throw new StockShortage(shortages);
}

/** Put a cancelled order's units back on the shelf (variants that left the catalogue since are skipped). */
export async function returnStock(tx: Queryable, items: { sku: string; quantity: number }[]) {
  for (const item of [...items].sort((a, b) => a.sku.localeCompare(b.sku))) {
    await tx
      .update(shopVariants)
      .set({ quantity: sql`${shopVariants.quantity} + ${item.quantity}` })
      .where(eq(shopVariants.sku, item.sku));
  }
}
