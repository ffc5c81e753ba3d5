import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The nightly backup as the owner set it: one row (id 1), added at start with the defaults.
 * `lastDay` is the Sydney day whose backup has been taken (or is being taken): an instance claims
 * a night by moving it forward in one conditional update, so of several instances only one writes it.
 */
export const backupSchedule = pgTable("backup_schedule", {
  id: integer("id").primaryKey(),
  /** "HH:MM", 24-hour, Sydney time. */
  time: text("time").notNull(),
  keepDays: integer("keep_days").notNull(),
  lastDay: text("last_day"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
