import { desc, eq } from "drizzle-orm";
import type { Queryable } from "../db/queryable.server.ts";
import { auditLog } from "../db/schema.server.ts";

/** Who did something: a signed-in account (its id and name), or the system (`id: null`). */
export type Actor = { id: number | null; name: string };

export const systemActor: Actor = { id: null, name: "System" };

/**
 * Record who changed what, in the SAME transaction as the change (pass the transaction as `tx`), so the
 * log never claims a change that was rolled back nor misses one that was kept.
 * - `action`: what happened, a short lower-case phrase: "price changed", "order status", "account removed".
 * - `subject`: what it happened to, as the owner reads it: "Product repair-mask", "Order WT-1042".
 * - `detail`: the values that matter (before and after), never a password or a token.
 */
export async function audit(tx: Queryable, entry: { who: Actor; action: string; subject: string; detail?: Record<string, unknown> }): Promise<void> {
  await tx.insert(auditLog).values({ accountId: entry.who.id, who: entry.who.name, action: entry.action, subject: entry.subject, detail: entry.detail ?? {} });
}

/** The newest entries first, optionally of one account only. */
export async function auditEntries(db: Queryable, { accountId, limit = 200 }: { accountId?: number | null; limit?: number } = {}) {
  return db
    .select()
    .from(auditLog)
    .where(accountId ? eq(auditLog.accountId, accountId) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
