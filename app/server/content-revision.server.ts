import { sql } from "drizzle-orm";
import { database } from "./db/client.server.ts";
import type { Queryable } from "./db/queryable.server.ts";
import { contentRevisions } from "./db/schema.server.ts";
import { log } from "./log.server.ts";

/**
 * How old this instance's idea of the revision may be. Another instance's edit shows here within this
 * time; an edit made here shows at once. One indexed max() every two seconds per instance, whatever the traffic.
 */
const recheckMs = 2_000;

let known: { revision: number; checkedAt: number; db: object } | null = null;
let checking: Promise<number> | null = null;

/**
 * Record that what the public pages show has changed. Call it in the same transaction as the edit, so an
 * instance that sees the new revision also sees the edit behind it.
 */
export async function markContentChanged(db: Queryable, reason: string): Promise<void> {
  await db.insert(contentRevisions).values({ reason: reason.slice(0, 200) });
  known = null;
}

/** The revision of the public content: pages and reads kept for everyone are kept per revision. */
export function contentRevision(now = Date.now()): Promise<number> {
  const db = database();
  // A revision belongs to its database (tests open several in one process).
  if (known && known.db === db && now - known.checkedAt < recheckMs) return Promise.resolve(known.revision);
  checking ??= db
    .select({ revision: sql<number>`coalesce(max(${contentRevisions.id}), 0)::int` })
    .from(contentRevisions)
    .then(
      ([row]) => {
        known = { revision: Number(row?.revision ?? 0), checkedAt: Date.now(), db };
        return known.revision;
      },
      (error: unknown) => {
        // A database that cannot answer keeps what was kept: the pages stay up, one revision behind.
        log("content_revision.unreadable", { message: (error as Error).message.slice(0, 200) }, "warn");
        return known?.revision ?? 0;
      },
    )
    .finally(() => {
      checking = null;
    });
  return checking;
}
