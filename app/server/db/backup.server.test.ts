import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../storefront/embedded/seed.server";
import { BackupError, restoreDatabase, tablesInDependencyOrder } from "./backup.server";
import { readBackupLines, writeBackupFile } from "./backup-file.server";
import { openConnection, type Connection } from "./client.server";
import { isolatedDatabase } from "./isolated-test-database";
import { rowsOf } from "./queryable.server";
import { events, settings, shopCarts, shopOrders } from "./schema.server";
import { testDatabases } from "./test-databases";

const work = mkdtempSync(path.join(tmpdir(), "wt-backup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every row of every table, as the database itself spells it, in a stable order. */
async function everything(connection: Connection) {
  const all: Record<string, unknown[]> = {};
  for (const table of await tablesInDependencyOrder(connection.db)) {
    const rows = rowsOf<{ row: unknown }>(await connection.db.execute(sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t order by 1`));
    all[table] = rows.map((r) => r.row);
  }
  return all;
}

async function fill(connection: Connection) {
  const { db } = connection;
  await seedCatalogue(db);
  await db.insert(settings).values({ key: "unsubscribe-key", value: "k\u00e9y \"quoted\" \\ back\nslash" });
  await db.insert(events).values(Array.from({ length: 1203 }, (_, i) => ({ name: "page_view", clientId: `c${i}`, path: `/p/${i}`, props: { i, nested: { emoji: "✂️" } } })));
  await db.insert(shopCarts).values({ token: "cart-1", buyerCountry: "AU", completedAt: new Date("2026-11-25T01:02:03.456Z") });
  const order = { cartToken: "cart-1", customerName: "Ana", email: "ana@example.com", phone: "0400000000", items: [], subtotalCents: 100, totalCents: 100, currency: "AUD" };
  await db.insert(shopOrders).values([order, { ...order, cartToken: "cart-2" }]);
}

describe.each(testDatabases())("backup and restore on $name", ({ options }) => {
  it("backup → wipe → restore gives back every row; a cut-off file is refused and leaves nothing; new rows get new numbers", { timeout: 120_000 }, async () => {
    const original = await openConnection(await isolatedDatabase(options));
    const file = path.join(work, `drill-${Math.random()}.jsonl.gz`);
    const cutOff = path.join(work, `cut-${Math.random()}.jsonl.gz`);
    let before: Record<string, unknown[]>;
    try {
      await fill(original);
      before = await everything(original);
      const counts = await writeBackupFile(original.db, file);
      expect(counts.events).toBe(1203);
      expect(counts.shop_orders).toBe(2);
    } finally {
      await original.close();
    }
    const lines = gunzipSync(readFileSync(file)).toString().split("\n");
    writeFileSync(cutOff, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join("\n")));

    // The wipe: a new, empty database.
    const restored = await openConnection(await isolatedDatabase(options));
    try {
      const partial = restoreDatabase(restored.db, readBackupLines(cutOff));
      await expect(partial).rejects.toBeInstanceOf(BackupError);
      await expect(partial).rejects.toThrow("The backup file is incomplete (it ends before its last line): it was cut off while being written or copied.");

      // The refused file left nothing behind, or this restore would find rows and refuse.
      const counts = await restoreDatabase(restored.db, readBackupLines(file));
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(Object.values(before).reduce((a, b) => a + b.length, 0));
      expect(await everything(restored)).toEqual(before);
      const [next] = await restored.db
        .insert(shopOrders)
        .values({ cartToken: "cart-3", customerName: "B", email: "b@example.com", phone: "1", items: [], subtotalCents: 1, totalCents: 1, currency: "AUD" })
        .returning();
      expect(next?.number).toBe(1003);

      await expect(restoreDatabase(restored.db, readBackupLines(file))).rejects.toThrow(/^The database already holds rows \(.*\): restore into an empty database/);
    } finally {
      await restored.close();
    }
  });
});
