import { bigint, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Request counts of the rate limits when they are shared by every instance on one PostgreSQL: one row per limit and
 * client, holding the hits of the current fixed window and of the one before it, from which the sliding count is
 * estimated. With the embedded database the limits are counted in the process instead (one process per DATA_DIR).
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    limitName: text("limit_name").notNull(),
    clientKey: text("client_key").notNull(),
    /** Start of the current window, in milliseconds since the epoch (a multiple of the limit's window length). */
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    hits: integer("hits").notNull(),
    previousHits: integer("previous_hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.limitName, t.clientKey] }), index("rate_limit_windows_start_idx").on(t.windowStart)],
);
