import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The signed-in browsers of every account. The cookie carries a random id; only its SHA-256 is kept, so a copy
 * of the database opens no session. `password_stamp` ties a session to the account's password it was opened
 * with: once the password changes the session no longer matches and is dead. Rows from before accounts
 * existed have no `account_id` and open nothing.
 */
export const ownerSessions = pgTable(
  "owner_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    passwordStamp: text("password_stamp").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    accountId: integer("account_id"),
    /** What the browser said it was at sign-in (shortened), for the owner's list of sessions. */
    device: text("device"),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  },
  (t) => [index("owner_sessions_expires_idx").on(t.expiresAt), index("owner_sessions_account_idx").on(t.accountId)],
);

/**
 * Owner login attempts still counted by the limits (an hour at most). A row is written before the
 * password is checked and removed when it was right, so what remains are the failures.
 */
export const ownerLoginAttempts = pgTable(
  "owner_login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ip: text("ip").notNull(),
    /** The known-browser id when the attempt came with one. */
    device: text("device"),
    /** The account the attempt named (null: an e-mail no account has). */
    accountId: integer("account_id"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("owner_login_attempts_at_idx").on(t.at), index("owner_login_attempts_ip_idx").on(t.ip, t.at), index("owner_login_attempts_device_idx").on(t.device, t.at), index("owner_login_attempts_account_idx").on(t.accountId, t.at)],
);
