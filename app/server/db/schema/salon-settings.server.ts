import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The usual week as the owner set it in /admin: one row per weekday, opens and closes null on a closed day.
 * No rows means she has not changed it yet, and the week in app/config/salon.ts stands.
 */
export const openingWeek = pgTable(
  "opening_week",
  {
    day: text("day").primaryKey(),
    /** "HH:MM", 24-hour, Sydney time. */
    opens: text("opens"),
    closes: text("closes"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("opening_week_hours", sql`(${table.opens} is null) = (${table.closes} is null) and (${table.opens} is null or ${table.opens} < ${table.closes})`)],
);

/** A closure (no times) or special hours, for a Sydney calendar day or a run of days, with a short note ("Christmas"). */
export const hoursExceptions = pgTable(
  "hours_exceptions",
  {
    id: serial("id").primaryKey(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    opens: text("opens"),
    closes: text("closes"),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("hours_exceptions_range", sql`${table.endsOn} >= ${table.startsOn}`),
    check("hours_exceptions_hours", sql`(${table.opens} is null) = (${table.closes} is null) and (${table.opens} is null or ${table.opens} < ${table.closes})`),
    index("hours_exceptions_ends_idx").on(table.endsOn),
  ],
);

/** The promo banner as the owner set it: one row (id 1), absent until she first saves it. */
export const promoBanner = pgTable(
  "promo_banner",
  {
    id: integer("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull(),
    withOffer: boolean("with_offer").notNull(),
    text: text("text").notNull(),
    link: text("link"),
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("promo_banner_one_row", sql`${table.id} = 1`)],
);
