import { auditEntries, type Actor } from "../accounts/audit.server";
import type { Queryable } from "../db/queryable.server";

/** The account the unit tests make their changes as: named, so a test can find its name in versions and the audit log. */
export const owner: Actor = { id: null, name: "Owner in a test" };

/** The newest audit entries, newest first, for a test to check what a change recorded. */
export async function latestAudit(db: Queryable, limit = 1) {
  return auditEntries(db, { limit });
}
