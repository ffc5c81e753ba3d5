/**
 * npm run backup [-- file]: every row of the site's database, as one consistent moment,
 * to a portable file (default backups/backup-<time>.jsonl.gz). PostgreSQL is copied while
 * the site serves; the embedded database only while no server has its DATA_DIR open.
 */
import path from "node:path";
import { defaultBackupPath, writeBackupFile } from "../app/server/db/backup-file.server.ts";
import { openConnection } from "../app/server/db/client.server.ts";
import { env } from "../app/server/env.server.ts";
import { describeDatabase, requireExistingDataDir, runTool } from "./db-tool.ts";

await runTool(async () => {
  const file = path.resolve(process.argv[2] ?? defaultBackupPath());
  if (!env().DATABASE_URL) requireExistingDataDir(env().DATA_DIR);
  const connection = await openConnection({ purpose: "backup", migrate: false });
  try {
    const counts = await writeBackupFile(connection.db, file);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`Backed up ${rows} rows in ${Object.keys(counts).length} tables from ${describeDatabase()} to ${file}`);
  } finally {
    await connection.close();
  }
});
