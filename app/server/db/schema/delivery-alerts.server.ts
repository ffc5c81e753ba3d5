import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Delivery problems the owner has been told about by e-mail, one row per problem while it lasts
 * (what could not go out, and why). A problem that clears is removed, so its return is told again.
 */
export const deliveryAlerts = pgTable("delivery_alerts", {
  problem: text("problem").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
});
