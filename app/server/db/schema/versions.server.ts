import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every save of something the owner writes for visitors (a service, a post, a page, an FAQ) keeps the whole
 * saved value here, in the same transaction as the save. The list of versions is the history she reads
 * ("who changed what, when"), and restoring one saves its body again as a new version: nothing is ever
 * rewritten or lost.
 */
export const savedVersions = pgTable(
  "saved_versions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What was saved: "service", "service-category", "post", "page", "faq". */
    kind: text("kind").notNull(),
    /** Which one of its kind: a slug or a stable id. */
    key: text("key").notNull(),
    /** The whole value as saved, in the shape its editor reads back. */
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    /** Who saved it: the signed-in account's name ("owner" until accounts have names). */
    savedBy: text("saved_by").notNull(),
    /** A few words for the history list ("price $85 → $90", "restored version of 3 Dec", "deleted"). */
    summary: text("summary").notNull().default(""),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_versions_kind_key_idx").on(t.kind, t.key, t.id)],
);
