import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { env } from "../env.server.ts";
import { log } from "../log.server.ts";
import * as schema from "./schema.server.ts";

/** Both drivers expose the same query builder; the app codes against this one type. */
export type Database = PgliteDatabase<typeof schema>;

type Connection = { db: Database; migrate: () => Promise<void>; close: () => Promise<void>; kind: "pglite" | "postgres" };

const migrationsFolder = path.resolve("db/migrations");

/** Open PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export function connect(options: { databaseUrl?: string; dataDir?: string } = {}): Connection {
  const databaseUrl = options.databaseUrl ?? env().DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
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
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

let connection: Connection | undefined;

/** The process-wide database, opened and migrated on first use. */
export function database(): Database {
  if (!connection) {
    throw new Error("Database not opened: call openDatabase() at server start");
  }
  return connection.db;
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string } = {}): Promise<Connection> {
  if (connection) return connection;
  const opened = connect(options);
  const started = Date.now();
  await opened.migrate();
  connection = opened;
  log("db.ready", { kind: opened.kind, ms: Date.now() - started });
  return opened;
}

export async function closeDatabase() {
  const current = connection;
  connection = undefined;
  await current?.close();
}
