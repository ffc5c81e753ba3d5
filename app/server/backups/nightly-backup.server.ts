import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { and, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import { sydneyDate } from "~/lib/sydney-time";
import { type BackupCheck, checkFileOf, writeCheckedBackup } from "../db/backup-file.server";
import type { Database } from "../db/client.server";
import { backupSchedule } from "../db/schema.server";
import { backupDir } from "../env.server";
import { log } from "../log.server";
import { audit, systemActor, type Actor } from "../accounts/audit.server";
import { backupName, backupsToDelete, backupTime, defaultBackupTime, defaultKeepDays, lastDayForNewTime, sydneyClock } from "./nightly-rules.server";

/**
 * The nightly backup: at the owner's time (Sydney), every table to BACKUP_DIR in the `npm run backup` format,
 * read back and counted table by table, then backups older than the days kept are deleted. Each backup's
 * check is kept beside it (`<backup>.check.json`), so the list in /admin says which ones were found whole.
 */

export type BackupSchedule = { time: string; keepDays: number; lastDay: string | null };
export type BackupListing = { name: string; createdAt: Date; bytes: number; check: BackupCheck | null };

/** The schedule's row, added with the defaults on the first start and never overwritten. */
export async function ensureBackupSchedule(db: Database): Promise<void> {
  await db.insert(backupSchedule).values({ id: 1, time: defaultBackupTime, keepDays: defaultKeepDays }).onConflictDoNothing();
}

export async function readBackupSchedule(db: Database): Promise<BackupSchedule> {
  const [row] = await db.select().from(backupSchedule).where(eq(backupSchedule.id, 1));
  return row ? { time: row.time, keepDays: row.keepDays, lastDay: row.lastDay } : { time: defaultBackupTime, keepDays: defaultKeepDays, lastDay: null };
}

/** The owner's new time and days kept; a changed time takes effect from now (see lastDayForNewTime). */
export async function saveBackupSchedule(db: Database, schedule: { time: string; keepDays: number }, by: Actor, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(backupSchedule).where(eq(backupSchedule.id, 1)).for("update");
    const timeChanged = !before || before.time !== schedule.time;
    const set = { ...schedule, ...(timeChanged ? { lastDay: lastDayForNewTime(now, schedule.time) } : {}) };
    await tx
      .insert(backupSchedule)
      .values({ id: 1, ...set })
      .onConflictDoUpdate({ target: backupSchedule.id, set: { ...set, updatedAt: sql`now()` } });
    await audit(tx, {
      who: by,
      action: "settings changed",
      subject: "Nightly backup",
      detail: { time: { from: before?.time ?? null, to: schedule.time }, keepDays: { from: before?.keepDays ?? null, to: schedule.keepDays } },
    });
  });
}

/**
 * Takes tonight's backup for this instance if it is due and no other instance has: the day is moved forward in
 * one conditional update, which only one of several servers on the same PostgreSQL can win.
 */
export async function claimTonightsBackup(db: Database, now: Date): Promise<boolean> {
  const today = sydneyDate(now);
  const claimed = await db
    .update(backupSchedule)
    .set({ lastDay: today })
    .where(and(eq(backupSchedule.id, 1), or(isNull(backupSchedule.lastDay), ne(backupSchedule.lastDay, today)), lte(backupSchedule.time, sydneyClock(now))))
    .returning({ id: backupSchedule.id });
  return claimed.length > 0;
}

/** The backups in `dir`, newest first, with their size and check. */
export function listBackups(dir = backupDir()): BackupListing[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, createdAt: backupTime(name) }))
    .filter((entry): entry is { name: string; createdAt: Date } => entry.createdAt !== null)
    .map(({ name, createdAt }) => {
      const file = path.join(dir, name);
      let check: BackupCheck | null = null;
      try {
        check = JSON.parse(readFileSync(checkFileOf(file), "utf8")) as BackupCheck;
      } catch {
        // No check recorded (a backup copied in, or one whose check was interrupted).
      }
      return { name, createdAt, bytes: statSync(file).size, check };
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * One backup now: written, read back and checked, then the old ones past `keepDays` deleted. The log names who took it
 * (the nightly one: the system); its entry comes after the file, which therefore does not hold it.
 */
export async function takeBackup(db: Database, now: Date, keepDays: number, by: Actor, dir = backupDir()): Promise<BackupListing> {
  const name = backupName(now);
  const file = path.join(dir, name);
  const check = await writeCheckedBackup(db, file);
  log(check.ok ? "backup.written" : "backup.check_failed", { file, rows: check.rows, problem: check.problem }, check.ok ? "info" : "error");
  for (const old of backupsToDelete(listBackups(dir), now, keepDays)) {
    rmSync(path.join(dir, old), { force: true });
    rmSync(checkFileOf(path.join(dir, old)), { force: true });
    log("backup.deleted", { file: old });
  }
  await audit(db, { who: by, action: "backup made", subject: `Backup ${name}`, detail: { checked: check.ok, rows: check.rows, problem: check.problem } });
  return { name, createdAt: now, bytes: statSync(file).size, check };
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<void> | undefined;

/** Looks once a minute whether tonight's backup is due; the one instance that claims it writes it. */
export function startNightlyBackups(db: () => Database): void {
  const tick = async () => {
    const now = new Date();
    if (!(await claimTonightsBackup(db(), now))) return;
    const { keepDays } = await readBackupSchedule(db());
    await takeBackup(db(), now, keepDays, systemActor);
  };
  timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log("backup.failed", { error: (error as Error).message }, "error"))
      .finally(() => {
        running = undefined;
      });
  }, 60_000);
  timer.unref();
}

/** Stops the timer and waits for a backup being written, so the database is not closed under it. */
export async function stopNightlyBackups(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
