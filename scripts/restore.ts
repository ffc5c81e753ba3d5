/**
 * npm run restore -- file: puts a backup's rows into an empty database (a new DATA_DIR or
 * a new PostgreSQL database), in one transaction, and checks every table's count. A backup
 * from an earlier release is restored at its own schema, then migrated to this release's;
 * one from a newer release is refused. Restore before starting the server on it: a server
 * seeds the shop as it starts.
 */
import path from "node:path";
import { BackupError, restoreBackup } from "../app/server/db/backup.server.ts";
import { readBackupLines } from "../app/server/db/backup-file.server.ts";
import { openConnection } from "../app/server/db/client.server.ts";
import { describeDatabase, runTool } from "./db-tool.ts";

await runTool(async () => {
  if (!process.argv[2]) throw new BackupError("Name the backup file: npm run restore -- backups/backup-….jsonl.gz");
  const file = path.resolve(process.argv[2]);
  const lines = readBackupLines(file);
  // Not migrated on opening: the database is first brought to the schema the backup was made at.
  const connection = await openConnection({ purpose: "restore", migrate: false });
  try {
    const { counts, migrated } = await restoreBackup(connection, lines);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const forward = migrated > 0 ? `, then applied this release's ${migrated} later migration${migrated === 1 ? "" : "s"}` : "";
    console.log(`Restored ${rows} rows in ${Object.keys(counts).length} tables from ${file} into ${describeDatabase()}; every table's count matches the backup${forward}.`);
  } finally {
    await connection.close();
  }
});
