/**
 * Backup files on disk: gzip-compressed JSON lines (see backup.server.ts), written to a
 * temporary name and renamed when complete, so a file under the final name is always whole.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { BackupError, dumpDatabase } from "./backup.server.ts";
import type { Database } from "./client.server.ts";

/** `backups/backup-2026-11-25T16-30-00Z.jsonl.gz` under the working directory, or the same name in `dir`. */
export function defaultBackupPath(now = new Date(), dir = "backups"): string {
  return path.resolve(dir, `backup-${now.toISOString().replace(/\.\d+Z$/, "Z").replaceAll(":", "-")}.jsonl.gz`);
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

export type BackupCheck = { ok: boolean; rows: number; tables: number; problem: string | null };

/** Reads a backup file back and counts its rows per table: the same counts it was written with, or the reason not. */
export async function checkBackupFile(file: string, written: Record<string, number>): Promise<BackupCheck> {
  const found: Record<string, number> = {};
  let table: string | null = null;
  let left = 0;
  let ended = false;
  try {
    let header = true;
    for await (const text of readBackupLines(file)) {
      if (!text.trim()) continue;
      const value = JSON.parse(text) as { table?: string; count?: number; end?: boolean };
      if (header) {
        header = false;
      } else if (left > 0) {
        found[table!] = (found[table!] ?? 0) + 1;
        left--;
      } else if (value.end) {
        ended = true;
      } else if (typeof value.table === "string" && typeof value.count === "number") {
        table = value.table;
        left = value.count;
        found[table] = 0;
      }
    }
  } catch (error) {
    return { ok: false, rows: 0, tables: 0, problem: `The file could not be read back (${(error as Error).message}).` };
  }
  const rows = Object.values(found).reduce((sum, n) => sum + n, 0);
  const tables = Object.keys(written).length;
  if (!ended) return { ok: false, rows, tables, problem: "The file ends before its last line." };
  const wrong = Object.keys(written).filter((name) => found[name] !== written[name]);
  if (wrong.length > 0) return { ok: false, rows, tables, problem: `Rows missing in ${wrong.join(", ")}.` };
  return { ok: true, rows, tables, problem: null };
}

/** Where a backup's check is kept: beside it, so a listing can say which backups were found whole. */
export const checkFileOf = (file: string) => `${file}.check.json`;

/** One backup written, read back and counted table by table, with its check kept beside it. */
export async function writeCheckedBackup(db: Database, file: string): Promise<BackupCheck> {
  const written = await writeBackupFile(db, file);
  const check = await checkBackupFile(file, written);
  writeFileSync(checkFileOf(file), JSON.stringify(check), { mode: 0o600 });
  return check;
}
