import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { MoneyEventKind, ReturnedLine } from "../../../lib/shop/refunds.ts";
import { shopOrders } from "./shop.server.ts";

/**
 * Money that goes back to a customer after collection: a refund (money only) or a return (items back,
 * with or without money). Amounts in cents (AUD incl. GST), never more in total than the order's total.
 */
export const orderMoneyEvents = pgTable(
  "order_money_events",
  {
    id: serial("id").primaryKey(),
    orderNumber: integer("order_number")
      .notNull()
      .references(() => shopOrders.number, { onDelete: "cascade" }),
    kind: text("kind").$type<MoneyEventKind>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The order's lines that came back, by SKU; empty for a refund of money only. */
    lines: jsonb("lines").$type<ReturnedLine[]>().notNull().default([]),
    reason: text("reason").notNull(),
    /** Whether the returned units went back on the shelf. */
    restocked: boolean("restocked").notNull().default(false),
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_money_events_order_idx").on(table.orderNumber, table.createdAt), index("order_money_events_created_idx").on(table.createdAt)],
);
