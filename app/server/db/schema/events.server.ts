import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Tracking events sent by browsers to POST /api/events. */
export const events = pgTable(
  "events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    clientId: text("client_id").notNull(),
    sessionId: text("session_id"),
    path: text("path").notNull(),
    props: jsonb("props").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // By client id: a privacy request finds a person's events through the browser id of their leads.
  (table) => [index("events_name_created_idx").on(table.name, table.createdAt), index("events_client_idx").on(table.clientId)],
);
