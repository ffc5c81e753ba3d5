import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { storagePolicy } from "../../config/salon.ts";
import { storageProblemOf } from "../../lib/storage-errors.ts";
import { backupDir, env } from "../env.server.ts";
import { log } from "../log.server.ts";
import { lockDataDir } from "./data-dir-lock.server.ts";
import { migrationsFolderUpTo, readJournal, releaseMigrationsFolder } from "./migrations.server.ts";
import { backUpBeforeMigrating } from "./upgrade-backup.server.ts";
import { checkDataDir, DatabaseUnavailableError, dataDirError, rootMessage } from "./data-dir.server.ts";
import { onePerProcess } from "../one-per-process.server.ts";
import { underStartupLock } from "./startup-lock.server.ts";
import * as schema from "./schema.server.ts";

/** Both drivers expose the same query builder; the app codes against this one type. */
export type Database = PgliteDatabase<typeof schema>;

export type Connection = {
  db: Database;
  /**
   * Applies the migrations the database lacks: all of `migrationsFolder`, or only its first `upTo` (the schema an
   * earlier release built, which a backup from that release is restored into). The embedded database is backed
   * up first when it holds rows (see upgrade-backup.server.ts).
   */
  migrate: (upTo?: number) => Promise<void>;
  /** The migrations this connection brings its database to: the release's own (db/migrations) unless an earlier release's are given. */
  migrationsFolder: string;
  /** Runs `work` while no other instance runs its start-up work (migrations, seeding) on the same database. */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  kind: "pglite" | "postgres";
  dataDir?: string;
};

/** Runs `apply` on a migrations folder holding the first `upTo` migrations of `folder` (all of them when unset). */
async function withMigrations(folder: string, upTo: number | undefined, apply: (migrationsFolder: string) => Promise<void>): Promise<void> {
  const chosen = upTo === undefined ? { folder, temporary: false } : migrationsFolderUpTo(folder, upTo);
  try {
    await apply(chosen.folder);
  } finally {
    if (chosen.temporary) rmSync(chosen.folder, { recursive: true, force: true });
  }
}

/** Open PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export function connect(options: { databaseUrl?: string; dataDir?: string; migrationsFolder?: string } = {}): Connection {
  const migrationsFolder = options.migrationsFolder ?? releaseMigrationsFolder;
  const databaseUrl = options.databaseUrl ?? env().DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const exclusive = <T>(work: () => Promise<T>) => underStartupLock(databaseUrl, work);
    return {
      db,
      kind: "postgres",
      exclusive,
      migrationsFolder,
      // Instances starting together would otherwise race to create drizzle's own schema and apply the same migration twice.
      migrate: (upTo) => exclusive(() => withMigrations(migrationsFolder, upTo, (folder) => migratePg(db as never, { migrationsFolder: folder }))),
      close: () => pool.end(),
    };
  }
  const configured = options.dataDir ?? env().DATA_DIR;
  const inMemory = configured.startsWith("memory://");
  const dataDir = inMemory ? configured : path.resolve(configured);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    // One process per DATA_DIR (see openConnection), so nothing else can run start-up work on it.
    exclusive: (work) => work(),
    dataDir: inMemory ? undefined : dataDir,
    migrationsFolder,
    migrate: (upTo) =>
      withMigrations(migrationsFolder, upTo, async (folder) => {
        if (!inMemory) await backUpBeforeMigrating(db, readJournal(folder), backupDir({ ...env(), DATA_DIR: dataDir }));
        await migratePglite(db, { migrationsFolder: folder });
      }),
    close: () => client.close(),
  };
}

/**
 * The process-wide database: one connection, opened and migrated by the first call of openDatabase() (the server
 * makes that call before it listens), then handed out by database(). It is one per process under `npm run dev`
 * too, where a reload would otherwise open a second PGlite on the same DATA_DIR (which its lock refuses).
 */
const holder = onePerProcess("database", (): { connection?: Connection; opening?: Promise<Connection> } => ({}));

/** The open process-wide database (see openDatabase). */
export function database(): Database {
  if (!holder.connection) {
    throw new Error("Database not opened: call openDatabase() at server start");
  }
  return holder.connection.db;
}

/** Which database is open: the embedded one (with its directory, unless in memory) or a PostgreSQL server. */
export function databaseInfo(): { kind: "pglite" | "postgres"; dataDir?: string } | undefined {
  const { connection } = holder;
  return connection && { kind: connection.kind, dataDir: connection.dataDir };
}

/** Where the database lives, for messages: never the URL itself, which can carry a password. */
function describeLocation(databaseUrl: string | undefined, dataDir: string | undefined) {
  if (!databaseUrl) return `the data directory ${dataDir} (DATA_DIR)`;
  try {
    return `the PostgreSQL server at ${new URL(databaseUrl).host} (DATABASE_URL)`;
  } catch {
    return "the PostgreSQL server in DATABASE_URL";
  }
}

/** `migrate: false` opens the database as it is (a backup must not change what it copies). */
type OpenOptions = { databaseUrl?: string; dataDir?: string; migrationsFolder?: string; purpose?: string; migrate?: boolean };

/**
 * Open and migrate a database, within storagePolicy.openTimeoutMs. Every failure is a
 * DatabaseUnavailableError whose message names the data directory (or server) and the fix.
 * An embedded DATA_DIR is locked to this process until the connection closes; `purpose`
 * names this process in the refusal another one gets.
 */
export async function openConnection(options: OpenOptions = {}): Promise<Connection> {
  const databaseUrl = options.databaseUrl ?? env().DATABASE_URL;
  const configured = options.dataDir ?? env().DATA_DIR;
  const dataDir = databaseUrl || configured.startsWith("memory://") ? undefined : path.resolve(configured);
  if (dataDir) checkDataDir(dataDir);
  const unlock = dataDir ? lockDataDir(dataDir, options.purpose) : () => undefined;
  const connected = connect({ databaseUrl, dataDir: dataDir ?? configured, migrationsFolder: options.migrationsFolder });
  const opened = {
    ...connected,
    close: async () => {
      try {
        await connected.close();
      } finally {
        unlock();
      }
    },
  };
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError(`The database in ${describeLocation(databaseUrl, dataDir)} did not open within ${storagePolicy.openTimeoutMs / 1000} s.`, null)),
      storagePolicy.openTimeoutMs,
    );
  });
  try {
    await Promise.race([options.migrate === false ? opened.db.execute("select 1") : opened.migrate(), timeout]);
  } catch (error) {
    void opened.close().catch(() => undefined);
    if (error instanceof DatabaseUnavailableError) throw error;
    const problem = storageProblemOf(error);
    if (dataDir) {
      // The disk may have filled or turned read-only while the database was being created: say so when it did.
      if (!problem) {
        try {
          checkDataDir(dataDir);
        } catch (diagnosis) {
          if (diagnosis instanceof DatabaseUnavailableError) throw diagnosis;
        }
      }
      throw dataDirError(dataDir, problem, problem ? null : `the database would not open (${rootMessage(error)})`, error);
    }
    throw new DatabaseUnavailableError(`Cannot open the database at ${describeLocation(databaseUrl, dataDir)}: ${rootMessage(error)}.`, problem, error);
  } finally {
    clearTimeout(timer);
  }
  log("db.ready", { kind: opened.kind, ms: Date.now() - started });
  return opened;
}

/**
 * Open and migrate the process-wide database (see openConnection) that database() returns. Only the first call
 * opens it; calls made while it opens wait for that same opening, later ones get the open connection.
 */
export async function openDatabase(options: OpenOptions = {}): Promise<Connection> {
  if (holder.connection) return holder.connection;
  holder.opening ??= openConnection(options).then(
    (opened) => (holder.connection = opened),
    (error: unknown) => {
      holder.opening = undefined;
      throw error;
    },
  );
  return holder.opening;
}

/** Runs start-up data work (seeding and the like) while no other instance does, on the process-wide database. */
export function exclusiveStartupWork<T>(work: () => Promise<T>): Promise<T> {
  if (!holder.connection) throw new Error("Database not opened: call openDatabase() at server start");
  return holder.connection.exclusive(work);
}

/** A storage failure after the database opened (e.g. the disk filled during start-up work), explained like one at open. */
export function explainStorageFailure(error: unknown): unknown {
  const problem = storageProblemOf(error);
  if (!problem || error instanceof DatabaseUnavailableError) return error;
  if (holder.connection?.dataDir) return dataDirError(holder.connection.dataDir, problem, null, error);
  return new DatabaseUnavailableError(`The database cannot store anything: ${rootMessage(error)}.`, problem, error);
}

export async function closeDatabase() {
  const current = holder.connection ?? (await holder.opening?.catch(() => undefined));
  holder.connection = undefined;
  holder.opening = undefined;
  await current?.close();
}
