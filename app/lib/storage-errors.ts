/**
 * Telling a storage failure (full disk, read-only or unreachable data directory,
 * a database that can no longer write) apart from a bug, from whatever error a
 * driver throws: Node's fs errors, PostgreSQL SQLSTATEs, and the errno numbers
 * of PGlite's WebAssembly file system. Such a failure is answered with a 503
 * and a clear message, never a bare 500.
 */
import { salon } from "../config/salon.ts";

export type StorageProblem = "full" | "read_only" | "no_access" | "not_a_directory" | "io" | "closed";

/** Node (libuv) error codes. */
const fsCodes: Record<string, StorageProblem> = {
  ENOSPC: "full",
  EDQUOT: "full",
  EFBIG: "full",
  EROFS: "read_only",
  EACCES: "no_access",
  EPERM: "no_access",
  ENOTDIR: "not_a_directory",
  EIO: "io",
};

/** PostgreSQL SQLSTATEs: disk_full, io_error, read_only_sql_transaction, and the server going away. */
const sqlStates: Record<string, StorageProblem> = {
  "53100": "full",
  "58030": "io",
  "25006": "read_only",
  "57P01": "closed",
  "57P02": "closed",
  "57P03": "closed",
  "08000": "closed",
  "08003": "closed",
  "08006": "closed",
};

/** The WASI errno numbers PGlite's file system reports (ErrnoError.errno). */
const wasiErrnos: Record<number, StorageProblem> = {
  51: "full", // ENOSPC
  19: "full", // EDQUOT
  22: "full", // EFBIG
  69: "read_only", // EROFS
  2: "no_access", // EACCES
  63: "no_access", // EPERM
  54: "not_a_directory", // ENOTDIR
  29: "io", // EIO
};

const messagePatterns: [RegExp, StorageProblem][] = [
  [/no space left on device|disk is full|file too large/i, "full"],
  [/read-only file system/i, "read_only"],
  [/permission denied/i, "no_access"],
  [/not a directory/i, "not_a_directory"],
  [/input\/output error/i, "io"],
  [/PGlite is closed|Connection terminated|Client has encountered a connection error/i, "closed"],
];

function problemOfOne(error: object): StorageProblem | null {
  const { code, errno, name, message } = error as { code?: unknown; errno?: unknown; name?: unknown; message?: unknown };
  if (typeof code === "string") {
    const found = fsCodes[code] ?? sqlStates[code];
    if (found) return found;
  }
  if (name === "ErrnoError" && typeof errno === "number") {
    const found = wasiErrnos[errno];
    if (found) return found;
  }
  // A PostgreSQL error carries its SQLSTATE: "permission denied for table" (42501) is not a storage problem.
  const isSqlState = typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
  if (typeof message === "string" && !isSqlState) {
    for (const [pattern, problem] of messagePatterns) if (pattern.test(message)) return problem;
  }
  return null;
}

/** The storage problem behind an error (looking through its causes), or null when it is something else. */
export function storageProblemOf(error: unknown): StorageProblem | null {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === "object"; depth++) {
    const found = problemOfOne(current);
    if (found) return found;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** For the owner, in the log and on the console: what is wrong with the data directory. */
export function describeStorageProblem(problem: StorageProblem): string {
  switch (problem) {
    case "full":
      return "the disk is full (no space left for the database)";
    case "read_only":
      return "it is read-only (the file system refuses writes)";
    case "no_access":
      return "the server is not allowed to write there (permission denied)";
    case "not_a_directory":
      return "it is not a directory (part of the path is a file)";
    case "io":
      return "the disk reports input/output errors";
    case "closed":
      return "the database connection is closed";
  }
}

/** What the owner can do about it. */
export function storageAdvice(problem: StorageProblem): string {
  switch (problem) {
    case "full":
      return "Free some space on that disk, or set DATA_DIR to a disk with room.";
    case "read_only":
    case "no_access":
      return "Make it writable for the user running the server, or set DATA_DIR to a writable directory.";
    case "not_a_directory":
      return "Set DATA_DIR to a directory (it is created when missing).";
    case "io":
      return "Check the disk, or set DATA_DIR to another disk.";
    case "closed":
      return "Restart the server; check the database server when DATABASE_URL is set.";
  }
}

/** For the visitor: nothing was saved, try again shortly (the browser's lead helper retries on its own). */
export const storageUnavailableMessage = `Sorry, we couldn't save that just now: our system is briefly unavailable. Please try again in a minute, or call us on ${salon.phone.display}.`;
