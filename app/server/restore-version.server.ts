import { sydneyDateTime } from "../lib/sydney-time.ts";
import { audit, type Actor } from "./accounts/audit.server.ts";
import type { Database } from "./db/client.server.ts";
import type { Transaction } from "./db/queryable.server.ts";
import { keepVersion, versionOf, versionSubject, type SavedVersion, type VersionKind } from "./saved-versions.server.ts";

/**
 * Restoring an earlier version of something the owner writes (a page, an FAQ, a service, a post), the same
 * way for every editor: the version's body is checked and saved again by the editor's own `apply`, and
 * kept as a new version and noted in the audit log, in one transaction. Nothing is rewritten: the history only grows.
 */

/** The version a restore form posts (`version`), or null for anything that is not an id. */
export function postedVersionId(form: Record<string, unknown>): number | null {
  const id = form.version;
  return typeof id === "string" && /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/** The history's line for a restore: "Restored the version of 28 Nov 2026, 2:05 pm". */
export function restoredSummary(version: Pick<SavedVersion, "savedAt">): string {
  return `Restored the version of ${sydneyDateTime(version.savedAt)}`;
}

export type RestoreOutcome = { ok: true; restored: SavedVersion } | { ok: false; status: 404 | 409; message: string };

class Refused extends Error {}

/**
 * Save version `versionId` of `kind`/`key` again. `apply` stores the body in the editor's own table (and
 * marks the content changed); it answers a message instead when the body can no longer be saved (a
 * product it names is gone), and then nothing is stored. A version of another thing is not found.
 */
export async function restoreVersion(
  db: Database,
  target: { kind: VersionKind; key: string; versionId: number; by: Actor },
  apply: (tx: Transaction, body: Record<string, unknown>) => Promise<string | null>,
): Promise<RestoreOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const version = await versionOf(tx, target.kind, target.key, target.versionId);
      if (!version) return { ok: false as const, status: 404 as const, message: "That version was not found." };
      const refusal = await apply(tx, version.body);
      if (refusal) throw new Refused(refusal);
      const restored = await keepVersion(tx, {
        kind: target.kind,
        key: target.key,
        body: version.body,
        savedBy: target.by.name,
        summary: restoredSummary(version),
      });
      await audit(tx, { who: target.by, action: "version restored", subject: versionSubject(target.kind, target.key), detail: { savedAt: version.savedAt.toISOString(), savedBy: version.savedBy } });
      return { ok: true as const, restored };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: 409, message: error.message };
    throw error;
  }
}
