import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The people who sign in to /admin. `role` is "owner" or "staff" (what each may open is in
 * app/server/accounts/access.server.ts). `password_hash` is null until an invited person sets theirs.
 * A removed account keeps its row, so the audit log still names who did what.
 */
export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    role: text("role").$type<"owner" | "staff">().notNull(),
    passwordHash: text("password_hash"),
    /** The owner created from ADMIN_PASSWORD at first start: the account a sign-in without an e-mail opens. */
    founding: boolean("founding").notNull().default(false),
    /** A slow hash of the ADMIN_PASSWORD last applied to the founding owner (a new value at start resets her password). */
    adminPasswordStamp: text("admin_password_stamp"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("accounts_email_idx").on(t.email)],
);

/** Single-use links sent by e-mail: an invitation (set a first password) or a reset. Only the token's SHA-256 is kept. */
export const accountLinks = pgTable(
  "account_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id),
    purpose: text("purpose").$type<"invite" | "reset">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("account_links_account_idx").on(t.accountId)],
);

/** Who changed what and when (app/server/accounts/audit.server.ts writes it, in the change's own transaction). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The account, or null for the system (start-up work). */
    accountId: integer("account_id"),
    /** The name as it was then, so the entry reads the same after the account is renamed or removed. */
    who: text("who").notNull(),
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_account_idx").on(t.accountId, t.at)],
);
