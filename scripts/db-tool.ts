/**
 * What the database scripts (backup, restore, move to PostgreSQL) share: an operator's mistake
 * (a busy DATA_DIR, a wrong file, a database that is not empty) ends with its one sentence and
 * exit code 1; anything else is a bug and keeps its stack trace.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { BackupError } from "../app/server/db/backup.server.ts";
import { DatabaseUnavailableError } from "../app/server/db/data-dir.server.ts";
import { env } from "../app/server/env.server.ts";

export async function runTool(main: () => Promise<void>): Promise<void> {
  try {
    env();
    await main();
  } catch (error) {
    if (error instanceof BackupError || error instanceof DatabaseUnavailableError || (error as Error).message?.startsWith("Invalid environment")) {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }
}

/** The database this release's server uses, described for messages without its password. */
export function describeDatabase(): string {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return `PostgreSQL at ${new URL(DATABASE_URL).host}${new URL(DATABASE_URL).pathname}`;
  return `the embedded database in ${path.resolve(DATA_DIR)}`;
}

/** A backup must not create an empty embedded database where the operator mistyped DATA_DIR. */
export function requireExistingDataDir(dir: string): void {
  if (!existsSync(path.join(dir, "PG_VERSION"))) throw new BackupError(`There is no database in ${path.resolve(dir)} (DATA_DIR): check DATA_DIR.`);
}
