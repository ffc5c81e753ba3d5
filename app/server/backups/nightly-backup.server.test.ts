import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkBackupFile } from "../db/backup-file.server";
import { openConnection } from "../db/client.server";
import { isolatedDatabase } from "../db/isolated-test-database";
import { testDatabases } from "../db/test-databases";
import { claimTonightsBackup, ensureBackupSchedule, listBackups, readBackupSchedule, saveBackupSchedule, takeBackup } from "./nightly-backup.server";
import { backupName, sydneyClock } from "./nightly-rules.server";
import { latestAudit, owner } from "../test-support/actors";

const work = mkdtempSync(path.join(tmpdir(), "wt-nightly-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Saturday 28 November 2026 in Sydney (UTC+11): 1:59 am and 2:00 am.
const beforeTwo = new Date("2026-11-27T14:59:00Z");
const atTwo = new Date("2026-11-27T15:00:00Z");

describe.each(testDatabases())("the nightly backup on $name", ({ options }) => {
  it("is claimed by one instance only, once the time has come, once a night", { timeout: 60_000 }, async () => {
    const connection = await openConnection(await isolatedDatabase(options));
    try {
      await ensureBackupSchedule(connection.db);
      await ensureBackupSchedule(connection.db);
      expect(await readBackupSchedule(connection.db)).toEqual({ time: "02:00", keepDays: 14, lastDay: null });
      expect(await claimTonightsBackup(connection.db, beforeTwo)).toBe(false);
      const claims = await Promise.all([claimTonightsBackup(connection.db, atTwo), claimTonightsBackup(connection.db, atTwo)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimTonightsBackup(connection.db, new Date(atTwo.getTime() + 3_600_000))).toBe(false);
      // The owner moves the time (at 3 am, after that night's backup): the next night follows it.
      await saveBackupSchedule(connection.db, { time: "03:30", keepDays: 7 }, owner, new Date(atTwo.getTime() + 3_600_000));
      expect(await latestAudit(connection.db)).toMatchObject([{ who: owner.name, action: "settings changed", subject: "Nightly backup", detail: { time: { from: "02:00", to: "03:30" }, keepDays: { from: 14, to: 7 } } }]);
      expect(await claimTonightsBackup(connection.db, new Date(atTwo.getTime() + 24 * 3_600_000))).toBe(false);
      expect(await claimTonightsBackup(connection.db, new Date(atTwo.getTime() + 25.5 * 3_600_000))).toBe(true);
      // Moved to this very minute after tonight's was taken, it is due again at once; moved to a time already past, tomorrow.
      const laterThatDay = new Date(atTwo.getTime() + 30 * 3_600_000);
      await saveBackupSchedule(connection.db, { time: sydneyClock(laterThatDay), keepDays: 7 }, owner, laterThatDay);
      expect(await claimTonightsBackup(connection.db, new Date(laterThatDay.getTime() + 30_000))).toBe(true);
      await saveBackupSchedule(connection.db, { time: "05:00", keepDays: 7 }, owner, laterThatDay);
      expect(await claimTonightsBackup(connection.db, new Date(laterThatDay.getTime() + 60_000))).toBe(false);
      // Only the days kept changed: the night already taken stays taken.
      await saveBackupSchedule(connection.db, { time: "05:00", keepDays: 10 }, owner, laterThatDay);
      expect(await claimTonightsBackup(connection.db, new Date(laterThatDay.getTime() + 60_000))).toBe(false);
    } finally {
      await connection.close();
    }
  });

  it("writes, checks and lists a backup, and deletes those past the days kept", { timeout: 60_000 }, async () => {
    const connection = await openConnection(await isolatedDatabase(options));
    const dir = path.join(work, `dir-${Math.random()}`);
    try {
      const old = await takeBackup(connection.db, new Date(atTwo.getTime() - 20 * 24 * 3_600_000), 14, owner, dir);
      expect(old.check).toMatchObject({ ok: true, problem: null });
      expect(old.check!.tables).toBeGreaterThan(0);
      const fresh = await takeBackup(connection.db, atTwo, 14, owner, dir);
      expect(await latestAudit(connection.db)).toMatchObject([{ who: owner.name, action: "backup made", subject: `Backup ${fresh.name}`, detail: { checked: true, rows: fresh.check!.rows } }]);
      expect(listBackups(dir).map((b) => b.name)).toEqual([fresh.name]);
      expect(listBackups(dir)[0]!.check).toEqual(fresh.check);
    } finally {
      await connection.close();
    }
  });
});

describe("checkBackupFile", () => {
  it("finds a file cut short, and counts that differ from those written", async () => {
    const file = path.join(work, backupName(new Date()).replace(".gz", ""));
    const header = JSON.stringify({ format: "x", version: 1, schema: "s", createdAt: "" });
    writeFileSync(file, [header, JSON.stringify({ table: "a", count: 2 }), "{}", "{}", JSON.stringify({ end: true, counts: { a: 2 } })].join("\n"));
    expect(await checkBackupFile(file, { a: 2 })).toEqual({ ok: true, rows: 2, tables: 1, problem: null });
    expect((await checkBackupFile(file, { a: 3 })).problem).toBe("Rows missing in a.");
    writeFileSync(file, [header, JSON.stringify({ table: "a", count: 2 }), "{}"].join("\n"));
    expect((await checkBackupFile(file, { a: 2 })).problem).toBe("The file ends before its last line.");
  });
});
