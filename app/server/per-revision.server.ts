import { database } from "./db/client.server.ts";
import { contentRevision } from "./content-revision.server.ts";

/**
 * A read of owner-edited content that every page needs (the hours, the banner), kept until the content
 * revision moves: one query per revision per instance instead of one per page view. A failed read is not kept.
 */
export function keptPerRevision<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: { revision: number; db: object; value: Promise<T> } | null = null;
  return async () => {
    const revision = await contentRevision();
    const db = database();
    if (kept && kept.revision === revision && kept.db === db) return kept.value;
    const value = load();
    kept = { revision, db, value };
    value.catch(() => {
      if (kept?.value === value) kept = null;
    });
    return value;
  };
}
