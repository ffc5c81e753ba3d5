import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BackupError, restoreBackup, tablesInDependencyOrder } from "./backup.server";
import { readBackupLines, writeBackupFile } from "./backup-file.server";
import { openConnection, type Connection } from "./client.server";
import { isolatedDatabase } from "./isolated-test-database";
import { describeSchema, migrationsFolderUpTo, readJournal, releaseMigrationsFolder, releaseSchema } from "./migrations.server";
import { rowsOf } from "./queryable.server";
import { testDatabases } from "./test-databases";

/**
 * The upgrade and rollback procedure of the README, on real embedded databases: the previous release is this
 * release's migrations without the last one (what the last release shipped, without depending on git history).
 */
const work = mkdtempSync(path.join(tmpdir(), "wt-upgrade-"));
const journal = readJournal();
const previous = migrationsFolderUpTo(releaseMigrationsFolder, journal.length - 1);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  if (previous.temporary) rmSync(previous.folder, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A new DATA_DIR, as PGlite creates it before any migration. Creating one is most of a test's time, so it is
 * created once and copied wherever a test needs a new one.
 */
const blank = path.join(work, "blank");
beforeAll(async () => {
  await (await openConnection({ databaseUrl: "", dataDir: blank, migrate: false })).close();
}, 120_000);
function newDataDir(name: string): string {
  const dir = path.join(work, name);
  cpSync(blank, dir, { recursive: true });
  return dir;
}

/** Every JSON log line printed while `work` runs. */
async function logsOf<T>(task: () => Promise<T>): Promise<{ value: T; logs: Record<string, unknown>[] }> {
  const logs: Record<string, unknown>[] = [];
  const original = console.log.bind(console);
  vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    if (typeof line === "string" && line.startsWith("{")) logs.push(JSON.parse(line) as Record<string, unknown>);
    else original(line);
  });
  try {
    return { value: await task(), logs };
  } finally {
    vi.restoreAllMocks();
  }
}

/** Every row of every table, and every table's columns: what a rollback must give back. */
async function contentAndShape(connection: Connection) {
  const rows: Record<string, string[]> = {};
  for (const table of await tablesInDependencyOrder(connection.db)) {
    rows[table] = rowsOf<{ row: string }>(await connection.db.execute(sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t order by 1`)).map((r) => r.row);
  }
  const columns = rowsOf<{ column: string }>(
    await connection.db.execute(
      sql`select table_name || '.' || column_name || ' ' || data_type as column from information_schema.columns where table_schema = 'public' order by 1`,
    ),
  ).map((r) => r.column);
  const [applied] = rowsOf<{ count: number }>(await connection.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`));
  return { rows, columns, migrations: applied?.count };
}

async function withConnection<T>(options: Parameters<typeof openConnection>[0], task: (connection: Connection) => Promise<T>): Promise<T> {
  const connection = await openConnection(options);
  try {
    return await task(connection);
  } finally {
    await connection.close();
  }
}

const headerOf = (file: string) => JSON.parse(gunzipSync(readFileSync(file)).toString().split("\n")[0]!) as { schema: string };
const oldSchema = describeSchema(releaseSchema(journal.slice(0, -1)));
const newSchema = describeSchema(releaseSchema(journal));

describe("upgrading the embedded database from the previous release, and rolling back", () => {
  it("backs up before migrating a database that holds rows, names the file in the log, and the backup rolls the upgrade back", { timeout: 120_000 }, async () => {
    const dataDir = newDataDir("data");
    const backups = path.join(dataDir, "backups");

    // The previous release creates its database: brand new, so nothing to back up.
    const created = await logsOf(() =>
      withConnection({ databaseUrl: "", dataDir, migrationsFolder: previous.folder }, async (connection) => {
        await connection.db.execute(sql`insert into settings (key, value) values ('salon-note', 'Closed on Mondays'), ('quote', 'it''s "fine" \\ ✂️')`);
        await connection.db.execute(sql`insert into events (name, client_id, path, props) select 'page_view', 'c' || i, '/p/' || i, jsonb_build_object('i', i) from generate_series(1, 250) i`);
        return contentAndShape(connection);
      }),
    );
    expect(created.logs.filter((line) => String(line.event).startsWith("backup."))).toEqual([]);
    expect(existsSync(backups)).toBe(false);
    const before = created.value;
    expect(before.migrations).toBe(journal.length - 1);

    // This release starts on it: a checked backup first, named in the log, then the migration.
    const newer = path.join(work, "after-upgrade.jsonl.gz");
    const upgraded = await logsOf(() =>
      withConnection({ databaseUrl: "", dataDir }, async (connection) => {
        await writeBackupFile(connection.db, newer);
        return contentAndShape(connection);
      }),
    );
    const events = upgraded.logs.map((line) => line.event);
    const backupLine = upgraded.logs.find((line) => line.event === "backup.before_migration");
    expect(backupLine).toMatchObject({ level: "info", from: oldSchema, to: newSchema, migrations: [journal.at(-1)!.tag] });
    expect(events.indexOf("backup.before_migration")).toBeLessThan(events.indexOf("db.ready"));
    const file = String(backupLine!.file);
    expect(path.dirname(file)).toBe(backups);
    expect(headerOf(file).schema).toBe(oldSchema);
    const check = JSON.parse(readFileSync(`${file}.check.json`, "utf8")) as { ok: boolean; rows: number };
    const rowsBefore = Object.values(before.rows).reduce((sum, rows) => sum + rows.length, 0);
    expect(check).toMatchObject({ ok: true, rows: rowsBefore });
    expect(backupLine!.rows).toBe(rowsBefore);
    expect(upgraded.value.migrations).toBe(journal.length);
    for (const [table, rows] of Object.entries(before.rows)) expect(upgraded.value.rows[table], table).toEqual(rows);

    // Started again, it has nothing to migrate and takes no backup.
    const again = await logsOf(() => withConnection({ databaseUrl: "", dataDir }, async () => undefined));
    expect(again.logs.some((line) => line.event === "backup.before_migration")).toBe(false);

    // Rollback keeping what came since: migrations only expand, so the previous release starts on the upgraded
    // database, has nothing to apply, and reads every row.
    const previousOnUpgraded = await logsOf(() => withConnection({ databaseUrl: "", dataDir, migrationsFolder: previous.folder }, contentAndShape));
    expect(previousOnUpgraded.value).toEqual(upgraded.value);
    expect(previousOnUpgraded.logs.some((line) => String(line.event).startsWith("backup."))).toBe(false);

    // Rollback to the moment before the upgrade: the previous release restores the backup into a new DATA_DIR, and
    // has its data and schema back.
    const rolledBack = await withConnection({ databaseUrl: "", dataDir: newDataDir("rolled-back"), migrationsFolder: previous.folder, migrate: false }, async (connection) => {
      const { counts, migrated } = await restoreBackup(connection, readBackupLines(file));
      expect(migrated).toBe(0);
      expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(rowsBefore);
      // The previous release refuses a backup this release made, saying why, before it looks at the database.
      const refused = restoreBackup(connection, readBackupLines(newer));
      await expect(refused).rejects.toBeInstanceOf(BackupError);
      await expect(refused).rejects.toThrow(
        `The backup was made by a newer release than this one (its database had ${journal.length} migrations; this release has ${journal.length - 1}): restore it with the release that made it, or a later one.`,
      );
      return contentAndShape(connection);
    });
    expect(rolledBack).toEqual(before);

    // This release's `npm run restore` takes the pre-upgrade backup too, and migrates it forward.
    const restoredDir = newDataDir("restored-forward");
    const { stdout } = await promisify(execFile)(path.resolve("node_modules/.bin/node"), ["scripts/restore.ts", file], {
      env: { ...process.env, DATABASE_URL: "", BACKUP_DIR: "", DATA_DIR: restoredDir },
    });
    expect(stdout).toContain(`Restored ${rowsBefore} rows in ${Object.keys(before.rows).length} tables from ${file}`);
    expect(stdout).toContain("every table's count matches the backup, then applied this release's 1 later migration.");
    const forward = await withConnection({ databaseUrl: "", dataDir: restoredDir }, contentAndShape);
    expect(forward).toEqual(upgraded.value);

    // PostgreSQL takes the same file into an empty database, at the old schema first, then migrated forward.
    const postgres = testDatabases().find((database) => database.name === "PostgreSQL");
    if (postgres) {
      const onPostgres = await withConnection({ ...(await isolatedDatabase(postgres.options)), migrate: false }, async (connection) => {
        expect((await restoreBackup(connection, readBackupLines(file))).migrated).toBe(1);
        return contentAndShape(connection);
      });
      expect(onPostgres).toEqual(upgraded.value);
    }
  });

  it("a database that holds no rows is migrated without a backup", { timeout: 60_000 }, async () => {
    const dataDir = newDataDir("empty");
    await withConnection({ databaseUrl: "", dataDir, migrationsFolder: previous.folder }, async () => undefined);
    const upgraded = await logsOf(() => withConnection({ databaseUrl: "", dataDir }, async (connection) => contentAndShape(connection)));
    expect(upgraded.value.migrations).toBe(journal.length);
    expect(upgraded.logs.some((line) => String(line.event).startsWith("backup."))).toBe(false);
    expect(existsSync(path.join(dataDir, "backups"))).toBe(false);
  });
});
