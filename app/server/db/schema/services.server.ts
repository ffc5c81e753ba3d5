import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ServicePage } from "../../../lib/service-menu.ts";

/**
 * The salon's service menu as the owner keeps it in /admin: categories in her order, each with its services in
 * her order. Seeded once from app/content/services.ts; after that these rows are the truth for every page that
 * shows a service or a price. Nothing is deleted from here: a service she removes is hidden, so its address
 * answers "gone" (404) rather than pointing somewhere else.
 */
export const menuCategories = pgTable(
  "menu_categories",
  {
    /** The /services anchor (#smoothing): fixed once made, since posts and local pages link to it. */
    slug: text("slug").primaryKey(),
    /** The name in the booking system. */
    title: text("title").notNull(),
    /** How the site writes it, when the booking system's name is untidy; null when the title already reads well. */
    displayName: text("display_name"),
    intro: text("intro").notNull().default(""),
    position: integer("position").notNull(),
    visible: boolean("visible").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("menu_categories_slug", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export const menuServices = pgTable(
  "menu_services",
  {
    id: serial("id").primaryKey(),
    /** Its stable name, and the last part of its page's address when it has one. */
    slug: text("slug").notNull().unique(),
    categorySlug: text("category_slug")
      .notNull()
      .references(() => menuCategories.slug),
    /** The name a booking is made under: the booking system's, matched by the CSV import. */
    title: text("title").notNull(),
    displayName: text("display_name"),
    subtitle: text("subtitle"),
    /** As the menu writes it: "2h 20min"; null when the menu shows no time. */
    duration: text("duration"),
    /** A bundle's "N services". */
    serviceCount: integer("service_count"),
    /** The price as the menu writes it: "A$ 324", "from A$ 50", "Free". */
    priceText: text("price_text").notNull(),
    /** The amount behind that text, in cents (the lowest, for a "from" price). */
    priceCents: integer("price_cents").notNull(),
    priceFrom: boolean("price_from").notNull().default(false),
    /** The menu line's one or two sentences. */
    description: text("description").notNull().default(""),
    /** Its own page (/services/{category}/{slug}); null for a line of the menu only. */
    page: jsonb("page").$type<ServicePage>(),
    /** Where Book now goes on its page; null for the salon's booking site. */
    bookingUrl: text("booking_url"),
    position: integer("position").notNull(),
    visible: boolean("visible").notNull().default(true),
    /** When its price or time last changed: the menu's "prices last updated" is the latest of these. */
    priceChangedAt: timestamp("price_changed_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("menu_services_slug", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("menu_services_price", sql`${table.priceCents} >= 0`),
    index("menu_services_category_idx").on(table.categorySlug, table.position),
  ],
);

/** Whether the menu was ever seeded: once it was, the content file is never read into these tables again. */
export const menuSeeds = pgTable("menu_seeds", {
  id: integer("id").primaryKey().default(1),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});
