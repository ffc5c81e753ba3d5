/**
 * Backup files on disk: gzip-compressed JSON lines (see backup.server.ts), written to a
 * temporary name and renamed when complete, so a file under the final name is always whole.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { BackupError, dumpDatabase } from "./backup.server.ts";
import type { Database } from "./client.server.ts";

/** `backups/backup-2026-11-25T16-30-00Z.jsonl.gz` under the working directory. */
export function defaultBackupPath(now = new Date()): string {
  return path.resolve("backups", `backup-${now.toISOString().replace(/\.\d+Z$/, "Z").replaceAll(":", "-")}.jsonl.gz`);
}

export async function writeBackupFile(db: Database, file: string): Promise<Record<string, number>> {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const output = gzip.pipe(createWriteStream(partial, { mode: 0o600 }));
  try {
    const counts = await dumpDatabase(db, async (line) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
    });
    gzip.end();
    await finished(output);
    renameSync(partial, file);
    return counts;
  } catch (error) {
    gzip.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The file's lines; reading starts at the first iteration (readline drops lines read before anyone iterates). */
export function readBackupLines(file: string): AsyncIterable<string> {
  if (!existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  return {
    async *[Symbol.asyncIterator]() {
      const input = createReadStream(file);
      const text = file.endsWith(".gz") ? input.pipe(createGunzip()) : input;
      try {
        yield* createInterface({ input: text, crlfDelay: Infinity });
      } catch (error) {
        throw new BackupError(`The backup file ${file} cannot be read (${(error as Error).message}).`);
      } finally {
        input.destroy();
      }
    },
  };
}
