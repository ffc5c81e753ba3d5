import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database, openDatabase } from "./db/client.server";
import { isolatedDatabase } from "./db/isolated-test-database";
import { testDatabases } from "./db/test-databases";
import { keepVersion, versionOf, versionsOf } from "./saved-versions.server";

describe.each(testDatabases())("saved versions on $name", ({ options }) => {
  beforeAll(async () => {
    await openDatabase(await isolatedDatabase(options));
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("lists one thing's versions newest first, and finds a version only under its own kind and key", async () => {
    const first = await keepVersion(database(), { kind: "page", key: "about", body: { text: "one" }, savedBy: "owner" });
    await keepVersion(database(), { kind: "page", key: "returns", body: { text: "other" }, savedBy: "owner" });
    const second = await keepVersion(database(), { kind: "page", key: "about", body: { text: "two" }, savedBy: "Mia", summary: "typo" });
    expect((await versionsOf(database(), "page", "about")).map((v) => v.body)).toEqual([{ text: "two" }, { text: "one" }]);
    expect((await versionOf(database(), "page", "about", first.id))?.body).toEqual({ text: "one" });
    expect(await versionOf(database(), "page", "returns", second.id)).toBeUndefined();
    expect(await versionOf(database(), "post", "about", first.id)).toBeUndefined();
  });

  it("keeps nothing when the save's transaction fails", async () => {
    await expect(
      database().transaction(async (tx) => {
        await keepVersion(tx, { kind: "faq", key: "f1", body: { q: "?" }, savedBy: "owner" });
        throw new Error("the save itself failed");
      }),
    ).rejects.toThrow("the save itself failed");
    expect(await versionsOf(database(), "faq", "f1")).toEqual([]);
  });
});
