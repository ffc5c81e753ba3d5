import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { shopOrders } from "./shop.server.ts";

/**
 * Discount codes the owner creates in /admin, honoured by the embedded checkout. `code` is stored as
 * shoppers' typing is compared (no spaces, upper case), so its unique constraint is case-insensitive.
 * A code takes either a percentage or an amount in cents off, never both (the check says so).
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    kind: text("kind").$type<"percent" | "amount">().notNull(),
    percent: integer("percent"),
    amountCents: integer("amount_cents"),
    /** Sydney calendar days, both included; null is open-ended. */
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    usageLimit: integer("usage_limit"),
    oncePerEmail: boolean("once_per_email").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "discount_codes_off",
      sql`(${table.kind} = 'percent' and ${table.percent} between 1 and 100 and ${table.amountCents} is null) or (${table.kind} = 'amount' and ${table.amountCents} > 0 and ${table.percent} is null)`,
    ),
  ],
);

/** One row per order placed with a code: what the usage limits count. The e-mail is normalised (lower case). */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    orderNumber: integer("order_number")
      .primaryKey()
      .references(() => shopOrders.number, { onDelete: "cascade" }),
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "restrict" }),
    code: text("code").notNull(),
    email: text("email").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("discount_redemptions_code_email_idx").on(table.codeId, table.email)],
);
