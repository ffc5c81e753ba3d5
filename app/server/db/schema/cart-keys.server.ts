import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Which cart a browser's cart key (lib/shop/cart-key.ts) started. The key is unique, so first adds racing on any
 * instance agree on one cart: each inserts its candidate and does nothing on a conflict, then all read the winner.
 * A key matters only until its cart cookie comes back; rows older than a day are removed.
 */
export const shopCartKeys = pgTable(
  "shop_cart_keys",
  {
    key: text("key").primaryKey(),
    cartId: text("cart_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shop_cart_keys_created_idx").on(t.createdAt)],
);
