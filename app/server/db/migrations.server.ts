/**
 * The release's migrations and the ones a database has had. Drizzle applies, in journal order, every migration
 * stamped later than the last one the database recorded, so "N migrations, last <stamp>" names a schema exactly:
 * the one a release reaches after its first N journal entries.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Queryable, rowsOf } from "./queryable.server.ts";

/** The migrations this release's code ships with. */
export const releaseMigrationsFolder = path.resolve("db/migrations");

export type JournalEntry = { tag: string; when: number };
/** Which migrations a database has had: how many, and the stamp (journal `when`) of the last. */
export type SchemaVersion = { count: number; last: number | null };

/** A migrations folder's journal, in the order its migrations apply. */
export function readJournal(folder = releaseMigrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The schema a release's migrations build. */
export function releaseSchema(journal: JournalEntry[]): SchemaVersion {
  return { count: journal.length, last: journal.at(-1)?.when ?? null };
}

/** What a database has had, or null when drizzle never migrated it (a brand new database). */
export async function appliedMigrations(db: Queryable): Promise<SchemaVersion | null> {
  const [found] = rowsOf<{ name: string | null }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`));
  if (!found?.name) return null;
  const [row] = rowsOf<{ applied: string | number; last: string | number | null }>(
    await db.execute(sql`select count(*) as applied, max(created_at) as last from drizzle.__drizzle_migrations`),
  );
  return { count: Number(row?.applied ?? 0), last: row?.last == null ? null : Number(row.last) };
}

/** The journal entries drizzle would apply to a database at `applied`: those stamped after its last. */
export function pendingMigrations(applied: SchemaVersion | null, journal: JournalEntry[]): JournalEntry[] {
  const last = applied?.last;
  return last == null ? journal : journal.filter((entry) => entry.when > last);
}

/** "20 migrations, last 1795881007426": how a backup's header names its schema. */
export function describeSchema(version: SchemaVersion): string {
  return `${version.count} migrations, last ${version.last ?? "none"}`;
}

/** Reads describeSchema's text back; null for anything else. */
export function parseSchema(text: unknown): SchemaVersion | null {
  const match = typeof text === "string" ? /^(\d+) migrations, last (\d+|none)$/.exec(text) : null;
  if (!match) return null;
  return { count: Number(match[1]), last: match[2] === "none" ? null : Number(match[2]) };
}

export type BackupFit = { ok: true; toApply: number } | { ok: false; problem: string };

/**
 * Whether a release can restore a backup made at `made`: the same schema, or an earlier one of its own (restored at
 * that schema, then migrated forward by `toApply` migrations). A backup from a newer release, or from a schema the
 * release never had, is refused with the way out.
 */
export function backupFitsRelease(made: SchemaVersion, journal: JournalEntry[]): BackupFit {
  const release = releaseSchema(journal);
  if (made.count > release.count || (made.last ?? 0) > (release.last ?? 0)) {
    return {
      ok: false,
      problem: `The backup was made by a newer release than this one (its database had ${made.count} migrations; this release has ${release.count}): restore it with the release that made it, or a later one.`,
    };
  }
  const ownStamp = made.count === 0 ? null : (journal[made.count - 1]?.when ?? null);
  if (ownStamp !== made.last) {
    return {
      ok: false,
      problem: `The backup was made with a database schema this release never had (${describeSchema(made)}): restore it with the release that made it.`,
    };
  }
  return { ok: true, toApply: release.count - made.count };
}

/**
 * A migrations folder holding only the first `count` migrations of `folder`: what an earlier release shipped.
 * The whole folder when `count` covers it; otherwise a new temporary folder, which the caller removes.
 */
export function migrationsFolderUpTo(folder: string, count: number): { folder: string; temporary: boolean } {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  if (count >= journal.entries.length) return { folder, temporary: false };
  const partial = mkdtempSync(path.join(tmpdir(), "migrations-"));
  mkdirSync(path.join(partial, "meta"));
  const entries = journal.entries.slice(0, count);
  writeFileSync(path.join(partial, "meta/_journal.json"), JSON.stringify({ ...journal, entries }, null, 2));
  for (const entry of entries) copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(partial, `${entry.tag}.sql`));
  return { folder: partial, temporary: true };
}
