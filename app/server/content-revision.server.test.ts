import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { contentRevision, markContentChanged } from "./content-revision.server";
import { testDatabases } from "./db/test-databases";

describe.each(testDatabases())("content revision on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("moves on with each change, at once for a change made here", async () => {
    const before = await contentRevision();
    await markContentChanged(database(), "opening hours");
    const after = await contentRevision();
    expect(after).toBeGreaterThan(before);
    await database().transaction(async (tx) => {
      await markContentChanged(tx, "product lavender-shampoo");
    });
    expect(await contentRevision()).toBeGreaterThan(after);
  });

  it("sees another instance's change once its two seconds have passed, not on every request", async () => {
    const seen = await contentRevision();
    // Another instance writes straight to the shared table.
    await database().execute(sql`insert into content_revisions (reason) values ('banner')`);
    expect(await contentRevision()).toBe(seen);
    expect(await contentRevision(Date.now() + 2_500)).toBeGreaterThan(seen);
  });
});
