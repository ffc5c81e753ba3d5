import { describe, expect, it } from "vitest";
import { backupDue, backupName, backupTime, backupsToDelete, isClockTime, lastDayForNewTime, nextBackupAt, sydneyClock } from "./nightly-rules.server";

// Saturday 28 November 2026 in Sydney (AEDT, UTC+11): 1:59 am, 2:00 am and 3 pm.
const beforeTwo = new Date("2026-11-27T14:59:00Z");
const atTwo = new Date("2026-11-27T15:00:00Z");
const afternoon = new Date("2026-11-28T04:00:00Z");

describe("when the nightly backup is due", () => {
  it("reads the salon's clock", () => {
    expect(sydneyClock(atTwo)).toBe("02:00");
    expect(sydneyClock(afternoon)).toBe("15:00");
  });

  it("is due from the set time until that day's backup is taken", () => {
    expect(backupDue(beforeTwo, { time: "02:00", lastDay: "2026-11-27" })).toBe(false);
    expect(backupDue(atTwo, { time: "02:00", lastDay: "2026-11-27" })).toBe(true);
    // A server that was down at 2 am takes it when it is back, the same day.
    expect(backupDue(afternoon, { time: "02:00", lastDay: null })).toBe(true);
    expect(backupDue(afternoon, { time: "02:00", lastDay: "2026-11-28" })).toBe(false);
  });

  it("names the next one: now when due, later today, or tomorrow once today's is taken", () => {
    expect(nextBackupAt(atTwo, { time: "02:00", lastDay: "2026-11-27" })).toEqual(atTwo);
    expect(nextBackupAt(beforeTwo, { time: "02:00", lastDay: "2026-11-27" }).toISOString()).toBe("2026-11-27T15:00:00.000Z");
    expect(nextBackupAt(afternoon, { time: "02:00", lastDay: "2026-11-28" }).toISOString()).toBe("2026-11-28T15:00:00.000Z");
    expect(nextBackupAt(afternoon, { time: "23:30", lastDay: "2026-11-27" }).toISOString()).toBe("2026-11-28T12:30:00.000Z");
  });

  it("takes a new time from now: this minute or later today is tonight's, a time already past is tomorrow's", () => {
    expect(lastDayForNewTime(afternoon, "15:00")).toBeNull();
    expect(lastDayForNewTime(afternoon, "23:30")).toBeNull();
    expect(lastDayForNewTime(afternoon, "14:59")).toBe("2026-11-28");
    for (const time of ["15:00", "23:30", "14:59"]) {
      const next = nextBackupAt(afternoon, { time, lastDay: lastDayForNewTime(afternoon, time) });
      expect(sydneyClock(next)).toBe(time);
      expect(next.getTime() - afternoon.getTime()).toBeLessThan(24 * 3_600_000);
    }
  });

  it("keeps the salon's time across a change of the clocks", () => {
    // Saturday 3 October 2026 (AEST, UTC+10), backup taken; Sunday's 2:00 am does not exist (clocks go to 3:00), so it runs at 3:00 AEDT.
    const saturday = new Date("2026-10-03T06:00:00Z");
    expect(nextBackupAt(saturday, { time: "02:00", lastDay: "2026-10-03" }).toISOString()).toBe("2026-10-03T16:00:00.000Z");
    expect(nextBackupAt(saturday, { time: "04:00", lastDay: "2026-10-03" }).toISOString()).toBe("2026-10-03T17:00:00.000Z");
    expect(nextBackupAt(saturday, { time: "01:00", lastDay: "2026-10-03" }).toISOString()).toBe("2026-10-03T15:00:00.000Z");
  });

  it("accepts only 24-hour times", () => {
    expect(["00:00", "02:30", "23:59"].every(isClockTime)).toBe(true);
    expect(["24:00", "2:30", "02:60", "", "02:30 am"].some(isClockTime)).toBe(false);
  });
});

describe("which backups are deleted", () => {
  const now = new Date("2026-11-28T04:00:00Z");
  const daysAgo = (days: number) => ({ name: backupName(new Date(now.getTime() - days * 24 * 3_600_000)), createdAt: new Date(now.getTime() - days * 24 * 3_600_000) });

  it("deletes those older than the days kept, and keeps the rest", () => {
    const files = [daysAgo(0.5), daysAgo(13.9), daysAgo(14.1), daysAgo(30)];
    expect(backupsToDelete(files, now, 14)).toEqual([files[2]!.name, files[3]!.name]);
    expect(backupsToDelete(files, now, 7)).toEqual([files[1]!.name, files[2]!.name, files[3]!.name]);
  });

  it("always keeps the newest, however old", () => {
    const files = [daysAgo(40), daysAgo(20)];
    expect(backupsToDelete(files, now, 14)).toEqual([files[0]!.name]);
    expect(backupsToDelete([], now, 14)).toEqual([]);
  });

  it("reads a backup's time back from its name, and no other file's", () => {
    const when = new Date("2026-11-25T16:30:00Z");
    expect(backupTime(backupName(when))).toEqual(when);
    expect(backupTime("notes.txt")).toBeNull();
    expect(backupTime(`${backupName(when)}.partial`)).toBeNull();
  });
});
