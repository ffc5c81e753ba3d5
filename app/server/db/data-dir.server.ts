/**
 * The embedded database's directory (DATA_DIR), checked before PGlite opens it:
 * it must be a directory (created when missing), take a written and synced
 * probe file, and have room for the database to grow. A failure becomes one
 * sentence that names the directory and the fix, instead of a stack trace from
 * deep inside the database.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, rmSync, statfsSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import { storagePolicy } from "../../config/salon.ts";
import { describeStorageProblem, storageAdvice, storageProblemOf, type StorageProblem } from "../../lib/storage-errors.ts";

/** The database cannot be used. `message` is complete and meant for the console; no stack trace is needed. */
export class DatabaseUnavailableError extends Error {
  readonly problem: StorageProblem | null;
  constructor(message: string, problem: StorageProblem | null, cause?: unknown) {
    super(message, { cause });
    this.name = "DatabaseUnavailableError";
    this.problem = problem;
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The innermost error's first line: what actually went wrong, without the query or its parameters. */
export function rootMessage(error: unknown): string {
  let current: unknown = error;
  let message = "";
  for (let depth = 0; depth < 8 && current && typeof current === "object"; depth++) {
    const text = (current as { message?: unknown }).message;
    if (typeof text === "string" && text.trim()) message = text;
    current = (current as { cause?: unknown }).cause;
  }
  if (!message) message = String(error);
  return (message.split("\n")[0] ?? "").slice(0, 300);
}

export function dataDirError(dir: string, problem: StorageProblem | null, detail: string | null, cause?: unknown): DatabaseUnavailableError {
  const what = problem ? describeStorageProblem(problem) : `it could not be used${detail ? "" : ` (${rootMessage(cause)})`}`;
  const advice = problem ? storageAdvice(problem) : "Check that the directory is writable and that its disk has free space.";
  return new DatabaseUnavailableError(`Cannot use the data directory ${dir} (DATA_DIR): ${what}${detail ? `; ${detail}` : ""}. ${advice}`, problem, cause);
}

function fail(dir: string, error: unknown, doing: string): never {
  const code = (error as { code?: string }).code;
  throw dataDirError(dir, storageProblemOf(error), `${doing} failed${code ? ` with ${code}` : ""}`, error);
}

/** Throws a DatabaseUnavailableError when `dir` cannot hold the database; creates it when missing. */
export function checkDataDir(dir: string, options: { minFreeBytes?: number; probeBytes?: number } = {}): void {
  const minFreeBytes = options.minFreeBytes ?? storagePolicy.minFreeBytes;
  const probeBytes = options.probeBytes ?? storagePolicy.probeBytes;

  // Create missing parts one level at a time: a recursive mkdir can report ENOENT where the real reason is EROFS or EACCES.
  const missing: string[] = [];
  for (let current = dir; !existsSync(current); current = path.dirname(current)) {
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const part of missing) {
    try {
      mkdirSync(part);
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") fail(dir, error, `creating ${part}`);
    }
  }
  try {
    if (!statSync(dir).isDirectory()) throw dataDirError(dir, "not_a_directory", null);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    fail(dir, error, "reading it");
  }

  // A real write, flushed to the disk: a read-only mount, a missing permission or a full disk shows here.
  const probe = path.join(dir, `.write-check-${process.pid}`);
  let fd: number | undefined;
  try {
    fd = openSync(probe, "w");
    writeSync(fd, Buffer.alloc(probeBytes));
    fsyncSync(fd);
  } catch (error) {
    fail(dir, error, "writing a test file");
  } finally {
    try {
      if (fd !== undefined) closeSync(fd);
      rmSync(probe, { force: true });
    } catch {
      // Cleaning up must not hide the reason the probe failed.
    }
  }

  const stats = statfsSync(dir);
  const free = stats.bavail * stats.bsize;
  if (free < minFreeBytes) throw dataDirError(dir, "full", `${megabytes(free)} free, at least ${megabytes(minFreeBytes)} needed`);
}
