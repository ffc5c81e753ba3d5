/**
 * The shop's stock: units on the shelf per variant (shop_variants.quantity).
 * Checkout takes units with a conditional update inside the order's transaction,
 * so two shoppers can never both take the last one; cancelling gives them back. A variant that sells out, or
 * comes back, moves the content revision in the same transaction, as an owner's edit does: pages kept for
 * everyone stop offering it (or offer it again) on their next view.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import { markContentChanged } from "./content-revision.server.ts";
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
  const soldOut: string[] = [];
  // One order of locking for every checkout (by SKU), so two carts holding the same variants never deadlock.
  for (const line of [...lines].sort((a, b) => a.sku.localeCompare(b.sku))) {
    const taken = await tx
      .update(shopVariants)
      .set({ quantity: sql`${shopVariants.quantity} - ${line.quantity}` })
      .where(and(eq(shopVariants.sku, line.sku), gte(shopVariants.quantity, line.quantity)))
      .returning({ left: shopVariants.quantity });
    if (taken.length) {
      if (taken[0]!.left === 0) soldOut.push(line.sku);
      continue;
    }
    const [left] = await tx.select({ quantity: shopVariants.quantity }).from(shopVariants).where(eq(shopVariants.sku, line.sku));
    shortages.push({ name: line.name, left: left?.quantity ?? 0 });
  }
  if (shortages.length) throw new StockShortage(shortages);
  if (soldOut.length) await markContentChanged(tx, `sold out: ${soldOut.join(", ")}`);
}

/** Put a cancelled order's units back on the shelf (variants that left the catalogue since are skipped). */
export async function returnStock(tx: Queryable, items: { sku: string; quantity: number }[]) {
  const backInStock: string[] = [];
  for (const item of [...items].sort((a, b) => a.sku.localeCompare(b.sku))) {
    const [returned] = await tx
      .update(shopVariants)
      .set({ quantity: sql`${shopVariants.quantity} + ${item.quantity}` })
      .where(eq(shopVariants.sku, item.sku))
      .returning({ now: shopVariants.quantity });
    if (returned && item.quantity > 0 && returned.now === item.quantity) backInStock.push(item.sku);
  }
  if (backInStock.length) await markContentChanged(tx, `back in stock: ${backInStock.join(", ")}`);
}
