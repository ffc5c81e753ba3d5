/**
 * One process per embedded data directory. PGlite keeps the whole database in
 * one process's memory and writes its files from there: a second process on the
 * same DATA_DIR would acknowledge writes that the first one later overwrites.
 * The lock is a file holding the owner's pid and when that process started;
 * a lock whose process is gone (killed, crashed, the machine rebooted) is stale
 * and taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { DatabaseUnavailableError } from "./data-dir.server.ts";

export const lockFileName = "server.lock";

/** `boot` tells this machine's runs apart: after a reboot every recorded pid is stale. */
type LockOwner = { pid: number; host: string; started: string | null; boot?: string | null; command: string };

/**
 * The kernel's view of a process: its state (Z: exited, not yet reaped by its parent) and its start time
 * (clock ticks since boot), so neither a dead process nor a reused pid is taken for the owner.
 */
function processStat(pid: number): { state: string; started: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at field 3; the start time is field 22.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", started: fields[19] ?? "" };
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false;
  if (owner.boot && bootId() && owner.boot !== bootId()) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as { code?: string }).code !== "EPERM") return false;
  }
  const stat = processStat(owner.pid);
  if (stat?.state === "Z") return false;
  return !(owner.started && stat && owner.started !== stat.started);
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

function parseOwner(text: string | null): LockOwner | null {
  try {
    const owner = JSON.parse(text ?? "") as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    // Unreadable or half-written (the owner died while writing it): nobody holds it.
    return null;
  }
}

/** The live process that has DATA_DIR, if any. */
export function dataDirOwner(dir: string): LockOwner | null {
  const owner = parseOwner(readText(path.join(dir, lockFileName)));
  return owner && isAlive(owner) ? owner : null;
}

/**
 * Takes DATA_DIR for this process, or throws a DatabaseUnavailableError naming the process that has it.
 * Returns the release function; the lock is also removed when the process exits normally.
 */
export function lockDataDir(dir: string, purpose = "server"): () => void {
  const file = path.join(dir, lockFileName);
  const me: LockOwner = { pid: process.pid, host: hostname(), started: processStat(process.pid)?.started ?? null, boot: bootId(), command: purpose };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, "wx", 0o644);
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") throw error;
      const text = readText(file);
      const owner = parseOwner(text);
      if (owner && isAlive(owner)) {
        throw new DatabaseUnavailableError(
          `The data directory ${dir} (DATA_DIR) is in use by another ${owner.command} (process ${owner.pid} on ${owner.host}): stop it first, or give this one its own DATA_DIR.`,
          null,
        );
      }
      // Another starting process may have replaced the stale lock meanwhile: remove only what was judged stale.
      if (readText(file) === text) rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off("exit", release);
      // Only our own lock: never remove one a later process took over.
      if (parseOwner(readText(file))?.pid === process.pid) rmSync(file, { force: true });
    };
    process.on("exit", release);
    return release;
  }
  throw new DatabaseUnavailableError(`The data directory ${dir} (DATA_DIR) keeps being taken by other processes: start one server at a time.`, null);
}
