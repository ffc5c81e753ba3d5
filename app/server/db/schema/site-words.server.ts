import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The salon's own words as the owner last saved them in /admin/pages: the about page, each policy page
 * ("page") and each FAQ ("faq"), one row each, the whole value in `body` in the shape its editor reads
 * back. Seeded once from app/content at start; from then on the row is what the site shows. Every save
 * also keeps a version in saved_versions, in the same transaction.
 */
export const siteWords = pgTable(
  "site_words",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    body: jsonb("body").$type<Record<string, string>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
