/**
 * A portable, logical copy of every table, as JSON lines: the same file restores
 * into the embedded database or into any PostgreSQL, whatever its version (PGlite's
 * files are PostgreSQL 18's and cannot be read by an older pg_dump). Rows are read in
 * one REPEATABLE READ transaction, so the copy is one consistent moment even while
 * the site writes, and written table by table with parents before children, so a
 * restore can insert them in file order with every foreign key checked.
 *
 * Format: a header line, then per table a `{"table","count"}` line followed by that
 * many rows (each `to_jsonb` of the row), then an end line with every count, so a
 * cut-off file is refused instead of restored in part.
 */
import { sql } from "drizzle-orm";
import type { Queryable } from "./queryable.server.ts";
import { rowsOf } from "./queryable.server.ts";
import type { Connection, Database } from "./client.server.ts";
import { appliedMigrations, backupFitsRelease, describeSchema, parseSchema, readJournal } from "./migrations.server.ts";

export const backupFormat = "wattle-and-thread-backup";
const formatVersion = 1;
const batchSize = 500;

type Header = { format: string; version: number; schema: string; createdAt: string };
type TableLine = { table: string; count: number };
type EndLine = { end: true; counts: Record<string, number> };

/** A mistake in what was given to backup or restore: its message is one sentence for the operator. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** The application's tables, each after every table it references (foreign keys), then by name. */
export async function tablesInDependencyOrder(db: Queryable): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map(
    (row) => row.name,
  );
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`),
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, "");
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const edge of edges) parents.get(unquote(edge.child))?.add(unquote(edge.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((parent) => placed.has(parent)));
    if (ready.length === 0) throw new BackupError("The tables' foreign keys form a cycle, which this backup format cannot order.");
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** Which migrations the database has had: a backup's rows restore only into that same schema. */
async function schemaVersion(db: Queryable): Promise<string> {
  const applied = await appliedMigrations(db);
  if (!applied) throw new BackupError("The database holds none of this site's tables: the server has never started on it.");
  return describeSchema(applied);
}

/** Writes every table's rows through `write`, one line at a time; returns the row count of each table. */
export async function dumpDatabase(db: Database, write: (line: string) => Promise<void> | void): Promise<Record<string, number>> {
  return db.transaction(
    async (tx) => {
      const header: Header = { format: backupFormat, version: formatVersion, schema: await schemaVersion(tx), createdAt: new Date().toISOString() };
      await write(JSON.stringify(header));
      const counts: Record<string, number> = {};
      for (const table of await tablesInDependencyOrder(tx)) {
        const [{ count }] = rowsOf<{ count: string | number }>(await tx.execute(sql`select count(*) as count from ${sql.identifier(table)}`)) as [{ count: string | number }];
        counts[table] = Number(count);
        await write(JSON.stringify({ table, count: counts[table] } satisfies TableLine));
        // A cursor, so a large table never sits in memory whole.
        await tx.execute(sql`declare backup_rows no scroll cursor for select to_jsonb(t) as row from ${sql.identifier(table)} t`);
        for (;;) {
          const rows = rowsOf<{ row: unknown }>(await tx.execute(sql.raw(`fetch ${batchSize} from backup_rows`)));
          for (const { row } of rows) await write(JSON.stringify(row));
          if (rows.length < batchSize) break;
        }
        await tx.execute(sql`close backup_rows`);
      }
      await write(JSON.stringify({ end: true, counts } satisfies EndLine));
      return counts;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

async function countRows(db: Queryable, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const rows = rowsOf<{ count: string | number }>(await db.execute(sql`select count(*) as count from ${sql.identifier(table)}`));
    counts[table] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}

/** Reads a backup's lines and checks its frame: the header first, each table's rows, the end line last. */
async function* sections(lines: AsyncIterable<string>, expectSchema: string): AsyncGenerator<{ table: string; rows: unknown[] } | { end: EndLine }> {
  let header: Header | undefined;
  let current: { table: string; left: number; rows: unknown[] } | undefined;
  for await (const text of lines) {
    if (!text.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new BackupError("The backup file is damaged (a line is not JSON).");
    }
    if (!header) {
      header = value as Header;
      if (header.format !== backupFormat || header.version !== formatVersion) throw new BackupError("This file is not a backup made by `npm run backup`.");
      if (header.schema !== expectSchema) {
        throw new BackupError(`The backup was made with a different database schema (${header.schema}; this database has ${expectSchema}): restore it with npm run restore, which brings it to this release's schema.`);
      }
      continue;
    }
    if (current && current.left > 0) {
      current.rows.push(value);
      current.left--;
      if (current.rows.length >= batchSize || current.left === 0) {
        yield { table: current.table, rows: current.rows };
        current.rows = [];
      }
      continue;
    }
    const line = value as Partial<TableLine & EndLine>;
    if (line.end) {
      yield { end: line as EndLine };
      return;
    }
    if (typeof line.table !== "string" || typeof line.count !== "number") throw new BackupError("The backup file is damaged (a table heading is missing).");
    current = { table: line.table, left: line.count, rows: [] };
  }
  throw new BackupError(header ? "The backup file is incomplete (it ends before its last line): it was cut off while being written or copied." : "The backup file is empty.");
}

/** A backup's header line, checked to be one. */
async function readHeader(lines: AsyncIterable<string>): Promise<Header> {
  for await (const text of lines) {
    if (!text.trim()) continue;
    let header: Header;
    try {
      header = JSON.parse(text) as Header;
    } catch {
      throw new BackupError("The backup file is damaged (a line is not JSON).");
    }
    if (header.format !== backupFormat || header.version !== formatVersion) throw new BackupError("This file is not a backup made by `npm run backup`.");
    return header;
  }
  throw new BackupError("The backup file is empty.");
}

/**
 * Restores a backup made by this release or an earlier one into an empty database, then brings it to this
 * release's schema: the database is migrated to the schema the backup was made at, the rows go in (see
 * restoreDatabase), and the later migrations run on them as on an upgrade. A backup from a newer release is refused.
 * `lines` is read twice (its header, then all of it), as readBackupLines' files are.
 */
export async function restoreBackup(connection: Connection, lines: AsyncIterable<string>): Promise<{ counts: Record<string, number>; migrated: number }> {
  const header = await readHeader(lines);
  const made = parseSchema(header.schema);
  if (!made) throw new BackupError(`The backup names a database schema this release cannot read (${String(header.schema)}).`);
  const fit = backupFitsRelease(made, readJournal(connection.migrationsFolder));
  if (!fit.ok) throw new BackupError(fit.problem);
  await refuseRows(connection.db);
  const present = (await appliedMigrations(connection.db))?.count ?? 0;
  if (present > made.count) {
    throw new BackupError(
      `The database already has a later schema than the backup (${present} migrations; the backup has ${made.count}): restore into an empty database (a new DATA_DIR, or a new PostgreSQL database) that no server has started on.`,
    );
  }
  await connection.migrate(made.count);
  const counts = await restoreDatabase(connection.db, lines);
  await connection.migrate();
  return { counts, migrated: fit.toApply };
}

/** Refuses a database that holds any row: a restore goes into an empty one. */
async function refuseRows(db: Database): Promise<void> {
  const present = Object.entries(await countRows(db, await tablesInDependencyOrder(db))).filter(([, count]) => count > 0);
  if (present.length > 0) {
    const list = present.map(([table, count]) => `${count} in ${table}`).join(", ");
    throw new BackupError(`The database already holds rows (${list}): restore into an empty database (a new DATA_DIR, or a new PostgreSQL database).`);
  }
}

/**
 * Restores a backup into an empty database at the backup's own schema, in one transaction: all of it or nothing.
 * Identity and serial counters are set past the restored rows, so new rows get new numbers.
 * Returns each table's row count, checked against the counts the backup recorded.
 */
export async function restoreDatabase(db: Database, lines: AsyncIterable<string>): Promise<Record<string, number>> {
  const tables = await tablesInDependencyOrder(db);
  await refuseRows(db);
  const expectSchema = await schemaVersion(db);
  return db.transaction(async (tx) => {
    let end: EndLine | undefined;
    for await (const part of sections(lines, expectSchema)) {
      if ("end" in part) {
        end = part.end;
        break;
      }
      if (!tables.includes(part.table)) throw new BackupError(`The backup holds a table this release does not have (${part.table}).`);
      await tx.execute(
        sql`insert into ${sql.identifier(part.table)} overriding system value select * from jsonb_populate_recordset(null::${sql.identifier(part.table)}, ${JSON.stringify(part.rows)}::jsonb)`,
      );
    }
    for (const table of tables) {
      const counters = rowsOf<{ column: string; sequence: string }>(
        await tx.execute(sql`
          select a.attname as column, pg_get_serial_sequence(quote_ident(${table}), a.attname) as sequence
          from pg_attribute a
          where a.attrelid = quote_ident(${table})::regclass and a.attnum > 0 and not a.attisdropped
            and pg_get_serial_sequence(quote_ident(${table}), a.attname) is not null`),
      );
      for (const counter of counters) {
        // Only when rows were restored: an empty table keeps its counter's own start (orders begin at WT-1001).
        await tx.execute(sql`
          select setval(${counter.sequence}::regclass, max(${sql.identifier(counter.column)})) from ${sql.identifier(table)}
          having max(${sql.identifier(counter.column)}) is not null`);
      }
    }
    const restored = await countRows(tx, tables);
    const expected = end?.counts ?? {};
    const wrong = tables.filter((table) => (expected[table] ?? 0) !== restored[table]);
    if (wrong.length > 0) {
      throw new BackupError(`The restore did not give back every row (${wrong.map((t) => `${t}: ${restored[t]} of ${expected[t] ?? 0}`).join(", ")}); nothing was kept.`);
    }
    return restored;
  });
}
