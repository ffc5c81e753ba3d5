import { sydneyDate } from "~/lib/sydney-time";
import { addDays, sydneyMidnight } from "~/lib/sydney-week";

/** The nightly backup's rules: when one is due, and which old files go. Pure, so they are tested on their own. */

export const defaultBackupTime = "02:00";
export const defaultKeepDays = 14;
export const keepDaysRange = { min: 1, max: 365 } as const;

const clockFormat = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "02:05": the time on the salon's clock. */
export function sydneyClock(now: Date): string {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}`;
}

/** Whether `text` is a time of day as the form sends it ("HH:MM", 24-hour). */
export function isClockTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
}

/** Tonight's backup is due once the salon's clock has reached the set time, and only if this day's has not been taken. */
export function backupDue(now: Date, schedule: { time: string; lastDay: string | null }): boolean {
  return schedule.lastDay !== sydneyDate(now) && sydneyClock(now) >= schedule.time;
}

/**
 * The day a new time counts as already backed up: a time moved to one still to come today, or to this very minute,
 * is tonight's backup (none counted yet); one already past today waits for tomorrow. So the next backup is always the
 * next time the salon's clock shows the time she set.
 */
export function lastDayForNewTime(now: Date, time: string): string | null {
  return time < sydneyClock(now) ? sydneyDate(now) : null;
}

/** The instant the salon's clock shows `time` on `day`; a time the clocks skip (2:30 when they go forward) comes an hour later. */
function sydneyInstant(day: string, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const midnight = sydneyMidnight(day);
  const wall = new Date(midnight.getTime() + (hours * 60 + minutes) * 60_000);
  // A clock change between midnight and `time` moves the wall clock by the difference.
  const drift = (hours * 60 + minutes) * 60_000 - (Date.parse(`${sydneyDate(wall)}T${sydneyClock(wall)}:00Z`) - Date.parse(`${day}T00:00:00Z`));
  const corrected = new Date(wall.getTime() + drift);
  return sydneyClock(corrected) === time ? corrected : wall;
}

/** When the next backup will be taken: now if one is due, else at the set time today or tomorrow. */
export function nextBackupAt(now: Date, schedule: { time: string; lastDay: string | null }): Date {
  if (backupDue(now, schedule)) return now;
  const today = sydneyDate(now);
  const day = schedule.lastDay === today || sydneyClock(now) >= schedule.time ? addDays(today, 1) : today;
  return sydneyInstant(day, schedule.time);
}

export type BackupOnDisk = { name: string; createdAt: Date };

/**
 * The backups to delete: those older than `keepDays` days. The newest is always kept, however old,
 * so a site whose backups stopped never ends up with none.
 */
export function backupsToDelete(files: BackupOnDisk[], now: Date, keepDays: number): string[] {
  const newest = files.reduce<BackupOnDisk | undefined>((a, b) => (!a || b.createdAt > a.createdAt ? b : a), undefined);
  const cutoff = now.getTime() - keepDays * 24 * 3_600_000;
  return files.filter((file) => file !== newest && file.createdAt.getTime() < cutoff).map((file) => file.name);
}

/** `backup-2026-11-25T16-30-00Z.jsonl.gz` for the instant it was started; `backupTime` reads it back. */
export function backupName(now: Date): string {
  return `backup-${now.toISOString().replace(/\.\d+Z$/, "Z").replaceAll(":", "-")}.jsonl.gz`;
}

const namePattern = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.jsonl\.gz$/;

/** When a backup file was started, from its name; null for any other file. */
export function backupTime(name: string): Date | null {
  const match = namePattern.exec(name);
  if (!match) return null;
  const when = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(when.getTime()) ? null : when;
}
