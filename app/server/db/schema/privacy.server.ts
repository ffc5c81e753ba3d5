import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * That a person's data was deleted on request, and nothing of what was deleted: when, by whom,
 * which kind of identifier, a keyed hash of it (so a repeat request is recognised without
 * keeping the address or number) and how many rows each table lost or had anonymised.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    identifierKind: text("identifier_kind", { enum: ["email", "phone"] }).notNull(),
    identifierHash: text("identifier_hash").notNull(),
    actor: text("actor").notNull(),
    counts: jsonb("counts").$type<Record<string, number>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("privacy_requests_identifier_idx").on(t.identifierHash), index("privacy_requests_created_idx").on(t.createdAt)],
);
