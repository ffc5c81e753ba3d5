import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row each time the owner changes something the public pages show (a price, a photo, the hours, the
 * banner). Pages rendered once and kept for everyone are kept per revision: every instance sharing the
 * database sees the new highest id and renders its pages again. Rows are only ever added, so two edits
 * never wait on one another, and the list doubles as a short history of what changed when.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    /** What changed, in a few words ("product lavender-shampoo", "opening hours"): for the log, never shown to visitors. */
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_revisions_created_idx").on(table.createdAt)],
);
