/**
 * npm run restore -- file: puts a backup's rows into an empty database (a new DATA_DIR or
 * a new PostgreSQL database), in one transaction, and checks every table's count.
 * Restore before starting the server on it: a server seeds the shop as it starts.
 */
import path from "node:path";
import { BackupError, restoreDatabase } from "../app/server/db/backup.server.ts";
import { readBackupLines } from "../app/server/db/backup-file.server.ts";
import { openConnection } from "../app/server/db/client.server.ts";
import { describeDatabase, runTool } from "./db-tool.ts";

await runTool(async () => {
  if (!process.argv[2]) throw new BackupError("Name the backup file: npm run restore -- backups/backup-….jsonl.gz");
  const file = path.resolve(process.argv[2]);
  const lines = readBackupLines(file);
  const connection = await openConnection({ purpose: "restore" });
  try {
    const counts = await restoreDatabase(connection.db, lines);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${rows} rows in ${Object.keys(counts).length} tables from ${file} into ${describeDatabase()}; every table's count matches the backup.`);
  } finally {
    await connection.close();
  }
});
