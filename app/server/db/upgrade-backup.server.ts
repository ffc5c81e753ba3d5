/**
 * Before an embedded database is migrated, it is backed up: a release that changes the schema can then be rolled
 * back by restoring that file with the previous release (see "Upgrading and rolling back" in the README). Only a
 * database that already holds rows and has migrations to apply is backed up; a brand new one has nothing to lose.
 */
import { sql } from "drizzle-orm";
import { BackupError, tablesInDependencyOrder } from "./backup.server.ts";
import { defaultBackupPath, writeCheckedBackup } from "./backup-file.server.ts";
import type { Database } from "./client.server.ts";
import { appliedMigrations, describeSchema, type JournalEntry, pendingMigrations, releaseSchema } from "./migrations.server.ts";
import { rowsOf } from "./queryable.server.ts";
import { log } from "../log.server.ts";

/** Whether any of the application's tables holds a row. */
async function holdsRows(db: Database): Promise<boolean> {
  for (const table of await tablesInDependencyOrder(db)) {
    if (rowsOf(await db.execute(sql`select 1 from ${sql.identifier(table)} limit 1`)).length > 0) return true;
  }
  return false;
}

/**
 * Writes and checks a backup in `dir` when migrating to `journal` would change a database that holds rows; returns
 * its file, or null when none was needed. A backup that fails its check stops the upgrade before any migration.
 */
export async function backUpBeforeMigrating(db: Database, journal: JournalEntry[], dir: string, now = new Date()): Promise<string | null> {
  const applied = await appliedMigrations(db);
  if (!applied) return null;
  const pending = pendingMigrations(applied, journal);
  if (pending.length === 0 || !(await holdsRows(db))) return null;
  const file = defaultBackupPath(now, dir);
  const check = await writeCheckedBackup(db, file);
  const fields = { file, rows: check.rows, from: describeSchema(applied), to: describeSchema(releaseSchema(journal)), migrations: pending.map((entry) => entry.tag) };
  if (!check.ok) {
    log("backup.before_migration_failed", { ...fields, problem: check.problem }, "error");
    throw new BackupError(`The backup taken before migrating, ${file}, failed its check (${check.problem}): nothing was migrated. Free space or fix ${dir}, then start again.`);
  }
  log("backup.before_migration", fields);
  return file;
}
