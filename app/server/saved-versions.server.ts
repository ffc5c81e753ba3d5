import { and, desc, eq } from "drizzle-orm";
import type { Queryable } from "./db/queryable.server.ts";
import { savedVersions } from "./db/schema.server.ts";

/** The things whose saves keep a version (see the saved_versions table). */
export type VersionKind = "service" | "service-category" | "post" | "page" | "faq";

export type SavedVersion = typeof savedVersions.$inferSelect;

const kindNames: Record<VersionKind, string> = { service: "Service", "service-category": "Service category", post: "Post", page: "Page", faq: "FAQ" };

/** What a thing that keeps versions is called in the audit log: "Service cut-and-style", "Page privacy". */
export const versionSubject = (kind: VersionKind, key: string) => `${kindNames[kind]} ${key}`;

/** How many versions the history list shows for one thing (older ones stay in the table). */
export const versionsShown = 30;

/**
 * Keep the value just saved as a version. Call it inside the transaction that saves the value, so a save
 * and its version are stored together or not at all.
 */
export async function keepVersion(
  tx: Queryable,
  version: { kind: VersionKind; key: string; body: Record<string, unknown>; savedBy: string; summary?: string },
): Promise<SavedVersion> {
  const [row] = await tx
    .insert(savedVersions)
    .values({ ...version, summary: (version.summary ?? "").slice(0, 200) })
    .returning();
  if (!row) throw new Error("saved version not returned");
  return row;
}

/** The latest versions of one thing, newest first. */
export function versionsOf(db: Queryable, kind: VersionKind, key: string, limit = versionsShown): Promise<SavedVersion[]> {
  return db
    .select()
    .from(savedVersions)
    .where(and(eq(savedVersions.kind, kind), eq(savedVersions.key, key)))
    .orderBy(desc(savedVersions.id))
    .limit(limit);
}

/**
 * One version of one thing, for a restore. The kind and key must match, so a version id from another
 * editor's form cannot be restored over this one.
 */
export async function versionOf(db: Queryable, kind: VersionKind, key: string, id: number): Promise<SavedVersion | undefined> {
  const [row] = await db
    .select()
    .from(savedVersions)
    .where(and(eq(savedVersions.id, id), eq(savedVersions.kind, kind), eq(savedVersions.key, key)));
  return row;
}
