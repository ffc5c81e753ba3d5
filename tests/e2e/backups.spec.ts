import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { restoreDatabase } from "../../app/server/db/backup.server.ts";
import { readBackupLines } from "../../app/server/db/backup-file.server.ts";
import { backupTime, sydneyClock } from "../../app/server/backups/nightly-rules.server.ts";
import { openConnection } from "../../app/server/db/client.server.ts";
import { backupSchedule } from "../../app/server/db/schema.server.ts";
import { expect, expectAccessible, hydrated, test } from "./support/fixtures";
import { loginAsOwner } from "./support/owner";

test.use({ viewport: { width: 390, height: 844 } });

test.describe("backups without a terminal", () => {
  // The nightly schedule is one per site: a test saving 03:15 while another waits for the time it set would stop that
  // backup. The tests here run one after another.
  test.describe.configure({ mode: "default" });
  test("the owner backs up now; the backup is listed, checked, downloaded, and restores into an empty database", async ({ page }) => {
    test.setTimeout(180_000);
    await loginAsOwner(page, "/admin/backups");
    await expect(page.getByRole("heading", { name: "Backups", level: 1 })).toBeVisible();
    await hydrated(page);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Back up now" }).click();
    const note = page.getByText(/^Backed up and checked: \d+ rows\.$/);
    await expect(note).toBeVisible();
    const rows = Number(((await note.textContent()) ?? "").replace(/\D/g, ""));
    expect(rows).toBeGreaterThan(0);
    await expect(page.getByTestId("backup-list").locator("tbody tr").first()).toContainText(`Complete, ${rows} rows`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    const work = mkdtempSync(path.join(tmpdir(), "wt-restore-"));
    const fresh = await openConnection({ dataDir: "memory://" });
    try {
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the latest backup" }).click()]);
      const file = path.join(work, download.suggestedFilename());
      await download.saveAs(file);
      // The restore drill's own path: an empty, migrated database takes the file and checks every table's count.
      const restored = await restoreDatabase(fresh.db, readBackupLines(file));
      expect(Object.values(restored).reduce((sum, n) => sum + n, 0)).toBe(rows);
    } finally {
      await fresh.close();
      rmSync(work, { recursive: true, force: true });
    }
  });

  test("a time that is not a time is refused beside its field; a good one is saved", async ({ page }) => {
    await loginAsOwner(page, "/admin/backups");
    const time = page.getByLabel("Every night at (Sydney time)");
    const keep = page.getByLabel("Keep backups for (days)");
    await keep.fill("0");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/Enter a number of days from 1 to/)).toBeVisible();
    await time.fill("03:15");
    await keep.fill("14");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved: every night at 03:15, kept 14 days.")).toBeVisible();
    await expect(page.getByText(/Next backup: /)).toBeVisible();
  });

  test("a nightly backup at the time she sets is taken by the server's own timer, listed, downloaded, and restores", async ({ page }) => {
    // The timer looks once a minute: up to a minute for it to fire, then the backup, the download and the restore.
    test.setTimeout(240_000);
    await loginAsOwner(page, "/admin/backups");
    const time = page.getByLabel("Every night at (Sydney time)");
    const keep = page.getByLabel("Keep backups for (days)");
    const save = async (clock: string) => {
      await time.fill(clock);
      await keep.fill("14");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText(`Saved: every night at ${clock}, kept 14 days.`)).toBeVisible();
    };
    // First a time already past today: tonight counts as done, so the timer takes nothing until she moves it.
    await save("00:00");
    // Then this very minute on the salon's clock (with time left in it to press Save).
    await expect.poll(() => new Date().getSeconds(), { timeout: 30_000 }).toBeLessThan(40);
    const setAt = new Date();
    const clock = sydneyClock(setAt);
    await save(clock);
    await expectAccessible(page);

    // The server's timer takes it within the minute: the newest backup on the list is from after she saved.
    const newest = page.getByTestId("backup-list").locator("tbody tr").first();
    await expect
      .poll(
        async () => {
          await page.goto("/admin/backups");
          const href = (await newest.getByRole("link").getAttribute("href")) ?? "";
          return backupTime(href.split("/").pop() ?? "")?.getTime() ?? 0;
        },
        { timeout: 150_000, intervals: [5_000] },
      )
      .toBeGreaterThanOrEqual(Math.floor(setAt.getTime() / 1000) * 1000);
    await expect(newest).toContainText(/Complete, \d+ rows/);
    const rows = Number(((await newest.locator("td").last().textContent()) ?? "").replace(/\D/g, ""));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    // She downloads it; it restores into a new database in its own folder, which then holds her data: the time she set among it.
    const work = mkdtempSync(path.join(tmpdir(), "wt-scheduled-restore-"));
    const fresh = await openConnection({ dataDir: path.join(work, "data") });
    try {
      const [download] = await Promise.all([page.waitForEvent("download"), newest.getByRole("link").click()]);
      const file = path.join(work, download.suggestedFilename());
      await download.saveAs(file);
      const restored = await restoreDatabase(fresh.db, readBackupLines(file));
      expect(Object.values(restored).reduce((sum, n) => sum + n, 0)).toBe(rows);
      expect(await fresh.db.select({ time: backupSchedule.time }).from(backupSchedule)).toEqual([{ time: clock }]);
    } finally {
      await fresh.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
