/**
 * npm run backup [-- file]: every row of the site's database, as one consistent moment,
 * to a portable file (default backups/backup-<time>.jsonl.gz), while the site serves.
 * PostgreSQL is read directly; the embedded database, which only its server's process may
 * open, is written by that process when one is running (see backup-requests.server.ts).
 */
import path from "node:path";
import { defaultBackupPath, writeBackupFile } from "../app/server/db/backup-file.server.ts";
import { requestBackup } from "../app/server/db/backup-requests.server.ts";
import { openConnection } from "../app/server/db/client.server.ts";
import { dataDirOwner } from "../app/server/db/data-dir-lock.server.ts";
import { env } from "../app/server/env.server.ts";
import { describeDatabase, requireExistingDataDir, runTool } from "./db-tool.ts";

await runTool(async () => {
  const file = path.resolve(process.argv[2] ?? defaultBackupPath());
  const { DATABASE_URL, DATA_DIR } = env();
  const server = DATABASE_URL ? null : (requireExistingDataDir(DATA_DIR), dataDirOwner(path.resolve(DATA_DIR)));
  let counts: Record<string, number>;
  if (server) {
    counts = await requestBackup(path.resolve(DATA_DIR), server.pid, file);
  } else {
    const connection = await openConnection({ purpose: "backup", migrate: false });
    try {
      counts = await writeBackupFile(connection.db, file);
    } finally {
      await connection.close();
    }
  }
  const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const through = server ? ` (written by the running server, process ${server.pid})` : "";
  console.log(`Backed up ${rows} rows in ${Object.keys(counts).length} tables from ${describeDatabase()} to ${file}${through}`);
});
