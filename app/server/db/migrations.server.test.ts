import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backupFitsRelease, describeSchema, migrationsFolderUpTo, parseSchema, pendingMigrations, readJournal, releaseMigrationsFolder, releaseSchema } from "./migrations.server";

const journal = [
  { tag: "0000_a", when: 100 },
  { tag: "0001_b", when: 200 },
  { tag: "0002_c", when: 300 },
];

describe("a schema's name in a backup", () => {
  it("reads back what it writes, including a database with no migration", () => {
    expect(describeSchema({ count: 3, last: 300 })).toBe("3 migrations, last 300");
    expect(parseSchema(describeSchema({ count: 3, last: 300 }))).toEqual({ count: 3, last: 300 });
    expect(parseSchema(describeSchema({ count: 0, last: null }))).toEqual({ count: 0, last: null });
  });

  it("is null for anything else", () => {
    expect(parseSchema("3 migrations")).toBeNull();
    expect(parseSchema("x migrations, last 300")).toBeNull();
    expect(parseSchema(3)).toBeNull();
    expect(parseSchema(undefined)).toBeNull();
  });
});

describe("pending migrations", () => {
  it("are every migration for a database drizzle never migrated, and those stamped after its last otherwise", () => {
    expect(pendingMigrations(null, journal)).toEqual(journal);
    expect(pendingMigrations({ count: 0, last: null }, journal)).toEqual(journal);
    expect(pendingMigrations({ count: 1, last: 100 }, journal).map((m) => m.tag)).toEqual(["0001_b", "0002_c"]);
    expect(pendingMigrations({ count: 3, last: 300 }, journal)).toEqual([]);
  });
});

describe("which backups a release restores", () => {
  it("restores its own schema as it is", () => {
    expect(backupFitsRelease({ count: 3, last: 300 }, journal)).toEqual({ ok: true, toApply: 0 });
  });

  it("restores an earlier release's schema, then applies the migrations it lacks", () => {
    expect(backupFitsRelease({ count: 2, last: 200 }, journal)).toEqual({ ok: true, toApply: 1 });
    expect(backupFitsRelease({ count: 0, last: null }, journal)).toEqual({ ok: true, toApply: 3 });
  });

  it("refuses a newer release's backup, by count or by stamp, naming both releases' counts", () => {
    const problem =
      "The backup was made by a newer release than this one (its database had 4 migrations; this release has 3): restore it with the release that made it, or a later one.";
    expect(backupFitsRelease({ count: 4, last: 400 }, journal)).toEqual({ ok: false, problem });
    expect(backupFitsRelease({ count: 3, last: 301 }, journal)).toMatchObject({ ok: false, problem: expect.stringMatching(/^The backup was made by a newer release/) });
  });

  it("refuses a schema the release never had", () => {
    expect(backupFitsRelease({ count: 2, last: 250 }, journal)).toEqual({
      ok: false,
      problem: "The backup was made with a database schema this release never had (2 migrations, last 250): restore it with the release that made it.",
    });
  });
});

describe("an earlier release's migrations folder", () => {
  it("holds the first migrations of the release's journal and their files, or is the release's own folder", () => {
    const release = readJournal();
    const whole = migrationsFolderUpTo(releaseMigrationsFolder, release.length);
    expect(whole).toEqual({ folder: releaseMigrationsFolder, temporary: false });
    const partial = migrationsFolderUpTo(releaseMigrationsFolder, 2);
    try {
      expect(partial.temporary).toBe(true);
      expect(readJournal(partial.folder)).toEqual(release.slice(0, 2));
      expect(releaseSchema(readJournal(partial.folder))).toEqual({ count: 2, last: release[1]!.when });
      const files = readdirSync(partial.folder).filter((file) => file.endsWith(".sql"));
      expect(files.sort()).toEqual(release.slice(0, 2).map((entry) => `${entry.tag}.sql`));
      for (const file of files) expect(readFileSync(path.join(partial.folder, file), "utf8")).toBe(readFileSync(path.join(releaseMigrationsFolder, file), "utf8"));
    } finally {
      rmSync(partial.folder, { recursive: true, force: true });
    }
  });
});
