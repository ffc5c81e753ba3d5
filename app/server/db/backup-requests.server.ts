/**
 * Backups of the embedded database while the site serves. Only the server's process may open
 * its DATA_DIR (see data-dir-lock.server.ts), so `npm run backup` asks that process: it leaves a
 * request file in DATA_DIR and sends SIGUSR2, and the server writes the backup from its open
 * database, in one REPEATABLE READ transaction like any other backup. No network endpoint is
 * involved: only someone who may write to DATA_DIR and signal the server's process can ask.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { BackupError } from "./backup.server.ts";
import { writeBackupFile } from "./backup-file.server.ts";
import type { Database } from "./client.server.ts";
import { rootMessage } from "./data-dir.server.ts";

const prefix = "backup-request-";

/** In the server: answer every request found in `dir` whenever SIGUSR2 arrives. Returns the function that stops listening. */
export function answerBackupRequests(dir: string, db: () => Database): () => void {
  const answerAll = async () => {
    for (const name of readdirSync(dir).filter((file) => file.startsWith(prefix) && file.endsWith(".json"))) {
      const base = path.join(dir, name.slice(0, -".json".length));
      try {
        // Renaming claims the request: two signals close together never answer it twice.
        renameSync(`${base}.json`, `${base}.taken`);
      } catch {
        continue;
      }
      try {
        const { output } = JSON.parse(readFileSync(`${base}.taken`, "utf8")) as { output: string };
        const counts = await writeBackupFile(db(), output);
        writeFileSync(`${base}.done`, JSON.stringify(counts));
      } catch (error) {
        writeFileSync(`${base}.failed`, rootMessage(error));
      } finally {
        rmSync(`${base}.taken`, { force: true });
      }
    }
  };
  const onSignal = () => void answerAll();
  process.on("SIGUSR2", onSignal);
  return () => void process.off("SIGUSR2", onSignal);
}

/** In `npm run backup`: has the server process `pid` write a backup of `dir` to `output`; returns each table's row count. */
export async function requestBackup(dir: string, pid: number, output: string, timeoutMs = 600_000): Promise<Record<string, number>> {
  const base = path.join(dir, `${prefix}${process.pid}`);
  writeFileSync(`${base}.json`, JSON.stringify({ output }));
  try {
    process.kill(pid, "SIGUSR2");
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
      if (existsSync(`${base}.done`)) return JSON.parse(readFileSync(`${base}.done`, "utf8")) as Record<string, number>;
      if (existsSync(`${base}.failed`)) throw new BackupError(`The server (process ${pid}) could not write the backup: ${readFileSync(`${base}.failed`, "utf8")}.`);
    }
    throw new BackupError(`The server (process ${pid}) did not finish the backup within ${timeoutMs / 1000} s; it may be an older release that cannot make one while serving.`);
  } finally {
    for (const ending of [".json", ".done", ".failed"]) rmSync(`${base}${ending}`, { force: true });
  }
}
