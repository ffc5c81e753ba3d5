/**
 * npm run db:move-to-postgres: copies every row of the embedded database (DATA_DIR) into the
 * empty PostgreSQL database in DATABASE_URL, through a backup file that is kept, and checks
 * that every table holds as many rows there as here. Stop the server first; afterwards start
 * it with DATABASE_URL set.
 */
import { BackupError, restoreDatabase } from "../app/server/db/backup.server.ts";
import { defaultBackupPath, readBackupLines, writeBackupFile } from "../app/server/db/backup-file.server.ts";
import { openConnection } from "../app/server/db/client.server.ts";
import { env } from "../app/server/env.server.ts";
import { describeDatabase, requireExistingDataDir, runTool } from "./db-tool.ts";

await runTool(async () => {
  const { DATABASE_URL, DATA_DIR } = env();
  if (!DATABASE_URL) throw new BackupError("Set DATABASE_URL to the empty PostgreSQL database to move to (DATA_DIR names the embedded one to move from).");
  requireExistingDataDir(DATA_DIR);
  const file = defaultBackupPath();
  // The embedded database is brought to this release's schema first, exactly as starting the server would.
  // An empty databaseUrl: the embedded database, although DATABASE_URL is set.
  const source = await openConnection({ databaseUrl: "", dataDir: DATA_DIR, purpose: "move to PostgreSQL" });
  let copied: Record<string, number>;
  try {
    copied = await writeBackupFile(source.db, file);
  } finally {
    await source.close();
  }
  const target = await openConnection({ databaseUrl: DATABASE_URL, purpose: "move to PostgreSQL" });
  try {
    const moved = await restoreDatabase(target.db, readBackupLines(file));
    for (const [table, count] of Object.entries(copied)) console.log(`  ${table.padEnd(28)} ${String(count).padStart(8)} → ${moved[table]}`);
    const rows = Object.values(moved).reduce((sum, count) => sum + count, 0);
    console.log(`Moved ${rows} rows from ${DATA_DIR} to ${describeDatabase()}; every table's count matches. The copy is also kept in ${file}.`);
  } finally {
    await target.close();
  }
});
